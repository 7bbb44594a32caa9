import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTime } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginByPassword, PASSWORD, registerUser, sendCode } from './flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Changes one character in the middle of the signature, where every base64url character carries full bits. */
function tamper(token: string): string {
  const [h, p, s] = token.split('.');
  const i = Math.floor(s.length / 2);
  const flipped = s[i] === 'A' ? 'B' : 'A';
  return [h, p, s.slice(0, i) + flipped + s.slice(i + 1)].join('.');
}

describe('login types', () => {
  test('registration signs the user in; GET /users shows the masked phone', async () => {
    const { phone, token } = await registerUser(t.app, { name: '张三' });
    const me = await callOk(t.app, 'GET', '/api/users', { token });
    expect(me.user.name).toBe('张三');
    expect(me.user.countryCode).toBe('86');
    expect(me.user.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(me.baseUser).toEqual({ unionid: null, wxNickname: null, hasPassword: true });
  });

  test('type 1: phone and password, as query parameters or as a JSON body', async () => {
    const { phone } = await registerUser(t.app);
    const viaQuery = await loginByPassword(t.app, phone);
    expect(viaQuery.body.success).toBe(true);
    const viaBody = await call<string>(t.app, 'POST', '/api/tokens/phonepwd', { body: { countryCode: '+86', phone, password: PASSWORD } });
    expect(viaBody.body.success).toBe(true);
    const me = await callOk(t.app, 'GET', '/api/users', { token: viaBody.body.datas });
    expect(me.user.phone).toContain(phone.slice(-4));
  });

  test('a wrong password and an unknown phone answer the same refusal', async () => {
    const { phone } = await registerUser(t.app);
    const wrong = await loginByPassword(t.app, phone, 'wrong12345');
    const unknown = await loginByPassword(t.app, '13000000000');
    expect(wrong.body).toMatchObject({ success: false, code: 200101, datas: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('type 2: phone and SMS code; an unregistered phone answers PHONE_UNKNOWN', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'login');
    const token = await callOk<string>(t.app, 'POST', '/api/tokens/phone', { query: { countryCode: '86', phone, code, platform: 'mobile' } });
    expect((await callOk(t.app, 'GET', '/api/users', { token })).user.phone).toContain(phone.slice(-4));
    const unknown = await call(t.app, 'POST', '/api/tokens/phone', { query: { countryCode: '86', phone: '13000000001', code: '123456' } });
    expect(unknown.body.code).toBe(200109);
  });

  test('type 3: account name or e-mail (any case) and password', async () => {
    const { token, phone } = await registerUser(t.app);
    const account = `acct${phone.slice(-6)}`;
    const email = `User${phone.slice(-6)}@Example.com`;
    await callOk(t.app, 'POST', '/api/users/info', {
      token,
      form: { name: '李四', account, orgType: 'cnCompany', orgName: '某某公司', locationKind: 'china', province: '上海', city: '上海', industry: 'legal', position: '法务', transactionTypes: 'domestic', email },
    });
    for (const id of [account.toUpperCase(), email.toLowerCase()]) {
      const res = await call<string>(t.app, 'POST', '/api/tokens/password', { query: { account: id, password: PASSWORD } });
      expect(res.body.success, id).toBe(true);
    }
    const wrong = await call(t.app, 'POST', '/api/tokens/password', { query: { account, password: 'nope12345' } });
    expect(wrong.body.code).toBe(200101);
  });

  test('a missing field answers the §5 message in both languages', async () => {
    const res = await call(t.app, 'POST', '/api/tokens/phonepwd', { query: { countryCode: '86', phone: '13800138000' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 100001, message: '请输入密码', messageEn: 'Please enter a password' });
  });
});

describe('tokens', () => {
  test('no token: GET /users is the silent 510101; a needAuth call is 401', async () => {
    const visitor = await call(t.app, 'GET', '/api/users');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ success: false, code: 510101 });
    const needAuth = await call(t.app, 'GET', '/api/users/loginLog');
    expect(needAuth.status).toBe(401);
    expect(needAuth.body.code).toBe(401);
  });

  test('a tampered token and a token of the wrong shape answer 510100', async () => {
    const { token } = await registerUser(t.app);
    for (const bad of [tamper(token), 'not-a-token', `${token}x`]) {
      const res = await call(t.app, 'GET', '/api/users', { token: bad });
      expect(res.body.code, bad).toBe(510100);
      expect(res.status).toBe(401);
    }
  });

  test('logout ends the session: its token answers 510100 afterwards, other sessions live on', async () => {
    const { phone, token } = await registerUser(t.app);
    const other = (await loginByPassword(t.app, phone)).body.datas;
    expect((await call(t.app, 'DELETE', '/api/tokens', { token })).body.success).toBe(true);
    for (const path of ['/api/users', '/api/tokens', '/api/expirationTokens']) {
      expect((await call(t.app, 'GET', path, { token })).body.code, path).toBe(510100);
    }
    expect((await call(t.app, 'GET', '/api/users', { token: other })).body.success).toBe(true);
  });

  test('an expired token answers 510100', async () => {
    const { token } = await registerUser(t.app);
    const exp = await callOk<number>(t.app, 'GET', '/api/expirationTokens', { token });
    expect(exp).toBe(Math.floor(t.clock.now() / 1000) * 1000 + t.ctx.config.TOKEN_TTL_SECONDS * 1000);
    t.clock.set(exp + 1000);
    expect((await call(t.app, 'GET', '/api/users', { token })).body.code).toBe(510100);
  });

  test('renewal: the same token until the threshold, then a fresh one for the same session', async () => {
    const { token } = await registerUser(t.app);
    const exp = await callOk<number>(t.app, 'GET', '/api/expirationTokens', { token });
    const threshold = t.ctx.config.TOKEN_RENEW_THRESHOLD_SECONDS * 1000;

    t.clock.set(exp - threshold - 60_000);
    expect(await callOk<string>(t.app, 'GET', '/api/tokens', { token })).toBe(token);

    t.clock.set(exp - threshold + 60_000);
    const renewed = await callOk<string>(t.app, 'GET', '/api/tokens', { token });
    expect(renewed).not.toBe(token);
    const newExp = await callOk<number>(t.app, 'GET', '/api/expirationTokens', { token: renewed });
    expect(newExp).toBeGreaterThan(exp);

    // Past the first expiry: the old token is dead, the renewed one (same session, extended) still works.
    t.clock.set(exp + 60_000);
    expect((await call(t.app, 'GET', '/api/users', { token })).body.code).toBe(510100);
    expect((await call(t.app, 'GET', '/api/users', { token: renewed })).body.success).toBe(true);
    // Renewal opens no new login.
    const log = await callOk(t.app, 'GET', '/api/users/loginLog', { token: renewed });
    expect(log.records).toHaveLength(1);
  });

  test('jwtMessage: 510120 once after a sign-in elsewhere, with its time', async () => {
    const { phone, token: first } = await registerUser(t.app);
    expect(await callOk(t.app, 'GET', '/api/tokens/jwtMessage', { query: { platform: 'pc', token: first } })).toBeNull();

    t.clock.advance(5 * 60_000);
    const second = (await loginByPassword(t.app, phone, PASSWORD, { platform: 'mobile' })).body.datas;
    const secondAt = (await callOk(t.app, 'GET', '/api/users/loginLog', { token: second })).thisLoginTime;

    t.clock.advance(60_000);
    const notice = await call<number>(t.app, 'GET', '/api/tokens/jwtMessage', { query: { platform: 'pc', token: first } });
    expect(notice.status).toBe(200);
    expect(notice.body).toMatchObject({ success: true, code: 510120, datas: secondAt });
    expect(notice.body.message).toContain(formatTime(secondAt));
    expect(notice.body.messageEn).toContain(formatTime(secondAt));

    // Told once; the newer session has nothing to hear about; a bearer header works as well as the query.
    expect((await call(t.app, 'GET', '/api/tokens/jwtMessage', { query: { platform: 'pc', token: first } })).body).toMatchObject({ code: 200, datas: null });
    expect((await call(t.app, 'GET', '/api/tokens/jwtMessage', { query: { platform: 'mobile' }, token: second })).body).toMatchObject({ code: 200, datas: null });

    // A later sign-in is news again.
    t.clock.advance(60_000);
    await loginByPassword(t.app, phone);
    expect((await call(t.app, 'GET', '/api/tokens/jwtMessage', { query: { platform: 'pc' }, token: first })).body.code).toBe(510120);
  });
});

describe('passwords', () => {
  test('a change ends every session with 100004; the new password works, the old one does not', async () => {
    const { phone, token } = await registerUser(t.app);
    const other = (await loginByPassword(t.app, phone)).body.datas;
    t.clock.advance(1000);
    await callOk(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: PASSWORD, password: 'newpass456', confirmPassword: 'newpass456' } });
    for (const tk of [token, other]) {
      const res = await call(t.app, 'GET', '/api/users', { token: tk });
      expect(res.body.code).toBe(100004);
      expect(res.status).toBe(401);
    }
    expect((await loginByPassword(t.app, phone)).body.code).toBe(200101);
    const fresh = await loginByPassword(t.app, phone, 'newpass456');
    expect(fresh.body.success).toBe(true);
    expect((await call(t.app, 'GET', '/api/users', { token: fresh.body.datas })).body.success).toBe(true);
  });

  test('the new password must differ and the old one must be right', async () => {
    const { token } = await registerUser(t.app);
    const same = await call(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: PASSWORD, password: PASSWORD } });
    expect(same.body).toMatchObject({ code: 100001, messageEn: 'The new password must differ from the original one' });
    const wrongOld = await call(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: 'other1234', password: 'newpass456' } });
    expect(wrongOld.body.code).toBe(200112);
    const weak = await call(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: PASSWORD, password: 'abcdefgh' } });
    expect(weak.body).toMatchObject({ code: 100001, message: '密码至少6位，须同时包含数字和字母' });
    expect((await call(t.app, 'GET', '/api/users', { token })).body.success).toBe(true);
  });

  test('forgotten password: reset by SMS code ends the sessions; the new password works', async () => {
    const { phone, token } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'reset');
    await callOk(t.app, 'PUT', '/api/passwords/phone', { query: { countryCode: '86', phone, code, password: 'reset789x', confirmPassword: 'reset789x' } });
    expect((await call(t.app, 'GET', '/api/users', { token })).body.code).toBe(100004);
    expect((await loginByPassword(t.app, phone, 'reset789x')).body.success).toBe(true);
    const mismatch = await call(t.app, 'PUT', '/api/passwords/phone', { query: { countryCode: '86', phone, code: '123456', password: 'reset789x', confirmPassword: 'other789x' } });
    expect(mismatch.body).toMatchObject({ code: 100001, messageEn: 'The passwords are not consistent, please retype' });
  });
});
