import { describe, expect, it } from 'vitest';
import { ErrorCodes, type CollectionItem, type PackageItem } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import { catalogueApp, member } from './setup.ts';

const s = catalogueApp();

const put = (token: string, targetType: string, targetId: string) => call(s.t.app, 'PUT', '/api/collections', { token, body: { targetType, targetId } });
const list = (token: string, query: Record<string, string | number> = {}) => callOk(s.t.app, 'GET', '/api/collections', { token, query });

describe('favourites', () => {
  it('need login', async () => {
    expect((await call(s.t.app, 'PUT', '/api/collections', { body: { targetType: 'package', targetId: 'custom' } })).body.code).toBe(ErrorCodes.UNAUTHORIZED);
    expect((await call(s.t.app, 'GET', '/api/collections')).body.code).toBe(ErrorCodes.UNAUTHORIZED);
    expect((await call(s.t.app, 'DELETE', '/api/collections', { query: { targetType: 'package', targetId: 'custom' } })).body.code).toBe(ErrorCodes.UNAUTHORIZED);
  });

  it('collect, list newest first with the catalogue view of each, and remove; collecting twice is once', async () => {
    const a = await member(s.t);
    expect((await put(a.token, 'package', 'belt-road')).body.datas).toEqual({ favourite: true });
    s.t.clock.advance(1000);
    expect((await put(a.token, 'template', 'sale-of-goods')).body.datas).toEqual({ favourite: true });
    s.t.clock.advance(1000);
    expect((await put(a.token, 'template', 'capital-increase')).body.success).toBe(true);
    expect((await put(a.token, 'template', 'capital-increase')).body.success).toBe(true);

    const all = await list(a.token);
    expect(all.total).toBe(3);
    expect(all.list.map((f: CollectionItem) => f.targetId)).toEqual(['capital-increase', 'sale-of-goods', 'belt-road']);
    const tpl = all.list[1] as CollectionItem;
    expect(tpl).toMatchObject({ targetType: 'template', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract' });
    expect(tpl.template).toMatchObject({ id: 'sale-of-goods', favourite: true, entitled: true, built: true });
    expect(all.list[2].package).toMatchObject({ id: 'belt-road', favourite: true, nameEn: 'Belt and Road Package' });

    const packagesOnly = await list(a.token, { targetType: 'package' });
    expect(packagesOnly.list.map((f: CollectionItem) => f.targetId)).toEqual(['belt-road']);
    const page2 = await list(a.token, { pageNo: 2, pageSize: 2 });
    expect(page2.list.map((f: CollectionItem) => f.targetId)).toEqual(['belt-road']);
    expect(page2.total).toBe(3);

    // The flag shows in the catalogue calls too.
    const pkgs = await callOk(s.t.app, 'GET', '/api/productpkgs', { token: a.token, query: { productType: 4 } });
    expect(pkgs.list.filter((p: PackageItem) => p.favourite).map((p: PackageItem) => p.id)).toEqual(['belt-road']);
    expect((await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods', { token: a.token })).favourite).toBe(true);

    const removed = await callOk(s.t.app, 'DELETE', '/api/collections', { token: a.token, query: { targetType: 'template', targetId: 'sale-of-goods' } });
    expect(removed).toEqual({ favourite: false });
    // Removing again changes nothing.
    expect(await callOk(s.t.app, 'DELETE', '/api/collections', { token: a.token, query: { targetType: 'template', targetId: 'sale-of-goods' } })).toEqual({ favourite: false });
    expect((await list(a.token)).list.map((f: CollectionItem) => f.targetId)).toEqual(['capital-increase', 'belt-road']);
    expect((await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods', { token: a.token })).favourite).toBe(false);
  });

  it('keeps each user’s favourites to that user', async () => {
    const a = await member(s.t);
    const b = await member(s.t);
    await put(a.token, 'package', 'custom');
    expect((await list(b.token)).total).toBe(0);
    const forB = await callOk(s.t.app, 'GET', '/api/productpkgs/custom', { token: b.token });
    expect(forB.favourite).toBe(false);
    // B removing the same target leaves A's favourite alone.
    await callOk(s.t.app, 'DELETE', '/api/collections', { token: b.token, query: { targetType: 'package', targetId: 'custom' } });
    expect((await list(a.token)).list.map((f: CollectionItem) => f.targetId)).toEqual(['custom']);
  });

  it('refuses unknown targets and target types', async () => {
    const a = await member(s.t);
    expect((await put(a.token, 'package', 'nope')).body.code).toBe(ErrorCodes.NOT_FOUND);
    expect((await put(a.token, 'template', 'custom')).body.code).toBe(ErrorCodes.NOT_FOUND);
    expect((await put(a.token, 'article', 'custom')).body.code).toBe(ErrorCodes.VALIDATION);
    expect((await list(a.token)).total).toBe(0);
  });
});
