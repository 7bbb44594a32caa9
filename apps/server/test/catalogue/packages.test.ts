import { describe, expect, it } from 'vitest';
import { ErrorCodes, type PackageDetail, type PackageItem } from '@lexbridge/contract';
import { syncCatalogue } from '../../src/modules/catalogue/catalogue.sync.ts';
import { call, callOk } from '../helpers/api.ts';
import { catalogueApp, member, subscribe } from './setup.ts';

const s = catalogueApp();
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('GET /productpkgs', () => {
  it('lists application type 1 (review) by default, as the spec’s call does', async () => {
    const page = await callOk(s.t.app, 'GET', '/api/productpkgs', { query: { english: false, close: false, pageNo: 1, pageSize: 50 } });
    expect(ids(page.list)).toEqual(['review']);
    expect(page).toMatchObject({ total: 1, pageNo: 1, pageSize: 50 });
    expect(page.list[0]).toMatchObject({ productType: 1, languages: 'bilingual', subscribed: false, favourite: false });
  });

  it('lists the drafting packages of §9 with their prices in fen, count texts, tip and unit; the trial only with close=true', async () => {
    const page = await callOk(s.t.app, 'GET', '/api/productpkgs', { query: { productType: 4 } });
    expect(ids(page.list)).toEqual(['custom', 'belt-road', 'foreign-trade', 'domestic']);
    const custom: PackageItem = page.list[0];
    expect(custom).toMatchObject({
      icon: 'crown',
      nameCn: '定制套餐',
      priceFen: 1_888_800,
      oldPriceFen: 1_988_800,
      countText: { en: '25/51 categories' },
      tip: { cn: '95折' },
      unit: { cn: '元/年', en: 'yuan per year' },
      closed: false,
    });
    expect(custom.templateCount).toBe(20);
    expect(page.list.find((p: PackageItem) => p.id === 'foreign-trade')).toMatchObject({ priceFen: 1_288_800, templateCount: 7, tip: null, oldPriceFen: null });

    const all = await callOk(s.t.app, 'GET', '/api/productpkgs', { query: { productType: 4, close: true } });
    expect(ids(all.list)).toEqual(['custom', 'belt-road', 'foreign-trade', 'domestic', 'trial']);
    expect(all.list[4]).toMatchObject({ priceFen: 0, closed: true, templateCount: 14 });
    // "false" in a query string stays false.
    expect((await callOk(s.t.app, 'GET', '/api/productpkgs', { query: { productType: 4, close: 'false' } })).total).toBe(4);
  });

  it('pages', async () => {
    const p2 = await callOk(s.t.app, 'GET', '/api/productpkgs', { query: { productType: 4, pageNo: 2, pageSize: 3 } });
    expect(ids(p2.list)).toEqual(['domestic']);
    expect(p2).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    const bad = await call(s.t.app, 'GET', '/api/productpkgs', { query: { pageSize: 0 } });
    expect(bad.body.code).toBe(ErrorCodes.VALIDATION);
  });

  it('marks the packages a user subscribes to (the trial counts while it runs)', async () => {
    const m = await member(s.t);
    await subscribe(s.t, m.id, 'domestic');
    const page = await callOk(s.t.app, 'GET', '/api/productpkgs', { token: m.token, query: { productType: 4, close: true } });
    const subscribed = page.list.filter((p: PackageItem) => p.subscribed).map((p: PackageItem) => p.id);
    expect(subscribed.sort()).toEqual(['domestic', 'trial']);
    // A subscription that has not started yet, or has ended, does not count.
    const other = await member(s.t);
    await subscribe(s.t, other.id, 'custom', 30, 86_400_000);
    await subscribe(s.t, other.id, 'belt-road', 30, -40 * 86_400_000);
    const page2 = await callOk(s.t.app, 'GET', '/api/productpkgs', { token: other.token, query: { productType: 4 } });
    expect(page2.list.filter((p: PackageItem) => p.subscribed)).toEqual([]);
  });

  it('answers a bad token with the lost-login code rather than as a visitor', async () => {
    const res = await call(s.t.app, 'GET', '/api/productpkgs', { token: 'not-a-token' });
    expect(res.body.code).toBe(ErrorCodes.TOKEN_INVALID);
  });
});

describe('GET /productpkgs/hot', () => {
  it('puts hot packages first, only packages for sale, at most six', async () => {
    const hot: PackageItem[] = await callOk(s.t.app, 'GET', '/api/productpkgs/hot', { query: { productType: 4 } });
    expect(ids(hot)).toEqual(['custom', 'belt-road', 'foreign-trade', 'domestic']);
    expect(hot.slice(0, 2).every((p) => p.hot)).toBe(true);
    expect(hot.slice(2).some((p) => p.hot)).toBe(false);
    expect(ids(await callOk(s.t.app, 'GET', '/api/productpkgs/hot'))).toEqual(['review']);
  });
});

describe('GET /productpkgs/{id}', () => {
  it('groups the package’s templates by second-level classification, with the introduction in both languages', async () => {
    const d: PackageDetail = await callOk(s.t.app, 'GET', '/api/productpkgs/foreign-trade');
    expect(d.intro.cn).toMatch(/[\u4e00-\u9fff]/);
    expect(d.intro.en).toMatch(/Incoterms/);
    expect(d.categories.map((c) => c.id)).toEqual(['trade-goods', 'trade-services', 'trade-distribution', 'trade-confidentiality']);
    const goods = d.categories[0].templates;
    expect(ids(goods)).toEqual(['sale-of-goods', 'purchase-of-goods']);
    expect(goods[0]).toMatchObject({ built: true, priceFen: 199_900, contractPriceFen: 29_900, packageIds: expect.arrayContaining(['custom', 'foreign-trade', 'trial']) });
    expect(goods[0].sceneList.map((x) => x.type)).toEqual(['domestic', 'entry', 'exit']);
    // Marked built in the catalogue, but its folder has not landed in this content: coming soon.
    expect(goods[1].built).toBe(false);

    const custom: PackageDetail = await callOk(s.t.app, 'GET', '/api/productpkgs/custom');
    expect(custom.categories.flatMap((c) => c.templates)).toHaveLength(20);
    expect(custom.categories[0]).toMatchObject({ id: 'ma-establishment', nameEn: 'Setting up a foreign-invested enterprise' });
    const domestic: PackageDetail = await callOk(s.t.app, 'GET', '/api/productpkgs/domestic');
    const domesticIds = domestic.categories.flatMap((c) => ids(c.templates));
    expect(domesticIds).not.toContain('jv-agreement');
    expect(domesticIds).toContain('employment-contract');
  });

  it('answers 100002 for an unknown package', async () => {
    const res = await call(s.t.app, 'GET', '/api/productpkgs/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('PUT /productpkgs/incwatchnum', () => {
  it('counts one view per call, for visitors too, and keeps the count when the catalogue is loaded again', async () => {
    const before = (await callOk(s.t.app, 'GET', '/api/productpkgs/belt-road')).watchNum as number;
    expect(await callOk(s.t.app, 'PUT', '/api/productpkgs/incwatchnum', { query: { id: 'belt-road' } })).toEqual({ watchNum: before + 1 });
    expect(await callOk(s.t.app, 'PUT', '/api/productpkgs/incwatchnum', { query: { id: 'belt-road' } })).toEqual({ watchNum: before + 2 });
    await syncCatalogue(s.t.ctx);
    expect((await callOk(s.t.app, 'GET', '/api/productpkgs/belt-road')).watchNum).toBe(before + 2);
    const unknown = await call(s.t.app, 'PUT', '/api/productpkgs/incwatchnum', { query: { id: 'nope' } });
    expect(unknown.body.code).toBe(ErrorCodes.NOT_FOUND);
    const missing = await call(s.t.app, 'PUT', '/api/productpkgs/incwatchnum');
    expect(missing.body.code).toBe(ErrorCodes.VALIDATION);
  });
});

describe('API documentation', () => {
  it('lists every catalogue call', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(JSON.parse(res.body).paths);
    for (const p of [
      '/api/productpkgs',
      '/api/productpkgs/hot',
      '/api/productpkgs/{id}',
      '/api/productpkgs/incwatchnum',
      '/api/classifies/tree',
      '/api/classifies/recommended',
      '/api/classifies/all',
      '/api/templateSceneType',
      '/api/templateSceneType/listBySceneType',
      '/api/templateSceneType/listByPid',
      '/api/templates/{id}',
      '/api/templates/{id}/sample',
      '/api/templates/{id}/questionnaire',
      '/api/templates/{id}/feedback',
      '/api/collections',
      '/api/search',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
