import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A content folder for catalogue tests: the real catalogue files, and three template folders built from the engine's
 * test template (one per kind of scene list), so tests do not depend on which real templates have landed. Every other
 * catalogue entry marked built has no folder here and is therefore "coming soon".
 */
const REPO = join(import.meta.dirname, '../../../..');
const FIXTURES = join(REPO, 'packages/drafting/test/fixtures');

export const FIXTURE_TEMPLATES = {
  'sale-of-goods': { category: 'trade', scenes: ['domestic', 'entry', 'exit'] },
  'jv-agreement': { category: 'ma', scenes: [] },
  'employment-contract': { category: 'hr', scenes: ['domestic', 'entry'] },
} as const;

export const SAMPLE_ANSWERS = {
  seller: { name: '上海甲有限公司', address: '上海市浦东新区世纪大道1号', legalRep: '张三', regNo: '91310000MA1FL00000' },
  buyer: { name: 'Acme Trading Ltd.', address: '1 Market Street, London' },
  goods: '工业阀门 Industrial valves',
  quantity: 200,
  price: { amount: '100000.00', currency: 'CNY' },
  signDate: '2026-11-22',
  payMethod: 'instalments',
  instalments: [
    { amount: { amount: '40000.00', currency: 'CNY' }, days: 10 },
    { amount: { amount: '60000.00', currency: 'CNY' }, days: 40 },
  ],
  documents: ['invoice', 'packing'],
  warranty: true,
  warrantyYears: 2,
  arbitration: false,
  prevailingLanguage: 'equal',
};

/** A clause only the outbound scene shows: proves the sample is rendered in the scene asked for. */
export const EXIT_ONLY = { cn: '出口管制条款（出境场景）', en: 'Export control clause (outbound scene)' };

export function templateJson(id: string, category: string, scenes: readonly string[]) {
  const t = JSON.parse(readFileSync(join(FIXTURES, 'sale-sample.json'), 'utf8'));
  t.meta = {
    ...t.meta,
    id,
    category,
    scenes,
    intro: { cn: `${id} 的模板介绍：适用于跨境货物买卖`, en: `Introduction of ${id}: for cross-border sales of goods` },
    usage: { cn: '先填写当事人，再填写交易条款。', en: 'Fill in the parties first, then the deal terms.' },
    minutes: 12,
  };
  t.notes = [{ clauses: ['payment'], cite: 'Civil Code Art. 626', note: 'reviewer only' }];
  t.clauses.push({ id: 'exitOnly', title: { cn: '出口管制', en: 'Export Control' }, when: "scene == 'exit'", text: EXIT_ONLY });
  return t;
}

export interface FixtureContent {
  dir: string;
  remove(): void;
}

export function makeFixtureContent(templates: Record<string, { category: string; scenes: readonly string[] }> = FIXTURE_TEMPLATES): FixtureContent {
  const dir = mkdtempSync(join(tmpdir(), 'lexbridge-content-'));
  cpSync(join(REPO, 'content/catalogue'), join(dir, 'catalogue'), { recursive: true });
  mkdirSync(join(dir, 'templates/library'), { recursive: true });
  cpSync(join(FIXTURES, 'library.json'), join(dir, 'templates/library/fixture.json'));
  for (const [id, { category, scenes }] of Object.entries(templates)) {
    const folder = join(dir, 'templates', id);
    mkdirSync(join(folder, 'answers'), { recursive: true });
    writeFileSync(join(folder, 'template.json'), JSON.stringify(templateJson(id, category, scenes)));
    if (scenes.length === 0) writeFileSync(join(folder, 'answers/sample.json'), JSON.stringify(SAMPLE_ANSWERS));
    for (const scene of scenes) writeFileSync(join(folder, `answers/sample-${scene}.json`), JSON.stringify({ ...SAMPLE_ANSWERS, scene }));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
