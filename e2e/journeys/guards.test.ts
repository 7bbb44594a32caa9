import { describe, it } from 'vitest';
import { routePath } from '@lexbridge/contract';
import { apiRegister, TEST_PASSWORD, uniquePhone } from '../harness/api.ts';
import { registryDevice } from '../harness/browser.ts';
import { devicePlan, useJourneyEnv } from '../harness/journey.ts';
import { flowsFor } from '../flows/index.ts';

/**
 * Route flags at work (spec §2, §4): a login-only page visited logged out sends the visitor to the SMS login page and
 * comes back after login; a visitors-only page visited logged in goes home; an unknown path shows the 404 page.
 */
const env = useJourneyEnv('guards');

describe.concurrent('route guards journey', () => {
  for (const { device, lang } of devicePlan(1)) {
    const flows = flowsFor(device);
    it(`${device} ${lang}: login-only page → login → back there; visitors-only page → home; unknown path → 404`, async ({ expect, onTestFailed }) => {
      const f = flows;
      const phone = uniquePhone();
      await apiRegister(env.url, phone, TEST_PASSWORD);
      const jp = await env.open(device, lang);
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      const j = { page: jp.page, url: env.url, lang, t: jp.t };
      const dev = registryDevice(device);

      // Account settings, logged out: the SMS login page, carrying the way back.
      const settings = routePath(dev, lang, 'set');
      await jp.page.goto(settings);
      await jp.page.waitForURL((u) => u.pathname === routePath(dev, lang, 'phone'));
      expect(new URL(jp.page.url()).searchParams.get('redirect')).toBe(settings);
      await jp.shot('login-required');

      // Logging in (by password, reached from the SMS page) returns to the settings page.
      await f.loginByPassword(j, phone, TEST_PASSWORD);
      await f.expectLoggedInAt(j, settings);

      // Logged in, the visitors-only register page is not shown: the language home is.
      await jp.page.goto(routePath(dev, lang, 'register'));
      await f.expectLoggedInAt(j, f.home(lang));

      // An unknown path: the 404 page, with its way home.
      await jp.page.goto(`${f.home(lang).replace(/home$/, '')}no/such/page`);
      await jp.page.getByRole('heading', { level: 1, name: jp.t('notfound:title') }).waitFor();
      await jp.shot('not-found');
      await jp.close();
    }, 120_000);
  }
});
