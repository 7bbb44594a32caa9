import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

/** The header sets of plugins/security.ts, request by request (security.test.ts covers allow and refuse). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { CORS_ORIGINS: 'https://partner.example.com' } });
});
afterAll(async () => t?.close());

const partner = 'https://partner.example.com';

describe('CORS and security headers', () => {
  it('an answer without Origin says it varies by Origin, and grants nothing cross-origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(res.headers.vary).toBe('Origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a listed origin gets its origin and credentials back, on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { origin: partner } });
    expect(res.statusCode).toBe(404);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': partner, 'access-control-allow-credentials': 'true', vary: 'Origin' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('an unlisted origin gets no CORS header at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://other.example.org' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toBe('Origin');
  });

  it('a preflight is answered before authentication, with methods, the asked headers and a max age', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/info',
      headers: { origin: partner, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': partner,
      'access-control-allow-headers': 'authorization,content-type',
      'access-control-max-age': '600',
      'content-length': '0',
      vary: 'Origin, Access-Control-Request-Headers',
    });
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('an OPTIONS request from a listed origin without a requested method is not a preflight', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/health', headers: { origin: partner } });
    expect(res.statusCode).toBe(400);
  });

  it('an OPTIONS request from an unlisted origin is not answered as a preflight', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/health', headers: { origin: 'https://other.example.org', 'access-control-request-method': 'POST' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});
