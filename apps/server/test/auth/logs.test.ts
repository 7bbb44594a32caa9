import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginByPassword, PASSWORD, registerUser, sendCode } from './flows.ts';

/** Every log line of one app, parsed. */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    config: { LOG_LEVEL: 'info' },
    logger: { stream: { write: (s: string) => lines.push(JSON.parse(s) as Record<string, unknown>) } },
  });
});
afterAll(async () => {
  await t?.close();
});

test('logs carry no password, SMS code or token; refusals for abuse are logged as such', async () => {
  const { phone, token } = await registerUser(t.app);
  const registrationCode = lines.map((l) => (l.event === 'outbox' ? /(\d{6})/.exec(String(l.text))?.[1] : undefined)).find(Boolean);
  expect(registrationCode).toBeTruthy();

  await loginByPassword(t.app, phone);
  await loginByPassword(t.app, phone, 'Wr0ngPassw0rd');
  await call(t.app, 'POST', '/api/tokens/phonepwd', { body: { countryCode: '86', phone, password: 'B0dyPassw0rd' } });
  t.clock.advance(61_000);
  const loginCode = await sendCode(t.app, phone, 'login');
  await call(t.app, 'POST', '/api/tokens/phone', { query: { countryCode: '86', phone, code: loginCode } });
  await callOk(t.app, 'PUT', '/api/passwords/password', { token, query: { oldPassword: PASSWORD, password: 'Chang3dPass' } });
  // A second send within the minute: refused, and logged as abuse.
  const again = await call(t.app, 'POST', '/api/sms/code', { body: { countryCode: '86', phone, purpose: 'login', captchaToken: 'spent-or-fake' } });
  expect(again.body.success).toBe(false);
  await sendCode(t.app, phone, 'login').catch(() => undefined);

  const secrets = [PASSWORD, 'Wr0ngPassw0rd', 'B0dyPassw0rd', 'Chang3dPass', token, registrationCode!, loginCode];
  // The sandbox outbox logs what it "sends" (that is its job); every other line must hold no secret.
  const others = lines.filter((l) => l.event !== 'outbox').map((l) => JSON.stringify(l));
  expect(others.length).toBeGreaterThan(10);
  for (const secret of secrets) {
    const leaks = others.filter((l) => l.includes(secret));
    expect(leaks, `secret ${secret.slice(0, 4)}… leaked`).toEqual([]);
  }
  const events = new Set(lines.map((l) => l.event));
  expect(events).toContain('auth.login');
  expect(events).toContain('abuse.sms_too_frequent');
});
