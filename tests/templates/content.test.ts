import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assemble,
  checkTemplate,
  compile,
  evaluateQuestionnaire,
  loadTemplateContent,
  references,
  renderDocx,
  renderPdf,
  traceEvaluations,
  type Clause,
  type Layout,
  type ResolvedClause,
  type TemplateEntry,
} from '@lexbridge/drafting';

/**
 * Every template of content/templates, in every scene and layout, with its answer sets: the questionnaire completes,
 * every condition is taken both ways across the sets, the contract assembles with nothing missing, the DOCX uses
 * Word numbering and holds the answers, LibreOffice converts it, and the PDF carries Chinese and English text.
 */
const ROOT = join(import.meta.dirname, '../../content/templates');
const content = loadTemplateContent(ROOT);
const LAYOUTS: Layout[] = ['side-by-side', 'sequential', 'cn', 'en'];
const forLibreOffice: { name: string; bytes: Uint8Array }[] = [];

/** Every `when` of the template and of the library clauses it uses. */
function conditionsOf(entry: TemplateEntry): Set<string> {
  const t = entry.compiled.template;
  const out = new Set<string>();
  for (const s of t.sections) {
    if (s.when) out.add(s.when);
    for (const q of s.questions) {
      if (q.when) out.add(q.when);
      for (const sub of q.items ?? []) if (sub.when) out.add(sub.when);
    }
  }
  for (const term of t.terms ?? []) if (term.when) out.add(term.when);
  const walk = (cs: Clause[], trail: string[]) =>
    cs.forEach((c) => {
      if (c.when) out.add(c.when);
      if (c.use && !trail.includes(c.use) && content.library[c.use]) walk([content.library[c.use]], [...trail, c.use]);
      walk(c.children ?? [], trail);
    });
  walk(t.clauses, []);
  return out;
}

const docText = async (bytes: Uint8Array) => {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  return { xml, text: [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('') };
};

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

function emptyNumbered(cs: ResolvedClause[]): string[] {
  return cs.flatMap((c) => {
    const own = [...c.text.cn, ...c.text.en].some((p) => p.some((s) => (s.t === 'text' ? s.v.trim() : true)));
    return [...(c.number && !own && c.children.length === 0 ? [c.id] : []), ...emptyNumbered(c.children)];
  });
}

type Printed = { all: string[]; cn: string[]; en: string[] };

/** A text answer's forms: the string, or each non-empty form of a bilingual `{ cn, en }` answer. */
function addForms(v: unknown, out: Printed) {
  if (typeof v === 'string' && v.trim()) out.all.push(v.trim());
  if (!v || typeof v !== 'object' || !('cn' in v) || !('en' in v)) return;
  const cn = String(v.cn).trim();
  const en = String(v.en).trim();
  out.all.push(...[cn, en].filter(Boolean));
  // A language prints its own form, or the other one when its own is empty.
  out.cn.push(cn || en);
  out.en.push(en || cn);
}

/**
 * Text answers of visible questions, which the contract must print: every form in the side-by-side layout, and each
 * language's form of a bilingual answer in that language's own layout.
 */
function textAnswers(entry: TemplateEntry, effective: Record<string, unknown>): Printed {
  const out: Printed = { all: [], cn: [], en: [] };
  for (const [path, q] of entry.compiled.questions) {
    if (q.type !== 'text' || entry.compiled.groupOf.has(path)) continue;
    addForms(path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], effective), out);
  }
  for (const [path, group] of entry.compiled.groupOf) {
    const q = entry.compiled.questions.get(path)!;
    if (q.type !== 'text') continue;
    const items = effective[group];
    if (Array.isArray(items)) for (const it of items) addForms((it as Record<string, unknown>)?.[path.slice(group.length + 1)], out);
  }
  return out;
}

it('the template folder holds templates', () => {
  expect(content.templates.size).toBeGreaterThan(0);
});

for (const entry of content.templates.values()) {
  const t = entry.compiled.template;
  describe(`template ${entry.id}`, () => {
    it('passes the template checker and has answer sets for every scene', () => {
      expect(checkTemplate(t, content.library)).toEqual([]);
      expect(entry.answerSets.length).toBeGreaterThan(0);
      const scenes = new Set(entry.answerSets.map((s) => s.scene));
      if (t.meta.scenes.length === 0) expect([...scenes]).toEqual([null]);
      else for (const s of t.meta.scenes) expect(scenes.has(s), `answer set for scene ${s}`).toBe(true);
      for (const s of entry.answerSets) if (s.scene) expect(t.meta.scenes).toContain(s.scene);
      expect(t.meta.intro?.cn && t.meta.intro?.en && t.meta.usage?.cn && t.meta.usage?.en, 'intro and usage notes in both languages').toBeTruthy();
      expect((t.notes ?? []).length, 'reviewer notes citing the statutes').toBeGreaterThan(0);
    });

    it('takes every condition both ways across its answer sets, with complete questionnaires', () => {
      const seen = new Map<string, Set<boolean>>();
      traceEvaluations((src, v) => {
        if (!seen.has(src)) seen.set(src, new Set());
        seen.get(src)!.add(Boolean(v));
      });
      try {
        for (const set of entry.answerSets) {
          const st = evaluateQuestionnaire(entry.compiled, set.answers);
          expect({ set: set.name, errors: st.errors, next: st.next }).toEqual({ set: set.name, errors: {}, next: null });
          assemble(entry.compiled, set.answers, { library: content.library });
        }
      } finally {
        traceEvaluations(null);
      }
      const oneWay = [...conditionsOf(entry)].filter((c) => {
        const roots = references(compile(c).ast).map((p) => p.split('.')[0]);
        if (roots.every((r) => r === 'scene')) return false;
        return (seen.get(c)?.size ?? 0) < 2;
      });
      expect(oneWay, 'conditions never taken both ways').toEqual([]);
    });

    for (const set of entry.answerSets) {
      it(`renders answer set ${set.name} in every layout`, async () => {
        const doc = assemble(entry.compiled, set.answers, { library: content.library });
        expect(doc.missing).toEqual([]);
        expect(emptyNumbered(doc.clauses)).toEqual([]);
        const expected = textAnswers(entry, evaluateQuestionnaire(entry.compiled, set.answers).effective);
        const index = entry.answerSets.indexOf(set);
        for (const layout of LAYOUTS) {
          const bytes = await renderDocx(doc, { layout });
          const { xml, text } = await docText(bytes);
          expect(xml).toContain('<w:numPr>');
          expect(xml).not.toMatch(/<w:t[^>]*>\s*(第[一二三四五六七八九十百]+条|Article \d)/);
          const plain = unescape(text);
          expect(plain).not.toMatch(/\{\{|\}\}|\[\[|\]\]/);
          if (layout === 'side-by-side') for (const a of expected.all) expect(plain, `answer "${a}"`).toContain(a);
          if (layout === 'cn' || layout === 'en') for (const a of expected[layout]) expect(plain, `${layout} form "${a}"`).toContain(a);
          // LibreOffice gets each scene once in each layout, the layouts spread over the scene's answer sets.
          const sameScene = entry.answerSets.filter((s) => s.scene === set.scene);
          if (sameScene[LAYOUTS.indexOf(layout) % sameScene.length] === set) forLibreOffice.push({ name: `${entry.id}--${set.name}--${layout}`, bytes });
        }
        if (index === 0) {
          const pdf = await renderPdf(doc, { layout: 'side-by-side' });
          const { text } = await extractText(pdf, { mergePages: true });
          expect(text).toMatch(/[\u4e00-\u9fff]{4}/);
          expect(text).toMatch(/[A-Za-z]{4} [A-Za-z]{3}/);
          expect(text).toContain(t.meta.nameCn);
        }
      }, 30_000);
    }
  });
}

describe('LibreOffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lb-templates-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('opens and converts every rendered contract to PDF', async () => {
    expect(forLibreOffice.length).toBeGreaterThan(0);
    for (const f of forLibreOffice) writeFileSync(join(dir, `${f.name}.docx`), f.bytes);
    const files = forLibreOffice.map((f) => join(dir, `${f.name}.docx`));
    // Two soffice processes with their own profiles halve the wall time on two cores.
    const halves = [files.filter((_, i) => i % 2 === 0), files.filter((_, i) => i % 2 === 1)].filter((h) => h.length);
    await Promise.all(
      halves.map((h, i) =>
        promisify(execFile)('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile${i}`, '--convert-to', 'pdf', '--outdir', join(dir, 'out'), ...h], { timeout: 600_000 }),
      ),
    );
    const pdfs = new Set(readdirSync(join(dir, 'out')));
    const missing = forLibreOffice.filter((f) => !pdfs.has(`${f.name}.pdf`) || statSync(join(dir, 'out', `${f.name}.pdf`)).size < 1000);
    expect(missing.map((f) => f.name)).toEqual([]);
  }, 600_000);
});
