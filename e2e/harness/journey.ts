import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, shot, type DeviceName, type Lang } from './browser.ts';
import { watchPageErrors, type PageErrors } from './page-errors.ts';
import { startServer, type RunningServer, type StartServerOptions } from './server.ts';
import { texts, type T } from './texts.ts';

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
  url: string;
  lang: Lang;
  device: DeviceName;
  t: T;
  /** Screenshot under test-results/screenshots/<file>-<device>-<lang>-<name>.png. */
  shot(name: string): Promise<string>;
  /** Fails on page errors seen so far, then closes the context. */
  close(): Promise<void>;
}

/**
 * The journeys of one file share a server (a fresh database copied from the run's template) and a browser; each
 * journey gets its own context, so cookies and storage never leak from one to the next.
 */
export function useJourneyEnv(label: string, serverOpts: StartServerOptions = {}) {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ label, ...serverOpts }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get url() {
      return server.url;
    },
    async open(device: DeviceName, lang: Lang, opts: { token?: string } = {}): Promise<JourneyPage> {
      const context = await newContext(browser, device, { baseURL: server.url, lang, token: opts.token });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      return {
        context,
        page,
        errors,
        url: server.url,
        lang,
        device,
        t: texts(lang),
        shot: (name) => shot(page, `${label}-${device}-${lang}-${name}`),
        async close() {
          try {
            errors.assertClean(`${label} ${device} ${lang}`);
          } finally {
            await context.close();
          }
        },
      };
    },
  };
}

/** Each journey once per device, the languages alternating between journeys (blueprint rule 10). */
export function devicePlan(journeyIndex: number): Array<{ device: DeviceName; lang: Lang }> {
  const first: Lang = journeyIndex % 2 === 0 ? 'cn' : 'en';
  const second: Lang = first === 'cn' ? 'en' : 'cn';
  return [
    { device: 'desktop', lang: first },
    { device: 'phone', lang: second },
  ];
}
