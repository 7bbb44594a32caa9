import { describe, expect, it } from 'vitest';
import { ErrorCodes, type SearchAnswer } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import { catalogueApp, member } from './setup.ts';

const s = catalogueApp();
const find = async (q: string, token?: string): Promise<SearchAnswer> => callOk(s.t.app, 'GET', '/api/search', { query: { q }, token });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('GET /search', () => {
  it('matches template names in Chinese and in English whatever the case', async () => {
    expect(ids((await find('劳动合同')).templates)).toEqual(['employment-contract', 'part-time-employment', 'management-employment']);
    expect(ids((await find('sale OF goods')).templates)).toEqual(['sale-of-goods']);
    expect(ids((await find('nda')).templates)).toEqual([]);
    expect(ids((await find('non-disclosure')).templates)).toEqual(['mutual-nda', 'employee-nda']);
  });

  it('matches introductions: the template’s own, or the catalogue’s for entries not built yet', async () => {
    // Only the fixture templates' introductions say "cross-border sales of goods".
    expect(ids((await find('CROSS-BORDER SALES')).templates)).toEqual(['jv-agreement', 'sale-of-goods', 'employment-contract']);
    expect(ids((await find('优先购买权')).templates)).toEqual(['shareholders-agreement']);
  });

  it('matches packages by name and introduction in both languages, packages for sale only', async () => {
    expect(ids((await find('一带一路')).packages)).toEqual(['belt-road']);
    expect(ids((await find('belt AND road')).packages)).toEqual(['belt-road']);
    expect(ids((await find('Incoterms')).packages)).toEqual(['foreign-trade']);
    expect((await find('免费试用')).packages).toEqual([]);
  });

  it('answers empty lists for an empty query, and takes LIKE wildcards literally', async () => {
    expect(await find('')).toEqual({ templates: [], packages: [] });
    expect(await find('   ')).toEqual({ templates: [], packages: [] });
    expect(await find('%')).toEqual({ templates: [], packages: [] });
    expect(await find('_')).toEqual({ templates: [], packages: [] });
  });

  it('limits each list to pageSize and marks what a user may draft', async () => {
    const few = await callOk(s.t.app, 'GET', '/api/search', { query: { q: '协议', pageSize: 2 } });
    expect(few.templates).toHaveLength(2);
    const m = await member(s.t);
    const mine = await find('sale of goods', m.token);
    expect(mine.templates[0].entitled).toBe(true);
    const tooLong = await call(s.t.app, 'GET', '/api/search', { query: { q: 'x'.repeat(101) } });
    expect(tooLong.body.code).toBe(ErrorCodes.VALIDATION);
  });
});
