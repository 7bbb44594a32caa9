import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../src/lib/envelope.ts';
import { redactUrl } from '../../src/lib/logger.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

const lines: string[] = [];
const stream = { write: (msg: string) => void lines.push(msg) };
let t: TestApp;

const SECRETS = ['Secret-Pass-1', 'Old-Pass-2', '654321', 'tok.en.value', 'captcha-proof', 'wx-ticket-9', 'elogin-token-abcdefghijkl', 'cookie-token-xyz'];

beforeAll(async () => {
  t = await makeTestApp({
    logger: { level: 'debug', stream },
    setup(app) {
      // A route that logs its whole body and headers, as a careless handler might.
      app.withTypeProvider<ZodTypeProvider>().post('/api/probe/login', { schema: { body: z.object({ password: z.string() }).passthrough() } }, async (req) => {
        req.log.info({ body: req.body, query: req.query, headers: req.headers }, 'probe login');
        return ok(null);
      });
    },
  });
});
afterAll(async () => t?.close());

describe('structured logs', () => {
  it('are JSON lines: one per request with its url, status and time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const entries = lines.map((l) => JSON.parse(l));
    // One access line per request, with the request and its outcome together.
    const access = entries.filter((e) => e.req?.url === '/api/health');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(typeof access[0].responseTime).toBe('number');
  });

  it('never contain passwords, codes, tokens, tickets, login links or credentials', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: `/api/probe/login?code=654321&token=tok.en.value&captchaToken=captcha-proof&ticket=wx-ticket-9&countryCode=86&phone=13800138000`,
      headers: { authorization: 'Bearer tok.en.value', cookie: 'token=cookie-token-xyz; lang=en', 'content-type': 'application/json' },
      payload: { password: 'Secret-Pass-1', oldPassword: 'Old-Pass-2', nested: { code: '654321' } },
    });
    await t.app.inject({ method: 'GET', url: '/api/elogin/elogin-token-abcdefghijkl' });
    // A validation failure on a body carrying a password.
    await t.app.inject({ method: 'POST', url: '/api/probe/login', payload: { password: 12345, code: '654321' } });
    const out = lines.join('');
    expect(out).toContain('probe login');
    expect(out).toContain('[REDACTED]');
    for (const s of SECRETS) expect(out, s).not.toContain(s);
    // What is not secret stays readable.
    expect(out).toContain('phone=13800138000');
    expect(out).toContain('code=[REDACTED]&token=[REDACTED]');
    expect(out).toContain('/api/elogin/elogin…');
  });

  it('redactUrl keeps names and other values', () => {
    expect(redactUrl('/api/tokens/phone?countryCode=86&phone=1380&code=123456&t=1')).toBe('/api/tokens/phone?countryCode=86&phone=1380&code=[REDACTED]&t=1');
    expect(redactUrl('/api/x?Password=a&password=b&ok')).toBe('/api/x?Password=[REDACTED]&password=[REDACTED]&ok');
    expect(redactUrl('/api/elogin/abcdefghijkl?x=1')).toBe('/api/elogin/abcdef…?x=1');
  });
});
