import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let none: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { CORS_ORIGINS: 'https://partner.example.com, https://admin.example.com/' } });
  none = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
  await none?.close();
});

describe('security headers', () => {
  it('are present on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const h = res.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(h['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('data:');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-permitted-cross-domain-policies']).toBe('none');
  });

  it('are present on errors, pages and files too', async () => {
    for (const url of ['/api/no/such/route', '/cn/home', '/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });
});

describe('CORS', () => {
  it('allows a listed origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://partner.example.com' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    const trailing = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://admin.example.com' } });
    expect(trailing.headers['access-control-allow-origin']).toBe('https://admin.example.com');
  });

  it('refuses an unlisted origin, preflight included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.net' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a listed preflight', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://partner.example.com');
  });

  it('with no origins configured, only the same origin works', async () => {
    const res = await none.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://partner.example.com' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('serves the UI at /api/docs and the document as JSON', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page = ui.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');

    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    // The page catch-all is not an API operation.
    expect(doc.paths['/*']).toBeUndefined();
  });
});
