import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import { sandboxIdentity } from '../../src/providers/wechat/sandbox.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';
import { newQr, poll, scan } from './wx-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

/** bindQrcode: the logged-in user scans, the page polls, then PUT /users/bind with the state. */
async function bindAs(token: string, nickname: string) {
  const qr = await newQr(t.app, 'bind', token);
  const { page } = await scan(t.app, qr.url, nickname);
  expect(page.body).toContain('bind your WeChat account');
  expect((await poll(t.app, qr.state)).body.datas).toMatchObject({ status: 'confirmed', nickname });
  return { qr, res: await call(t.app, 'PUT', '/api/users/bind', { body: { state: qr.state }, token }) };
}

describe('binding WeChat to a logged-in account', () => {
  it('binds, shows on GET /users, logs in by QR afterwards, and unbinds', async () => {
    const { app } = t;
    const { token } = await registerUser(app);
    const { res } = await bindAs(token, 'Frank Sun');
    expect(res.body).toMatchObject({ success: true, datas: { unionid: sandboxIdentity('Frank Sun').unionid, wxNickname: 'Frank Sun' } });
    const me = await callOk(app, 'GET', '/api/users', { token });
    expect(me.baseUser.unionid).toBe(sandboxIdentity('Frank Sun').unionid);

    const login = await newQr(app);
    await scan(app, login.url, 'Frank Sun');
    const polled = await poll(app, login.state);
    expect((await callOk(app, 'GET', '/api/users', { token: polled.body.datas.token })).user.id).toBe(me.user.id);

    // Already bound: a new binding is refused before any scan.
    expect((await call(app, 'POST', '/api/wx/qrcode', { body: { purpose: 'bind' }, token })).body.code).toBe(ErrorCodes.WX_ALREADY_BOUND);

    expect(await callOk(app, 'DELETE', '/api/users/bind', { token })).toEqual({ unionid: null, wxNickname: null });
    expect((await callOk(app, 'GET', '/api/users', { token })).baseUser.unionid).toBeNull();
    const after = await newQr(app);
    await scan(app, after.url, 'Frank Sun');
    expect((await poll(app, after.state)).body.datas.ticket).toBeTruthy();
  });

  it('needs a login, and only the user who created the state can use it', async () => {
    const { app } = t;
    expect((await call(app, 'POST', '/api/wx/qrcode', { body: { purpose: 'bind' } })).body.code).toBe(ErrorCodes.UNAUTHORIZED);
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const qr = await newQr(app, 'bind', owner.token);
    // Before the scan is confirmed the binding waits.
    expect((await call(app, 'PUT', '/api/users/bind', { body: { state: qr.state }, token: owner.token })).body.code).toBe(ErrorCodes.WX_SCAN_PENDING);
    await scan(app, qr.url, 'Grace Ma');
    const stolen = await call(app, 'PUT', '/api/users/bind', { body: { state: qr.state }, token: other.token });
    expect(stolen.body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);
    expect((await callOk(app, 'GET', '/api/users', { token: other.token })).baseUser.unionid).toBeNull();
    expect((await call(app, 'PUT', '/api/users/bind', { body: { state: qr.state }, token: owner.token })).body.success).toBe(true);
    // A state binds once.
    expect((await call(app, 'PUT', '/api/users/bind', { body: { state: qr.state }, token: owner.token })).body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);
  });

  it('refuses a WeChat account already bound to someone else', async () => {
    const { app } = t;
    const first = await registerUser(app);
    expect((await bindAs(first.token, 'Henry Qian')).res.body.success).toBe(true);
    const second = await registerUser(app);
    const { res } = await bindAs(second.token, 'Henry Qian');
    expect(res.body).toMatchObject({ success: false, code: ErrorCodes.WX_ALREADY_BOUND });
  });

  it('refuses to unbind an account that could not log in without WeChat', async () => {
    const { app, ctx } = t;
    const { token } = await registerUser(app);
    await bindAs(token, 'Iris Tang');
    const me = await callOk(app, 'GET', '/api/users', { token });
    await ctx.db.update(schema.users).set({ passwordHash: null }).where(eq(schema.users.id, me.user.id));
    const res = await call(app, 'DELETE', '/api/users/bind', { token });
    expect(res.body).toMatchObject({ success: false, code: ErrorCodes.WX_UNBIND_REFUSED });
    expect((await callOk(app, 'GET', '/api/users', { token })).baseUser.unionid).toBe(sandboxIdentity('Iris Tang').unionid);
  });
});
