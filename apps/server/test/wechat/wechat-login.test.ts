import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { sandboxIdentity } from '../../src/providers/wechat/sandbox.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { newPhone, PASSWORD, registerUser, sendCode } from '../auth/flows.ts';
import { newQr, pathOf, poll, scan, ticketFor } from './wx-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

describe('WeChat QR login through the sandbox', () => {
  it('goes pending → scanned → confirmed with a ticket, binds a new phone, then logs in straight away', async () => {
    const { app } = t;
    const qr = await newQr(app);
    expect(qr.url).toMatch(/^http:\/\/localhost:3000\/sandbox\/wechat\?/);
    expect(qr.expiresAt).toBe(t.clock.now() + t.ctx.config.WX_QR_TTL_SECONDS * 1000);

    const pending = await poll(app, qr.state);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ success: false, code: ErrorCodes.WX_SCAN_PENDING });

    const page = await app.inject({ method: 'GET', url: pathOf(qr.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('LexBridge asks to log you in');
    expect((await poll(app, qr.state)).body).toMatchObject({ success: true, datas: { status: 'scanned' } });

    const { confirm, location, callback } = await scan(app, qr.url, 'Alice Wang');
    expect(confirm.statusCode).toBe(302);
    expect(location).toMatch(/^http:\/\/localhost:3000\/api\/wx\/callback\?/);
    const qrState = new URL(qr.url).searchParams.get('state')!;
    expect(new URL(location).searchParams.get('state')).toBe(qrState);
    // What the QR code shows is not the browser's handle: someone who saw the code cannot pick up the login.
    expect(qrState).not.toBe(qr.state);
    expect((await poll(app, qrState)).body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);
    expect(callback!.statusCode).toBe(200);
    expect(callback!.body).toContain('Return to your computer');
    expect(callback!.body).toContain('请回到电脑上继续操作');

    const confirmed = await poll(app, qr.state);
    expect(confirmed.body.success).toBe(true);
    expect(confirmed.body.datas).toMatchObject({ status: 'confirmed', nickname: 'Alice Wang' });
    expect(confirmed.body.datas.token).toBeUndefined();
    const ticket: string = confirmed.body.datas.ticket;
    expect(ticket.length).toBeGreaterThan(20);
    // The state is spent once picked up.
    expect((await poll(app, qr.state)).body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);

    const phone = newPhone();
    const code = await sendCode(app, phone, 'bind');
    const step1 = await callOk(app, 'POST', '/api/tokens/wxbind', { body: { ticket, countryCode: '86', phone, code, platform: 'pc', agentId: 'ag-7' } });
    expect(step1).toEqual({ next: true, ticket });

    const step2 = await callOk(app, 'POST', '/api/tokens/wxbind/next', { body: { ticket, password: PASSWORD, agree: true, platform: 'pc' } });
    expect(step2.next).toBe(false);
    const me = await callOk(app, 'GET', '/api/users', { token: step2.token });
    expect(me.baseUser).toMatchObject({ unionid: sandboxIdentity('Alice Wang').unionid, wxNickname: 'Alice Wang', hasPassword: true });
    expect(me.user.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(me.user.name).toBe('Alice Wang');

    // A new account gets its welcome letter; the ticket is spent.
    const mail = await callOk(app, 'GET', '/api/messages', { token: step2.token });
    expect(mail.list.map((m: { kind: string }) => m.kind)).toEqual(['letter']);
    expect((await call(app, 'POST', '/api/tokens/wxbind/next', { body: { ticket, password: PASSWORD, agree: true } })).body.code).toBe(ErrorCodes.WX_TICKET_INVALID);

    // The password set in step 2 works, and a second scan with the same WeChat account logs in at once.
    expect((await call(app, 'POST', '/api/tokens/phonepwd', { query: { countryCode: '86', phone, password: PASSWORD } })).body.success).toBe(true);
    const again = await newQr(app);
    await scan(app, again.url, 'Alice Wang');
    const direct = await poll(app, again.state);
    expect(direct.body.datas.status).toBe('confirmed');
    expect(direct.body.datas.ticket).toBeUndefined();
    const me2 = await callOk(app, 'GET', '/api/users', { token: direct.body.datas.token });
    expect(me2.user.id).toBe(me.user.id);
    const log = await callOk(app, 'GET', '/api/users/loginLog', { token: direct.body.datas.token });
    expect(log.records[0].method).toBe('wechat');
  }, 60_000);

  it('hands a confirmed login to one of two concurrent polls only', async () => {
    const { app } = t;
    const qr = await newQr(app);
    await scan(app, qr.url, 'Concurrent Chen');
    const answers = await Promise.all([poll(app, qr.state), poll(app, qr.state), poll(app, qr.state)]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ErrorCodes.WX_STATE_EXPIRED)).toHaveLength(2);
  });

  it('binds the WeChat account to an existing account whose phone is proved', async () => {
    const { app } = t;
    const { phone, token } = await registerUser(app);
    const ticket = await ticketFor(app, 'Bob Li');
    t.clock.advance(61_000); // one SMS a minute per phone
    const code = await sendCode(app, phone, 'bind');
    const res = await callOk(app, 'POST', '/api/tokens/wxbind', { body: { ticket, countryCode: '86', phone, code } });
    expect(res.next).toBe(false);
    const me = await callOk(app, 'GET', '/api/users', { token: res.token });
    expect(me.baseUser.unionid).toBe(sandboxIdentity('Bob Li').unionid);
    expect((await callOk(app, 'GET', '/api/users', { token })).user.id).toBe(me.user.id);
  });

  it('refuses a phone whose account is bound to another WeChat account', async () => {
    const { app } = t;
    const { phone } = await registerUser(app);
    const first = await ticketFor(app, 'Dan Zhou');
    t.clock.advance(61_000);
    await callOk(app, 'POST', '/api/tokens/wxbind', { body: { ticket: first, countryCode: '86', phone, code: await sendCode(app, phone, 'bind') } });

    t.clock.advance(61_000);
    const second = await ticketFor(app, 'Erin Xu');
    const res = await call(app, 'POST', '/api/tokens/wxbind', { body: { ticket: second, countryCode: '86', phone, code: await sendCode(app, phone, 'bind') } });
    expect(res.body).toMatchObject({ success: false, code: ErrorCodes.WX_ALREADY_BOUND });
  });

  it('refuses a wrong SMS code and an unknown ticket', async () => {
    const { app } = t;
    const ticket = await ticketFor(app, 'Gao Min');
    const phone = newPhone();
    await sendCode(app, phone, 'bind');
    const wrong = await call(app, 'POST', '/api/tokens/wxbind', { body: { ticket, countryCode: '86', phone, code: '000000' } });
    expect(wrong.body.code).toBe(ErrorCodes.SMS_CODE_WRONG);
    const unknown = await call(app, 'POST', '/api/tokens/wxbind', { body: { ticket: 'not-a-ticket', countryCode: '86', phone, code: '123456' } });
    expect(unknown.body.code).toBe(ErrorCodes.WX_TICKET_INVALID);
    // Step 2 before a phone was proved.
    const early = await call(app, 'POST', '/api/tokens/wxbind/next', { body: { ticket, password: PASSWORD, agree: true } });
    expect(early.body.code).toBe(ErrorCodes.WX_TICKET_INVALID);
  });

  it('expires a ticket after ten minutes', async () => {
    const { app } = t;
    const ticket = await ticketFor(app, 'Hu Jun');
    t.clock.advance(10 * 60_000 + 1);
    const phone = newPhone();
    const res = await call(app, 'POST', '/api/tokens/wxbind', { body: { ticket, countryCode: '86', phone, code: '123456' } });
    expect(res.body.code).toBe(ErrorCodes.WX_TICKET_INVALID);
  });
});

describe('WeChat QR states that end without a login', () => {
  it('expires after WX_QR_TTL_SECONDS: polling, the phone page and the callback all say so', async () => {
    const { app } = t;
    const qr = await newQr(app);
    t.clock.advance(t.ctx.config.WX_QR_TTL_SECONDS * 1000 + 1);
    expect((await poll(app, qr.state)).body).toMatchObject({ success: false, code: ErrorCodes.WX_STATE_EXPIRED });
    const { page, callback } = await scan(app, qr.url, 'Late Scanner');
    expect(page.statusCode).toBe(410);
    expect(callback!.statusCode).toBe(410);
    expect(callback!.body).toContain('This QR code has expired');
  });

  it('a refusal on the phone ends the state', async () => {
    const { app } = t;
    const qr = await newQr(app);
    const { location, callback } = await scan(app, qr.url, 'Ivy', 'cancel');
    expect(new URL(location).searchParams.get('code')).toBeNull();
    expect(callback!.body).toContain('Authorisation cancelled');
    expect((await poll(app, qr.state)).body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);
  });

  it('answers clear pages to unknown or replayed callbacks', async () => {
    const { app } = t;
    const unknown = await app.inject({ method: 'GET', url: '/api/wx/callback?code=abc&state=nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This QR code is not valid');
    expect((await app.inject({ method: 'GET', url: '/api/wx/callback' })).statusCode).toBe(400);

    const qr = await newQr(app);
    const { location } = await scan(app, qr.url, 'Jack');
    const replay = await app.inject({ method: 'GET', url: pathOf(location) });
    expect(replay.statusCode).toBe(410);
  });

  it('the sandbox phone page returns only to this site and asks for a nickname', async () => {
    const { app } = t;
    const qr = await newQr(app);
    const evil = new URL(qr.url);
    evil.searchParams.set('redirect_uri', 'https://evil.example/steal');
    expect((await app.inject({ method: 'GET', url: pathOf(evil.toString()) })).statusCode).toBe(400);

    const q = new URL(qr.url).searchParams;
    const empty = await app.inject({
      method: 'POST',
      url: '/sandbox/wechat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: q.get('state')!, redirect_uri: q.get('redirect_uri')!, lang: 'cn', nickname: '  ' }).toString(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('请输入微信昵称');
  });
});

describe('the per-IP login limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await makeTestApp({ config: { LOGIN_IP_PER_MINUTE: 2 } });
  });
  afterAll(async () => limited?.close());

  it('counts the wxbind steps as login attempts', async () => {
    const body = { ticket: 'x', countryCode: '86', phone: newPhone(), code: '123456' };
    const ip = '203.0.113.9';
    expect((await call(limited.app, 'POST', '/api/tokens/wxbind', { body, remoteAddress: ip })).body.code).toBe(ErrorCodes.WX_TICKET_INVALID);
    expect((await call(limited.app, 'POST', '/api/tokens/wxbind/next', { body: { ticket: 'x', password: PASSWORD, agree: true }, remoteAddress: ip })).body.code).toBe(
      ErrorCodes.WX_TICKET_INVALID,
    );
    const third = await call(limited.app, 'POST', '/api/tokens/wxbind', { body, remoteAddress: ip });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(ErrorCodes.IP_LOGIN_LIMIT);
  });
});
