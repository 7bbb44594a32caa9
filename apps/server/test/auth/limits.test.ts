import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginByPassword, PASSWORD, registerUser, sendCode, withConfig } from './flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('account lock', () => {
  test('10 wrong passwords in 15 minutes lock password login for 15 minutes; SMS login still works', async () => {
    const { phone } = await registerUser(t.app);
    for (let i = 1; i <= 9; i++) {
      t.clock.advance(30_000);
      expect((await loginByPassword(t.app, phone, `wrong${i}abc`)).body.code, `try ${i}`).toBe(200101);
    }
    const tenth = await loginByPassword(t.app, phone, 'wrong10abc');
    expect(tenth.body).toMatchObject({ code: 200102, messageEn: expect.stringContaining('15') });
    expect(tenth.status).toBe(423);

    // Locked: even the right password is refused, for the account only.
    t.clock.advance(60_000);
    const right = await loginByPassword(t.app, phone);
    expect(right.body.code).toBe(200102);
    expect(right.body.message).toContain('14');

    const code = await sendCode(t.app, phone, 'login');
    const bySms = await call<string>(t.app, 'POST', '/api/tokens/phone', { query: { countryCode: '86', phone, code } });
    expect(bySms.body.success).toBe(true);

    const other = await registerUser(t.app);
    expect((await loginByPassword(t.app, other.phone)).body.success).toBe(true);

    // 15 minutes after the lock, the right password works again and the count starts afresh.
    t.clock.advance(14 * 60_000);
    expect((await loginByPassword(t.app, phone)).body.success).toBe(true);
    expect((await loginByPassword(t.app, phone, 'wrong-again1')).body.code).toBe(200101);
  });

  test('failures spread over more than the window do not lock', async () => {
    const { phone } = await registerUser(t.app);
    for (let i = 1; i <= 12; i++) {
      t.clock.advance(100_000);
      expect((await loginByPassword(t.app, phone, `wrong${i}abc`)).body.code, `try ${i}`).toBe(200101);
    }
    expect((await loginByPassword(t.app, phone)).body.success).toBe(true);
  });

  test('a right password forgets earlier failures', async () => {
    const { phone } = await registerUser(t.app);
    for (let i = 1; i <= 9; i++) await loginByPassword(t.app, phone, `wrong${i}abc`);
    expect((await loginByPassword(t.app, phone)).body.success).toBe(true);
    for (let i = 1; i <= 9; i++) expect((await loginByPassword(t.app, phone, `again${i}abc`)).body.code).toBe(200101);
  });

  test('wrong old passwords on a change count toward the lock', async () => {
    const { token, phone } = await registerUser(t.app);
    await withConfig(t.ctx, { PASSWORD_FAIL_LIMIT: 3 }, async () => {
      const change = (old: string) => call(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: old, password: 'brandnew12' } });
      expect((await change('bad1pass')).body.code).toBe(200112);
      expect((await change('bad2pass')).body.code).toBe(200112);
      expect((await change('bad3pass')).body.code).toBe(200102);
      expect((await change(PASSWORD)).body.code).toBe(200102);
      expect((await loginByPassword(t.app, phone)).body.code).toBe(200102);
    });
  });
});

describe('per-IP login attempts', () => {
  test('more than LOGIN_IP_PER_MINUTE attempts a minute from one address are refused, every login call counted', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.set(Math.ceil(t.clock.now() / 60_000) * 60_000 + 1000);
    await withConfig(t.ctx, { LOGIN_IP_PER_MINUTE: 4 }, async () => {
      const from = { remoteAddress: '192.0.2.7' };
      expect((await loginByPassword(t.app, phone, PASSWORD, from)).body.success).toBe(true);
      expect((await loginByPassword(t.app, phone, 'wrong1abc', from)).body.code).toBe(200101);
      expect((await call(t.app, 'POST', '/api/tokens/password', { ...from, query: { account: 'nobody', password: 'x1' } })).body.code).toBe(200101);
      expect((await call(t.app, 'POST', '/api/tokens/phone', { ...from, query: { countryCode: '86', phone, code: '000000' } })).body.success).toBe(false);

      const fifth = await loginByPassword(t.app, phone, PASSWORD, from);
      expect(fifth.status).toBe(429);
      expect(fifth.body).toMatchObject({ success: false, code: 200116 });
      expect((await call(t.app, 'POST', '/api/tokens/password', { ...from, query: { account: 'nobody', password: 'x1' } })).body.code).toBe(200116);

      // Other addresses are unaffected; the next minute opens a new window.
      expect((await loginByPassword(t.app, phone, PASSWORD, { remoteAddress: '192.0.2.8' })).body.success).toBe(true);
      t.clock.advance(60_000);
      expect((await loginByPassword(t.app, phone, PASSWORD, from)).body.success).toBe(true);
    });
  });
});
