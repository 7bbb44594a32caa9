/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { matchRoute, MOBILE_ROUTES, PC_ROUTES, routePath, type RouteDef } from '@lexbridge/contract';
import { apiRegister, langPrefix, launchBrowser, newContext, registryDevice, repoRoot, setToken, shot, startServer, watchPageErrors, type DeviceName, type Lang, type RunningServer } from './harness/index.ts';

/**
 * Opens every route of the registry on its device, in both languages, as a visitor and (for pages that need a login)
 * as a logged-in user, and checks the §2/§4 entry rules: needAuth pages send visitors to the SMS login page with
 * `redirect`, visitors-only pages send logged-in users home, redirecting routes land on their target, unknown paths
 * show the 404 page. A page passes when it renders without a page error and shows its layout and a title.
 *
 * One browser, one context per device and language; routes are visited one after the other in each context and
 * every problem is collected, so one run lists all broken pages.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  type: '1',
  token: 'smoke-unknown-token',
  packageId: '1',
  templateId: '1',
  classifyId: '1',
  orderNo: 'SMOKE0001',
};

/** Pages whose address legitimately changes as a visitor: a login link with an unknown token ends on a login page. */
const MAY_MOVE: Record<string, RegExp> = {
  elogin: /\/(phone|login|elogin\/[^/]+)$/,
};

const NOT_FOUND = {
  cn: JSON.parse(readFileSync(join(repoRoot, 'apps/web/src/locales/cn/notfound.json'), 'utf8')) as { title: string; backHome: string },
  en: JSON.parse(readFileSync(join(repoRoot, 'apps/web/src/locales/en/notfound.json'), 'utf8')) as { title: string; backHome: string },
};

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ label: 'smoke' }), launchBrowser()]);
  token = await apiRegister(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function fill(device: DeviceName, lang: Lang, def: RouteDef): string {
  const params: Record<string, string> = {};
  for (const seg of def.path.split('/')) {
    if (seg.startsWith(':') && !seg.endsWith('?')) params[seg.slice(1)] = SAMPLE_PARAMS[seg.slice(1)] ?? '1';
  }
  return routePath(registryDevice(device), lang, def.name, params);
}

/** Waits for the app to draw: the page's main region is there and no route chunk is still loading. */
async function settle(page: Page) {
  await page.waitForFunction(() => !!document.getElementById('lb-main') && !document.querySelector('.lb-page-loading'), undefined, { timeout: 15_000 });
}

/** What the page shows: its title, a heading, and which parts of the layout frame are visible. */
async function describePage(page: Page) {
  return page.evaluate(() => {
    const visible = (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const heading = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].find((h) => (h.textContent ?? '').trim() && h.getBoundingClientRect().height > 0);
    return {
      title: document.title.trim(),
      heading: heading?.textContent?.trim() ?? '',
      main: visible('#lb-main'),
      header: visible('header.lb-header, header.lb-m-topbar'),
      footer: visible('footer.lb-footer, footer.lb-m-footer'),
      text: (document.getElementById('root')?.textContent ?? '').trim().slice(0, 80),
    };
  });
}

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: ReturnType<typeof watchPageErrors>;
}

async function openContext(device: DeviceName, lang: Lang): Promise<Visit> {
  const context = await newContext(browser, device, { baseURL: server.url, lang });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Visits one route and returns what went wrong (empty when nothing). */
async function check(v: Visit, device: DeviceName, lang: Lang, def: RouteDef, loggedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  const path = fill(device, lang, def);
  const prefix = langPrefix(device, lang);
  const label = `${device} ${lang} ${loggedIn ? 'user' : 'visitor'} ${path}`;
  try {
    await v.page.goto(path, { waitUntil: 'domcontentloaded' });
    await settle(v.page);

    if (def.redirectTo) {
      const target = routePath(registryDevice(device), lang, def.redirectTo);
      await v.page.waitForURL((u) => u.pathname === target, { timeout: 5_000 }).catch(() => problems.push(`${label}: expected redirect to ${target}, at ${pathOf(v.page)}`));
    } else if (def.flag === 'needAuth' && !loggedIn) {
      const phone = `${prefix}/phone`;
      await v.page.waitForURL((u) => u.pathname === phone, { timeout: 5_000 }).catch(() => undefined);
      const u = new URL(v.page.url());
      if (u.pathname !== phone) problems.push(`${label}: expected the SMS login page, at ${u.pathname}`);
      else if (!(u.searchParams.get('redirect') ?? '').startsWith(path)) problems.push(`${label}: redirect query is "${u.searchParams.get('redirect')}", expected ${path}`);
    } else if (def.flag === 'offLogin' && loggedIn) {
      const home = `${prefix}/home`;
      await v.page.waitForURL((u) => u.pathname === home, { timeout: 5_000 }).catch(() => problems.push(`${label}: expected the language home ${home}, at ${pathOf(v.page)}`));
    } else {
      const here = pathOf(v.page);
      const allowed = MAY_MOVE[def.name];
      if (here !== path && !(allowed && allowed.test(here))) problems.push(`${label}: the page moved to ${here}`);
    }

    await settle(v.page);
    const info = await describePage(v.page);
    // Where the page ended (home, the login page) decides which frame it should have.
    const shown = matchRoute(registryDevice(device), pathOf(v.page).replace(/^\/(m\/)?(cn|en)\/?/, ''))?.def ?? def;
    if (!info.main) problems.push(`${label}: no visible main region; shows "${info.text}"`);
    if (shown.chrome && !(info.header && info.footer)) problems.push(`${label}: header or footer missing on ${shown.name}`);
    if (!shown.chrome && (info.header || info.footer)) problems.push(`${label}: ${shown.name} must show no header or footer`);
    if (!info.title && !info.heading) problems.push(`${label}: neither a document title nor a heading`);
  } catch (err) {
    problems.push(`${label}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  try {
    v.errors.assertClean();
  } catch (err) {
    problems.push(`${label}: ${(err as Error).message}`);
  }
  if (problems.length) await shot(v.page, `smoke-${device}-${lang}-${loggedIn ? 'user' : 'visitor'}-${def.name}`).catch(() => undefined);
  return problems;
}

const CASES: Array<{ device: DeviceName; lang: Lang; routes: RouteDef[] }> = [
  { device: 'desktop', lang: 'cn', routes: PC_ROUTES },
  { device: 'desktop', lang: 'en', routes: PC_ROUTES },
  { device: 'phone', lang: 'cn', routes: MOBILE_ROUTES },
  { device: 'phone', lang: 'en', routes: MOBILE_ROUTES },
];

describe.concurrent('smoke: every route of the registry', () => {
  for (const { device, lang, routes } of CASES) {
    it(`${device} ${lang}: ${routes.length} routes as a visitor, login-only pages logged in`, async ({ expect }) => {
      const problems: string[] = [];
      const v = await openContext(device, lang);
      for (const def of routes) problems.push(...(await check(v, device, lang, def, false)));
      await setToken(v.context, server.url, token);
      for (const def of routes.filter((r) => r.flag !== 'white' && !r.redirectTo)) problems.push(...(await check(v, device, lang, def, true)));
      await v.context.close();

      expect(problems, problems.join('\n')).toEqual([]);
    }, 300_000);
  }

  for (const { device, lang } of CASES) {
    it(`${device} ${lang}: an unknown path shows the 404 page with a way home`, async ({ expect }) => {
      const v = await openContext(device, lang);
      const prefix = langPrefix(device, lang);
      await v.page.goto(`${prefix}/no-such-page/smoke`, { waitUntil: 'domcontentloaded' });
      await settle(v.page);
      const notFound = v.page.locator('section.lb-notfound, section.lb-m-notfound');
      await notFound.waitFor({ state: 'visible', timeout: 10_000 });
      const text = NOT_FOUND[lang];
      await expect(notFound.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(text.title);
      await notFound.getByRole('link', { name: text.backHome }).click();
      await v.page.waitForURL((u) => u.pathname === `${prefix}/home`, { timeout: 10_000 });
      v.errors.assertClean('404 page');
      await v.context.close();
    });
  }
});
