import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, callOk, member, rows } from '../commerce/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

const enterprise = { title: 'Shanghai Lex Co., Ltd.', issuerType: 'enterprise', fapiaoType: 'general_vat', taxpayerId: '91310000MA1K000001' };
const special = { ...enterprise, fapiaoType: 'special_vat', bankName: 'Bank of China Shanghai', bankAccount: '4563 5100 0000 0001', regAddress: '1 Century Ave, Pudong', regTelephone: '021-50000000' };

async function defaults(userId: number) {
  return rows<{ id: number }>(t, sql`select id::int as id from fapiao_infos where user_id = ${userId} and is_default`);
}

describe('fapiao information sets', () => {
  it('requires the fields of the fapiao type', async () => {
    const { token } = await member(t.app);
    const refused: [Record<string, unknown>, number, string[]?][] = [
      [{ issuerType: 'individual', fapiaoType: 'general_vat' }, 400202, ['title']],
      [{ ...enterprise, taxpayerId: undefined }, 400202, ['taxpayerId']],
      [{ ...enterprise, fapiaoType: 'org_general_vat', taxpayerId: '' }, 400202, ['taxpayerId']],
      [{ ...special, bankAccount: undefined, regTelephone: ' ' }, 400202, ['bankAccount', 'regTelephone']],
      [{ title: 'Zhang San', issuerType: 'individual', fapiaoType: 'special_vat' }, 400206],
    ];
    for (const [body, code, fields] of refused) {
      const res = await call(t.app, 'POST', '/api/fapiao/infos', { token, body });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      if (fields) {
        expect(res.body.messageEn).toBe('Please complete the information this fapiao type requires');
        // Each missing field with its own message, where a form shows it.
        expect(res.body.datas.fields.map((f: { path: string }) => f.path)).toEqual(fields);
        expect(res.body.datas.fields[0].messageEn).toMatch(/^Please enter the /);
        expect(res.body.datas.fields[0].message).toMatch(/^请填写/);
      }
    }
    expect((await callOk(t.app, 'GET', '/api/fapiao/infos', { token })).list).toEqual([]);
    const person = await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: { title: 'Zhang San', issuerType: 'individual', fapiaoType: 'general_vat', taxpayerId: 'x' } });
    expect(person).toMatchObject({ title: 'Zhang San', taxpayerId: null, isDefault: true });
    expect(await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: enterprise })).toMatchObject({ taxpayerId: enterprise.taxpayerId, isDefault: false });
    expect(await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: special })).toMatchObject({ bankName: special.bankName, fapiaoType: 'special_vat' });
    // An edit is held to the same rule.
    expect((await call(t.app, 'PUT', `/api/fapiao/infos/${person.id}`, { token, body: { ...special, regAddress: '' } })).body.code).toBe(400202);
  });

  it('keeps at most 3 sets, with the message of spec §5', async () => {
    const { token, id } = await member(t.app);
    for (let i = 0; i < 3; i++) await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: { ...enterprise, title: `Company ${i}` } });
    const res = await call(t.app, 'POST', '/api/fapiao/infos', { token, body: enterprise });
    expect(res.body).toMatchObject({ success: false, code: 400201, messageEn: 'You can save up to 3 different sets of fapiao information.' });
    expect(await rows(t, sql`select id from fapiao_infos where user_id = ${id}`)).toHaveLength(3);
  });

  it('has exactly one default: the first, then whichever is chosen; deleting it promotes the oldest', async () => {
    const { token, id } = await member(t.app);
    const a = await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: { ...enterprise, title: 'A Co.' } });
    const b = await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: { ...enterprise, title: 'B Co.' } });
    const c = await callOk(t.app, 'POST', '/api/fapiao/infos', { token, body: { ...enterprise, title: 'C Co.', isDefault: true } });
    expect(await defaults(id)).toEqual([{ id: c.id }]);
    await callOk(t.app, 'PUT', `/api/fapiao/infos/${b.id}/default`, { token });
    expect(await defaults(id)).toEqual([{ id: b.id }]);
    const list = (await callOk(t.app, 'GET', '/api/fapiao/infos', { token })).list;
    expect(list.map((i: { title: string; isDefault: boolean }) => [i.title, i.isDefault])).toEqual([
      ['A Co.', false],
      ['B Co.', true],
      ['C Co.', false],
    ]);
    await callOk(t.app, 'DELETE', `/api/fapiao/infos/${b.id}`, { token });
    expect(await defaults(id)).toEqual([{ id: a.id }]);
    const edited = await callOk(t.app, 'PUT', `/api/fapiao/infos/${c.id}`, { token, body: { ...special, title: 'C Co. Ltd', isDefault: true } });
    expect(edited).toMatchObject({ title: 'C Co. Ltd', fapiaoType: 'special_vat', isDefault: true });
    expect(await defaults(id)).toEqual([{ id: c.id }]);
    // Concurrent choices still leave exactly one default.
    await Promise.all([a.id, c.id, a.id, c.id].map((x) => callOk(t.app, 'PUT', `/api/fapiao/infos/${x}/default`, { token })));
    expect(await defaults(id)).toHaveLength(1);
  });

  it('concurrent saves stop at 3', async () => {
    const { token, id } = await member(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/api/fapiao/infos', { token, body: { ...enterprise, title: `Co ${i}` } })));
    expect(answers.filter((r) => r.body.success)).toHaveLength(3);
    expect(answers.filter((r) => r.body.code === 400201)).toHaveLength(3);
    expect(await rows(t, sql`select id from fapiao_infos where user_id = ${id}`)).toHaveLength(3);
    expect(await defaults(id)).toHaveLength(1);
  });

  it("another user's set is not found", async () => {
    const owner = await member(t.app);
    const other = await member(t.app);
    const set = await callOk(t.app, 'POST', '/api/fapiao/infos', { token: owner.token, body: enterprise });
    expect((await call(t.app, 'PUT', `/api/fapiao/infos/${set.id}`, { token: other.token, body: special })).body.code).toBe(100002);
    expect((await call(t.app, 'PUT', `/api/fapiao/infos/${set.id}/default`, { token: other.token })).body.code).toBe(100002);
    expect((await call(t.app, 'DELETE', `/api/fapiao/infos/${set.id}`, { token: other.token })).body.code).toBe(100002);
    expect((await callOk(t.app, 'GET', '/api/fapiao/infos', { token: other.token })).list).toEqual([]);
    expect((await call(t.app, 'GET', '/api/fapiao/infos')).status).toBe(401);
  });
});
