import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCaptchaNonce } from '../apps/server/src/modules/auth/captcha.solver.ts';
import { solveProofOfWork } from '../e2e/harness/api.ts';
import { readMail, readSmsCode, type OutboxEntry } from '../e2e/harness/outbox.ts';

/** The journeys depend on these helpers: a wrong solver or outbox reader would fail every journey for the wrong reason. */
describe('captcha solver of the end-to-end harness', () => {
  it.each([1, 4, 8, 12])('finds a nonce the server accepts at difficulty %i', (difficulty) => {
    const salt = `salt-${difficulty}-${Math.random()}`;
    const nonce = solveProofOfWork(salt, difficulty);
    expect(checkCaptchaNonce(salt, nonce, difficulty)).toBe(true);
  });
});

describe('outbox reader of the end-to-end harness', () => {
  let server: Server;
  let url = '';
  const entries: OutboxEntry[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, code: 200, message: '', messageEn: '', datas: [...entries].reverse() }));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const addr = server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('returns the newest code for the phone, each message once, and waits for a new one', async () => {
    entries.push({ channel: 'sms', to: '+86 13800000001', text: 'Code 111111, valid 5 minutes', createdAt: 1000 });
    entries.push({ channel: 'sms', to: '+86 13900000002', text: 'Code 222222, valid 5 minutes', createdAt: 2000 });
    entries.push({ channel: 'sms', to: '+86 13800000001', text: 'Code 333333, valid 5 minutes', createdAt: 3000 });
    expect(await readSmsCode(url, '13800000001')).toBe('333333');
    await expect(readSmsCode(url, '13800000001', { since: 2500, timeoutMs: 300 })).rejects.toThrow(/no new SMS/);
    setTimeout(() => entries.push({ channel: 'sms', to: '+86 13800000001', text: '您的验证码 444444', createdAt: 4000 }), 200);
    expect(await readSmsCode(url, '13800000001', { timeoutMs: 3000 })).toBe('444444');
  });

  it('finds a mail by address and lists its links', async () => {
    entries.push({ channel: 'mail', to: 'Ann <ann@example.com>', text: 'Sign in: http://127.0.0.1:1/cn/elogin/abc123 (30 minutes)', createdAt: 5000 });
    const mail = await readMail(url, 'ANN@example.com');
    expect(mail.links).toEqual(['http://127.0.0.1:1/cn/elogin/abc123']);
  });
});
