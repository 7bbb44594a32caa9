import { describe, it } from 'vitest';
import { apiLogin, ApiError, TEST_PASSWORD, uniquePhone } from '../harness/api.ts';
import { devicePlan, useJourneyEnv } from '../harness/journey.ts';
import { flowsFor } from '../flows/index.ts';

/**
 * The life of an account, once per device: register with an SMS code, log out, log in by password, log out, log in
 * by SMS code, change the password (and be sent to log in again), log in with the new password.
 */
const env = useJourneyEnv('accounts');

describe.concurrent('account journey', () => {
  for (const { device, lang } of devicePlan(0)) {
    const flows = flowsFor(device);
    it(`${device} ${lang}: register, log out, log in by password and by SMS, change the password`, async ({ expect, onTestFailed }) => {
      const jp = await env.open(device, lang);
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      const j = { page: jp.page, url: env.url, lang, t: jp.t };
      const f = flows;
      const phone = uniquePhone();

      // A new account lands on the personal centre (nothing was asked for before).
      await f.register(j, phone, TEST_PASSWORD);
      await f.expectLoggedInAt(j, f.personalHome(lang));
      await f.expectPersonalHome(j, phone);
      await jp.shot('registered');

      // Logging out ends on the home page; a login from there returns to it (it is the saved target).
      await f.logout(j);
      await f.loginByPassword(j, phone, TEST_PASSWORD);
      await f.expectLoggedInAt(j, f.home(lang));
      await f.expectPersonalHome(j, phone);

      await f.logout(j);
      await f.loginBySms(j, phone);
      await f.expectLoggedInAt(j, f.home(lang));
      await f.expectPersonalHome(j, phone);

      // A changed password ends the session: the login page says so, the old password no longer works anywhere.
      const newPassword = 'N3wSecret99';
      await f.changePassword(j, TEST_PASSWORD, newPassword);
      await jp.shot('password-changed');
      await expect(apiLogin(env.url, phone, TEST_PASSWORD)).rejects.toBeInstanceOf(ApiError);
      await f.loginByPassword(j, phone, newPassword);
      await f.expectLoggedInAt(j, f.personalHome(lang));
      await f.expectPersonalHome(j, phone);

      await jp.close();
    }, 180_000);
  }
});
