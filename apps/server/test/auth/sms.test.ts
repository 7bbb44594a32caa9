import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { sql } from '@lexbridge/db';
import type { AppError } from '../../src/errors.ts';
import { consumeSmsCode } from '../../src/modules/auth/sms.service.ts';
import { checkCaptchaNonce, solveCaptcha } from '../../src/modules/auth/captcha.solver.ts';
import { captchaToken, lastCode, newPhone, registerUser, requestCode, sendCode, withConfig } from './flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { CAPTCHA_DIFFICULTY_BITS: 4 } });
});
afterAll(async () => {
  await t?.close();
});

const login = (phone: string, code: string) => call<string>(t.app, 'POST', '/api/tokens/phone', { query: { countryCode: '86', phone, code } });
/** A code that is certainly not `code`. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('captcha', () => {
  test('a solved challenge answers a token that works once', async () => {
    const ch = await callOk(t.app, 'POST', '/api/captcha');
    expect(ch.difficulty).toBe(4);
    const bad = await call(t.app, 'POST', '/api/captcha/verify', { body: { id: ch.id, nonce: findFailingNonce(ch.salt, ch.difficulty) } });
    expect(bad.body.code).toBe(200110);
    const { captchaToken: tok } = await callOk(t.app, 'POST', '/api/captcha/verify', { body: { id: ch.id, nonce: solveCaptcha(ch.salt, ch.difficulty) } });
    // Solved once: the same challenge cannot mint a second token.
    expect((await call(t.app, 'POST', '/api/captcha/verify', { body: { id: ch.id, nonce: solveCaptcha(ch.salt, ch.difficulty) } })).body.code).toBe(200110);

    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const first = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '86', phone, purpose: 'login', captchaToken: tok } });
    expect(first.body.datas).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    t.clock.advance(61_000);
    const reuse = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '86', phone, purpose: 'login', captchaToken: tok } });
    expect(reuse.body).toMatchObject({ success: false, code: 200110, messageEn: 'Click the button to verify' });
  });

  test('a token expires CAPTCHA_TTL_SECONDS after solving', async () => {
    const tok = await captchaToken(t.app);
    t.clock.advance((t.ctx.config.CAPTCHA_TTL_SECONDS + 1) * 1000);
    const res = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '86', phone: newPhone(), purpose: 'register', captchaToken: tok } });
    expect(res.body.code).toBe(200110);
  });
});

/** A nonce that does not meet the difficulty. */
function findFailingNonce(salt: string, difficulty: number): string {
  for (let i = 0; ; i++) if (!checkCaptchaNonce(salt, `x${i}`, difficulty)) return `x${i}`;
}

describe('sending', () => {
  test('the bilingual text reaches the outbox with a 6-digit code', async () => {
    const phone = newPhone();
    const res = await requestCode(t.app, phone, 'register');
    expect(res.body.success).toBe(true);
    const [entry] = await t.ctx.providers.outbox!.list(1, phone);
    const code = await lastCode(t.ctx, phone);
    expect(entry.to).toBe(`+86 ${phone}`);
    expect(entry.text).toBe(`【LexBridge】您的验证码是${code}，5分钟内有效。 Your code is ${code}, valid for 5 minutes.`);
  });

  test('purposes tell the truth about the phone', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    expect((await requestCode(t.app, phone, 'register')).body.code).toBe(200108);
    const unknown = newPhone();
    expect((await requestCode(t.app, unknown, 'login')).body.code).toBe(200109);
    expect((await requestCode(t.app, unknown, 'reset')).body.code).toBe(200109);
  });

  test('phones are checked against their country code', async () => {
    const res = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '86', phone: '23800138000', purpose: 'register', captchaToken: 'x' } });
    expect(res.body).toMatchObject({ code: 100001, message: '请输入正确的手机号码', messageEn: 'Please enter the correct cell phone number' });
    const hk = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '852', phone: '51234567', purpose: 'register', captchaToken: await captchaToken(t.app) } });
    expect(hk.body.success).toBe(true);
    const unknownCountry = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '999', phone: '51234567', purpose: 'register', captchaToken: 'x' } });
    expect(unknownCountry.body.code).toBe(100001);
  });

  test('a second code within a minute is refused with the seconds left', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone, 'register')).body.success).toBe(true);
    t.clock.advance(20_000);
    const again = await requestCode(t.app, phone, 'register');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, code: 200106 });
    expect(again.body.messageEn).toContain('40');
    t.clock.advance(41_000);
    expect((await requestCode(t.app, phone, 'register')).body.success).toBe(true);
  });

  test('the 11th code in a day is refused; the next day sends again', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      const res = await requestCode(t.app, phone, 'register');
      expect(res.body.success, `send ${i + 1}`).toBe(true);
      t.clock.advance(61_000);
    }
    const eleventh = await requestCode(t.app, phone, 'register');
    expect(eleventh.body).toMatchObject({ success: false, code: 200107 });
    t.clock.advance(86_400_000);
    expect((await requestCode(t.app, phone, 'register')).body.success).toBe(true);
  });
});

describe('verifying', () => {
  test('5 wrong tries are refused one by one; the 6th try is refused even with the right code', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'login');
    for (let i = 0; i < 5; i++) expect((await login(phone, wrongOf(code))).body.code, `try ${i + 1}`).toBe(200103);
    expect((await login(phone, code)).body.code).toBe(200105);
  });

  test('a code works once', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'login');
    expect((await login(phone, code)).body.success).toBe(true);
    expect((await login(phone, code)).body.code).toBe(200104);
  });

  test('a code expires after 5 minutes', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'login');
    t.clock.advance(301_000);
    expect((await login(phone, code)).body).toMatchObject({ code: 200104, messageEn: expect.any(String) });
  });

  test('only the newest code counts, and only for its purpose', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const older = await sendCode(t.app, phone, 'login');
    t.clock.advance(61_000);
    const newer = await sendCode(t.app, phone, 'login');
    if (older !== newer) expect((await login(phone, older)).body.code).toBe(200103);
    const reset = await call(t.app, 'PUT', '/api/passwords/phone', { query: { countryCode: '86', phone, code: newer, password: 'another12' } });
    expect(reset.body.code).toBe(200104);
    expect((await login(phone, newer)).body.success).toBe(true);
  });

  test('concurrent verifications of one code: exactly one succeeds', async () => {
    const { phone } = await registerUser(t.app);
    t.clock.advance(61_000);
    const code = await sendCode(t.app, phone, 'login');
    // Straight at the service, so the verifications really overlap on the database (a pool of connections on PostgreSQL).
    const input = { countryCode: '86', phone, purpose: 'login' as const, code };
    // Open the pool's connections first, so no verification waits on a connect while another finishes.
    await Promise.all(Array.from({ length: 8 }, () => t.ctx.db.execute(sql`select pg_sleep(0.02)`)));
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => consumeSmsCode(t.ctx, input)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as AppError).code).toBe(200104);
    // And through the API: the spent code logs nobody in.
    expect((await login(phone, code)).body.code).toBe(200104);
  });
});

describe('per-IP limit', () => {
  test('more than SMS_PER_IP_HOURLY requests from one address in an hour are refused', async () => {
    await withConfig(t.ctx, { SMS_PER_IP_HOURLY: 3 }, async () => {
      const from = { remoteAddress: '10.1.2.3' };
      const send = async (opts: { remoteAddress: string }, tok?: string) =>
        call(t.app, 'POST', '/api/sms/code', { ...opts, body: { countryCode: '86', phone: newPhone(), purpose: 'register', captchaToken: tok ?? (await captchaToken(t.app)) } });
      for (let i = 0; i < 3; i++) expect((await send(from)).body.success).toBe(true);
      const tok = await captchaToken(t.app);
      const fourth = await send(from, tok);
      expect(fourth.status).toBe(429);
      expect(fourth.body.code).toBe(100003);
      // Another address is not affected, and the refused request did not spend its captcha.
      expect((await send({ remoteAddress: '10.9.9.9' }, tok)).body.success).toBe(true);
      // The next hour opens a new window.
      t.clock.advance(3_600_000);
      expect((await send(from)).body.success).toBe(true);
    });
  });
});
