import { describe, it } from 'vitest';
import { COOKIE, routePath } from '@lexbridge/contract';
import { api, ApiError, apiLogin, apiRegister, TEST_PASSWORD, uniquePhone } from '../harness/api.ts';
import { registryDevice } from '../harness/browser.ts';
import { devicePlan, useJourneyEnv, type JourneyPage } from '../harness/journey.ts';
import { until } from '../harness/wait.ts';

/**
 * Token lifetime in the browser (spec §4): leaving a route with a token that expires within 30 minutes renews it; a
 * token that has expired sends the user to the SMS login page with the page they were going to as `redirect`.
 * The server issues tokens for TTL seconds here, so every token is "within 30 minutes" and one expires during the test.
 */
const TTL_SECONDS = 30;
const env = useJourneyEnv('token', { env: { TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });

async function cookie(jp: JourneyPage, name: string) {
  return (await jp.context.cookies()).find((c) => c.name === name)?.value;
}

/** Leaves the personal centre's home for account settings, through a link on the page. */
async function leaveForSettings(jp: JourneyPage) {
  const settings = routePath(registryDevice(jp.device), jp.lang, 'set');
  await jp.page.locator(`#lb-main a[href="${settings}"]`).first().click();
  return settings;
}

describe.concurrent('token renewal and expiry journey', () => {
  for (const { device, lang } of devicePlan(3)) {
    it(`${device} ${lang}: renewed on leaving a route; once expired, login with the way back`, async ({ expect, onTestFailed }) => {
      const dev = registryDevice(device);
      const home = routePath(dev, lang, 'personalHome');
      const phone = uniquePhone();
      const first = await apiRegister(env.url, phone, TEST_PASSWORD);

      const jp = await env.open(device, lang, { token: first });
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      // Arriving is a route change too: on a slow machine the renewal may answer before the click, so listen from the start.
      const renewed = jp.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tokens' && r.request().method() === 'GET', { timeout: 30_000 });
      await jp.page.goto(home);
      await jp.page.locator('#lb-main a').first().waitFor();
      await leaveForSettings(jp);
      expect((await renewed).ok()).toBe(true);
      const second = await until(() => cookie(jp, COOKIE.token), (v) => !!v && v !== first, 'a renewed token cookie');
      const expiry = Number(await until(() => cookie(jp, COOKIE.tokenExpiry), (v) => !!v, 'the token expiry cookie'));
      expect(expiry).toBeGreaterThan(Date.now());
      await expect(api(env.url, '/users', { token: second })).resolves.toBeTruthy();
      await jp.close();

      // A new session whose token is left to expire while its page is open. Arriving is itself a route change, so the
      // page may already have renewed it: wait for the expiry of whatever token the browser now holds.
      const third = await apiLogin(env.url, phone, TEST_PASSWORD);
      const late = await env.open(device, lang, { token: third });
      onTestFailed(async () => void (await late.shot('expired-failed').catch(() => undefined)));
      await late.page.goto(home);
      await late.page.locator('#lb-main a').first().waitFor();
      await late.page.waitForLoadState('networkidle');
      const held = (await cookie(late, COOKIE.token))!;
      const heldExpiry = Number(await until(() => cookie(late, COOKIE.tokenExpiry), (v) => !!v, 'the token expiry cookie'));
      expect(heldExpiry - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
      await new Promise((r) => setTimeout(r, Math.max(0, heldExpiry + 1_500 - Date.now())));
      await expect(api(env.url, '/users', { token: held })).rejects.toBeInstanceOf(ApiError);
      const settings = await leaveForSettings(late);
      await late.page.waitForURL((u) => u.pathname === routePath(dev, lang, 'phone'));
      expect(new URL(late.page.url()).searchParams.get('redirect')).toBe(settings);
      expect(await cookie(late, COOKIE.token)).toBeUndefined();
      await late.shot('expired');
      await late.close();
    }, 150_000);
  }
});
