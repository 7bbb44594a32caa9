import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const INDEX = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lexbridge-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  t = await makeTestApp({ config: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP_UA, ...headers } });

describe('page entry rules', () => {
  it('/cn goes to /cn/home, / to the cookie language home', async () => {
    const a = await get('/cn');
    expect(a.statusCode).toBe(302);
    expect(a.headers.location).toBe('/cn/home');
    expect((await get('/')).headers.location).toBe('/cn/home');
    expect((await get('/', { cookie: 'lang=en' })).headers.location).toBe('/en/home');
  });

  it('a phone on a desktop page lands on the mobile counterpart, query kept', async () => {
    const res = await get('/en/home?agentId=7', { 'user-agent': PHONE_UA });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/en/home?agentId=7');
  });

  it('a desktop browser on a mobile page lands on the desktop counterpart', async () => {
    const res = await get('/m/cn/myCenter/tryUsePkg');
    expect(res.headers.location).toBe('/cn/myCenter/trialSubscribe');
  });

  it('index.html, index.htm and index.php go to the language home', async () => {
    for (const p of ['/index.html', '/en/index.htm', '/m/en/index.php']) {
      const res = await get(p, p.startsWith('/m/') ? { 'user-agent': PHONE_UA } : {});
      expect(res.statusCode, p).toBe(302);
    }
    expect((await get('/index.html')).headers.location).toBe('/cn/home');
    expect((await get('/en/index.htm')).headers.location).toBe('/en/home');
    expect((await get('/m/en/index.php', { 'user-agent': PHONE_UA })).headers.location).toBe('/m/en/home');
  });

  it('a missing language is filled from the cookie', async () => {
    const res = await get('/news/12', { cookie: 'lang=en' });
    expect(res.headers.location).toBe('/en/news/12');
  });

  it('a known page serves index.html with 200, no-cache and the security headers', async () => {
    const res = await get('/cn/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('an unknown page serves index.html with 404 (the SPA shows its 404 page)', async () => {
    const res = await get('/en/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });

  it('the standalone alipay page is served on any device', async () => {
    const res = await get('/cn/alipay', { 'user-agent': PHONE_UA });
    expect(res.statusCode).toBe(200);
  });
});

describe('files', () => {
  it('hashed assets are served with a long immutable cache', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('missing files are a plain 404, never a redirect into the SPA', async () => {
    for (const p of ['/favicon.ico', '/assets/missing.js', '/cn/logo.png']) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(404);
      expect(res.headers.location, p).toBeUndefined();
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('root files of the build are served', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });

  it('paths cannot leave the build folder', async () => {
    for (const p of ['/assets/..%2f..%2fetc%2fpasswd.txt', '/assets/../../etc/passwd.txt', '/..%2f..%2fetc%2fhosts.txt']) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(404);
    }
  });
});

describe('without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await makeTestApp({ config: { WEB_DIST: join(dist, 'nothing-here') } });
  });
  afterAll(async () => bare?.close());

  it('page paths answer a plain note, redirects still apply and the API still works', async () => {
    const page = await bare.app.inject({ method: 'GET', url: '/cn/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm start');
    expect((await bare.app.inject({ method: 'GET', url: '/cn' })).headers.location).toBe('/cn/home');
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
