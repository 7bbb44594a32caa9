import { describe, expect, it } from 'vitest';
import { packagePrice, savingPercent, unitSuffix, yuan } from './money.ts';
import { filterByScene, initialScene, sortScenes } from './scenes.ts';
import { decideStart, draftPath } from './startDrafting.ts';
import { nameOf, paragraphsOf, textOf } from './text.ts';
import { findNode, groupTemplates, rootOf } from './tree.ts';
import type { CatalogueTemplate, ClassifyNode, SceneItem } from './types.ts';

const scene = (type: SceneItem['type']): SceneItem => ({ id: `s-${type}`, type, nameCn: type, nameEn: type });
const tpl = (id: string, classifyId: string, scenes: SceneItem['type'][] = []): CatalogueTemplate => ({
  id,
  classifyId,
  nameCn: `${id}合同`,
  nameEn: `${id} agreement`,
  built: true,
  hot: false,
  priceFen: 0,
  contractPriceFen: null,
  sceneList: scenes.map(scene),
  packageIds: [],
  favourite: false,
  entitled: false,
});
const node = (id: string, children: ClassifyNode[] = [], parentId: string | null = null): ClassifyNode => ({
  id,
  parentId,
  nameCn: id,
  nameEn: id,
  icon: null,
  recommended: parentId === null,
  children: children.map((c) => ({ ...c, parentId: id })),
});

describe('prices (spec §9: integers without decimals)', () => {
  it('shows fen as yuan with a thousands separator and no decimals when whole', () => {
    expect(yuan(1888800)).toBe('¥18,888');
    expect(yuan(1288850)).toBe('¥12,888.50');
    expect(yuan(0)).toBe('¥0');
  });

  it('keeps only the period of a unit that names its currency', () => {
    expect(unitSuffix({ cn: '元/年', en: 'yuan per year' }, 'cn')).toBe('/年');
    expect(unitSuffix({ cn: '元/年', en: 'yuan per year' }, 'en')).toBe('/year');
    expect(unitSuffix({ cn: '年', en: 'year' }, 'en')).toBe('/year');
    expect(unitSuffix({ cn: '', en: 'per year' }, 'en')).toBe('/year');
    expect(unitSuffix({ cn: '', en: 'RMB/year' }, 'cn')).toBe('/year');
    expect(unitSuffix(null, 'en')).toBe('');
  });

  it("reads '¥18,888/year' and the saving against the old price", () => {
    expect(packagePrice(1888800, { cn: '元/年', en: 'yuan per year' }, 'en')).toBe('¥18,888/year');
    expect(packagePrice(1888800, { cn: '元/年', en: 'yuan per year' }, 'cn')).toBe('¥18,888/年');
    expect(savingPercent(1888800, 1988800)).toBe(5);
    expect(savingPercent(1888800, null)).toBeNull();
    expect(savingPercent(1888800, 1888800)).toBeNull();
  });
});

describe('names and texts', () => {
  it('takes the page language and falls back to the other one', () => {
    expect(nameOf({ nameCn: '货物买卖合同', nameEn: 'Sale of goods' }, 'en')).toBe('Sale of goods');
    expect(nameOf({ nameCn: '货物买卖合同', nameEn: '' }, 'en')).toBe('货物买卖合同');
    expect(textOf({ cn: '', en: 'Intro' }, 'cn')).toBe('Intro');
    expect(paragraphsOf('One.\n\n Two. \n')).toEqual(['One.', 'Two.']);
  });
});

describe('scenes', () => {
  it('orders scenes domestic, inbound, outbound and starts in the one asked for when offered', () => {
    const list = [scene('exit'), scene('domestic'), scene('entry')];
    expect(sortScenes(list).map((s) => s.type)).toEqual(['domestic', 'entry', 'exit']);
    expect(initialScene(list, 'entry')).toBe('entry');
    expect(initialScene(list, 'nowhere')).toBe('domestic');
    expect(initialScene([scene('domestic'), scene('entry')], 'exit')).toBe('domestic');
    expect(initialScene([], 'exit')).toBeNull();
  });

  it('filters templates by scene; templates without scenes only under all', () => {
    const list = [tpl('jv', 'ma'), tpl('sale', 'trade', ['domestic', 'entry', 'exit']), tpl('job', 'hr', ['domestic', 'entry'])];
    expect(filterByScene(list, 'all').map((t) => t.id)).toEqual(['jv', 'sale', 'job']);
    expect(filterByScene(list, 'exit').map((t) => t.id)).toEqual(['sale']);
    expect(filterByScene(list, 'entry').map((t) => t.id)).toEqual(['sale', 'job']);
  });
});

describe('classification tree', () => {
  const tree = [node('ma', [node('ma-equity'), node('ma-asset')]), node('trade', [node('trade-goods')]), node('hr')];
  const templates = [tpl('equity', 'ma-equity'), tpl('jv', 'ma'), tpl('asset', 'ma-asset'), tpl('sale', 'trade-goods'), tpl('orphan', 'gone')];

  it('finds nodes at any depth and their first-level ancestor', () => {
    expect(findNode(tree, 'ma-asset')?.id).toBe('ma-asset');
    expect(findNode(tree, 'missing')).toBeNull();
    expect(rootOf(tree, 'ma-asset')?.id).toBe('ma');
    expect(rootOf(tree, 'hr')?.id).toBe('hr');
  });

  it('groups the front page by first-level category, unknown nodes last', () => {
    const groups = groupTemplates(tree, null, templates);
    expect(groups.map((g) => [g.node?.id ?? null, g.templates.map((t) => t.id)])).toEqual([
      ['ma', ['equity', 'jv', 'asset']],
      ['trade', ['sale']],
      [null, ['orphan']],
    ]);
  });

  it('inside a category, puts its own templates first, then its sub-categories', () => {
    const ma = findNode(tree, 'ma');
    const groups = groupTemplates(tree, ma, templates.filter((t) => t.classifyId.startsWith('ma')));
    expect(groups.map((g) => [g.node?.id ?? null, g.templates.map((t) => t.id)])).toEqual([
      [null, ['jv']],
      ['ma-equity', ['equity']],
      ['ma-asset', ['asset']],
    ]);
  });
});

describe('Start drafting (spec §5, §8)', () => {
  const withDraft = { has: (n: string) => n === 'draftNew', to: () => '/en/draft/new' };
  const withoutDraft = { has: () => false, to: () => '' };
  const base = { built: true, loggedIn: true, device: 'pc' as const, lang: 'en' as const, templateId: 'sale-of-goods', scene: 'exit' as const, here: '/en/template/sale-of-goods?scene=exit' };

  it('opens the drafting page with the template and scene', () => {
    expect(decideStart(base, withDraft)).toEqual({ kind: 'draft', to: '/en/draft/new?template=sale-of-goods&scene=exit' });
    expect(draftPath(withoutDraft, 'cn', 'jv-agreement', null)).toBe('/cn/draft/new?template=jv-agreement');
  });

  it('sends a visitor to log in and back to the template page', () => {
    expect(decideStart({ ...base, loggedIn: false }, withDraft)).toEqual({ kind: 'login', to: '/en/phone?redirect=%2Fen%2Ftemplate%2Fsale-of-goods%3Fscene%3Dexit' });
  });

  it('says a template not written yet is coming soon, whoever asks and wherever', () => {
    expect(decideStart({ ...base, built: false }, withDraft).kind).toBe('comingSoon');
    expect(decideStart({ ...base, built: false, device: 'mobile', loggedIn: false }, withDraft).kind).toBe('comingSoon');
  });

  it('tells a phone that contracts are created on a PC, logged in or not', () => {
    expect(decideStart({ ...base, device: 'mobile' }, withDraft).kind).toBe('pcOnly');
    expect(decideStart({ ...base, device: 'mobile', loggedIn: false }, withDraft).kind).toBe('pcOnly');
  });
});
