import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { COOKIE } from '@lexbridge/contract';
import { repoRoot } from './server.ts';

export type DeviceName = 'desktop' | 'phone';
export type Lang = 'cn' | 'en';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`Chromium not found (tried ${candidates.join(', ')}); install the Debian package "chromium"`);
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const DEVICES: Record<DeviceName, BrowserContextOptions> = {
  desktop: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_UA, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

/** Route registry device of a browser profile. */
export const registryDevice = (device: DeviceName) => (device === 'desktop' ? 'pc' : 'mobile') as 'pc' | 'mobile';

/** URL prefix of a language on a device: `/cn` on desktop, `/m/cn` on a phone. */
export const langPrefix = (device: DeviceName, lang: Lang) => (device === 'desktop' ? `/${lang}` : `/m/${lang}`);

export interface ContextOptions {
  baseURL: string;
  lang?: Lang;
  /** Logged in: the `token` cookie the web app reads its login state from. */
  token?: string;
}

export async function newContext(browser: Browser, device: DeviceName, opts: ContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: opts.baseURL,
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  if (opts.token || opts.lang) {
    await context.addCookies([
      ...(opts.token ? [{ name: COOKIE.token, value: opts.token, url: opts.baseURL }] : []),
      ...(opts.lang ? [{ name: COOKIE.lang, value: opts.lang, url: opts.baseURL }] : []),
    ]);
  }
  return context;
}

export async function setToken(context: BrowserContext, baseURL: string, token: string | null) {
  if (token) await context.addCookies([{ name: COOKIE.token, value: token, url: baseURL }]);
  else await context.clearCookies({ name: COOKIE.token });
}

const SHOT_DIR = join(repoRoot, 'test-results/screenshots');

/** Saves a PNG of the viewport under test-results/screenshots/<name>.png and returns its path. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SHOT_DIR, { recursive: true });
  const path = join(SHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage: opts.fullPage ?? false });
  return path;
}
