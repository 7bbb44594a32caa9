import { describe, expect, it } from 'vitest';
import { ErrorCodes, type CatalogueTemplate, type ClassifyNode, type RecommendedNode } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import { catalogueApp, member } from './setup.ts';

const s = catalogueApp();
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('classifications', () => {
  it('GET /classifies/tree: three first-level nodes with their children, in catalogue order', async () => {
    const tree: ClassifyNode[] = await callOk(s.t.app, 'GET', '/api/classifies/tree');
    expect(ids(tree)).toEqual(['ma', 'trade', 'hr']);
    expect(tree.map((n) => n.nameCn)).toEqual(['并购/投资', '货物或服务买卖/采购', '人力资源']);
    expect(tree.map((n) => n.nameEn)).toEqual(['M&A/Investment', 'Sale/Procurement of Goods or Services', 'Human Resources']);
    expect(tree.map((n) => n.children.length)).toEqual([3, 4, 3]);
    expect(tree[2].children[0]).toMatchObject({ id: 'hr-employment', parentId: 'hr', recommended: false, children: [] });
    expect(tree.every((n) => n.recommended && n.parentId === null && n.icon)).toBe(true);
  });

  it('GET /classifies/recommended: each first-level node with all its templates and their scenes', async () => {
    const rec: RecommendedNode[] = await callOk(s.t.app, 'GET', '/api/classifies/recommended');
    expect(ids(rec)).toEqual(['ma', 'trade', 'hr']);
    expect(rec.map((n) => n.templates.length)).toEqual([6, 7, 7]);
    const ma = rec[0].templates;
    expect(ids(ma).slice(0, 3)).toEqual(['jv-agreement', 'wfoe-articles', 'equity-purchase']);
    expect(ma[0]).toMatchObject({ built: true, sceneList: [], priceFen: 299_900, contractPriceFen: 49_900, entitled: false, favourite: false });
    const hr = rec[2].templates.find((t) => t.id === 'employment-contract')!;
    expect(hr.sceneList).toEqual([
      { id: 'employment-contract.domestic', type: 'domestic', nameCn: '中国籍员工', nameEn: 'Chinese national employee' },
      { id: 'employment-contract.entry', type: 'entry', nameCn: '在华外籍员工', nameEn: 'Foreign national employed in China' },
    ]);
    const sale = rec[1].templates.find((t) => t.id === 'sale-of-goods')!;
    expect(sale.sceneList.map((x) => x.nameEn)).toEqual(['Domestic (China to China)', 'Inbound (into China)', 'Outbound (from China)']);
  });

  it('marks what a logged-in user may draft: the trial covers built templates only', async () => {
    const m = await member(s.t);
    const rec: RecommendedNode[] = await callOk(s.t.app, 'GET', '/api/classifies/recommended', { token: m.token });
    const all = rec.flatMap((n) => n.templates);
    expect(all.filter((t) => t.entitled).map((t) => t.id).sort()).toEqual(['employment-contract', 'jv-agreement', 'sale-of-goods']);
  });

  it('GET /classifies/all: every template, or those under a first- or second-level node; unknown node → 100002', async () => {
    const all: CatalogueTemplate[] = await callOk(s.t.app, 'GET', '/api/classifies/all');
    expect(all).toHaveLength(20);
    expect(all.filter((t) => !t.built)).toHaveLength(17);
    expect(ids(await callOk(s.t.app, 'GET', '/api/classifies/all', { query: { classifyId: 'ma-equity' } }))).toEqual([
      'equity-purchase',
      'capital-increase',
      'shareholders-agreement',
    ]);
    expect(await callOk(s.t.app, 'GET', '/api/classifies/all', { query: { classifyId: 'ma' } })).toHaveLength(6);
    const unknown = await call(s.t.app, 'GET', '/api/classifies/all', { query: { classifyId: 'nope' } });
    expect(unknown.body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('template scenes', () => {
  it('GET /templateSceneType: the scenes of a template; none for the JV agreement; unknown → 100002', async () => {
    const scenes = await callOk(s.t.app, 'GET', '/api/templateSceneType', { query: { templateId: 'mutual-nda' } });
    expect(scenes.map((x: { type: string }) => x.type)).toEqual(['domestic', 'entry', 'exit']);
    expect(scenes[2]).toEqual({ id: 'mutual-nda.exit', type: 'exit', nameCn: '出境交易', nameEn: 'Outbound (from China)' });
    expect(await callOk(s.t.app, 'GET', '/api/templateSceneType', { query: { templateId: 'jv-agreement' } })).toEqual([]);
    const unknown = await call(s.t.app, 'GET', '/api/templateSceneType', { query: { templateId: 'nope' } });
    expect(unknown.body.code).toBe(ErrorCodes.NOT_FOUND);
    const missing = await call(s.t.app, 'GET', '/api/templateSceneType');
    expect(missing.body.code).toBe(ErrorCodes.VALIDATION);
  });

  it('GET /templateSceneType/listBySceneType: HR templates are never outbound; templates without scenes are in none', async () => {
    const exit: CatalogueTemplate[] = await callOk(s.t.app, 'GET', '/api/templateSceneType/listBySceneType', { query: { sceneType: 'exit' } });
    expect(exit.some((t) => t.classifyId.startsWith('hr'))).toBe(false);
    expect(ids(exit)).not.toContain('jv-agreement');
    expect(exit).toHaveLength(11);
    const entry: CatalogueTemplate[] = await callOk(s.t.app, 'GET', '/api/templateSceneType/listBySceneType', { query: { sceneType: 'entry' } });
    expect(entry).toHaveLength(18);
    expect(ids(entry)).toContain('secondment-agreement');
    const bad = await call(s.t.app, 'GET', '/api/templateSceneType/listBySceneType', { query: { sceneType: 'moon' } });
    expect(bad.body.code).toBe(ErrorCodes.VALIDATION);
  });

  it('GET /templateSceneType/listByPid: templates with scenes under a classification', async () => {
    const hr: CatalogueTemplate[] = await callOk(s.t.app, 'GET', '/api/templateSceneType/listByPid', { query: { pid: 'hr' } });
    expect(ids(hr)).toEqual([
      'employment-contract',
      'part-time-employment',
      'management-employment',
      'employee-nda',
      'employee-non-compete',
      'secondment-agreement',
      'labour-dispatch',
    ]);
    expect(hr.every((t) => t.sceneList.length === 2)).toBe(true);
    expect(ids(await callOk(s.t.app, 'GET', '/api/templateSceneType/listByPid', { query: { pid: 'trade-confidentiality' } }))).toEqual(['mutual-nda']);
    const unknown = await call(s.t.app, 'GET', '/api/templateSceneType/listByPid', { query: { pid: 'nope' } });
    expect(unknown.body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});
