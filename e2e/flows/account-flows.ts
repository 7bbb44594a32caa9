import type { Locator, Page } from 'playwright-core';
import { maskPhone, routePath, type Device } from '@lexbridge/contract';
import { readSmsCode } from '../harness/outbox.ts';
import { until } from '../harness/wait.ts';
import type { DeviceName, Lang } from '../harness/browser.ts';
import type { AuthFlows, Journey } from './types.ts';

/**
 * The account journeys on either site. Both build their forms so that a field's id is `<form name>_<field>`, which
 * is how fields are found here; buttons and links are found by the text a user reads in the language of the run.
 * What differs between the sites (where "Log in" and "Log out" live, how the account shows it is logged in) is in
 * the two `Chrome` objects below.
 */
interface Chrome {
  device: DeviceName;
  /** Opens the SMS login page from the page being shown, the way a visitor does. */
  openLogin(j: Journey): Promise<void>;
  openLogoutAndConfirm(j: Journey): Promise<void>;
  /** Visible only to a logged-in user. */
  loggedInMarker(j: Journey): Locator;
  /** How the personal centre shows the account's phone. */
  phoneText(j: Journey, phone: string): string;
}

const formOf = (page: Page, name: string) => page.locator(`form:has([id^="${name}_"])`).first();

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
}

/**
 * Follows a link that leads to `path`. A header re-rendering while the login state settles can detach the link under
 * the pointer; arriving at `path` is what counts, however the click itself reports.
 */
export async function follow(page: Page, link: Locator, path: string) {
  const arrived = waitForPath(page, path);
  const clicked = link.click().catch((err: unknown) => err);
  await arrived;
  await clicked;
}

/** Clicks the click-to-verify button of a form and waits until the page has solved it. */
async function verifyCaptcha(form: Locator) {
  const button = form.locator('.lb-captcha, .lb-m-captcha');
  await button.click();
  await until(() => button.getAttribute('class'), (c) => !!c?.includes('is-verified'), 'the captcha to be solved');
}

/** Phone, captcha, "get code", and the code read from the sandbox outbox. */
export async function provePhone(j: Journey, name: string, phone: string) {
  const form = formOf(j.page, name);
  await j.page.locator(`#${name}_phone`).fill(phone);
  await verifyCaptcha(form);
  const since = Date.now() - 1_000;
  await form.locator('.lb-sms-button, .lb-m-sms-button').click();
  const code = await readSmsCode(j.url, phone, { since });
  await j.page.locator(`#${name}_code`).fill(code);
}

export async function submit(page: Page, name: string) {
  await formOf(page, name).locator('button[type="submit"]').click();
}

export async function agree(page: Page, name: string) {
  const box = page.locator(`#${name}_agree`);
  await box.check({ force: true });
  await until(() => box.isChecked(), Boolean, 'the agreement box to be checked');
}

function flows(chrome: Chrome): AuthFlows {
  const dev: Device = chrome.device === 'desktop' ? 'pc' : 'mobile';
  const path = (lang: Lang, name: string) => routePath(dev, lang, name);
  const here = (j: Journey) => new URL(j.page.url()).pathname;

  return {
    device: chrome.device,
    home: (lang) => path(lang, 'home'),
    personalHome: (lang) => path(lang, 'personalHome'),

    async register(j, phone, password) {
      await j.page.goto(path(j.lang, 'register'));
      await provePhone(j, 'register', phone);
      await j.page.locator('#register_password').fill(password);
      await j.page.locator('#register_confirmPassword').fill(password);
      await agree(j.page, 'register');
      await submit(j.page, 'register');
    },

    async loginByPassword(j, phone, password) {
      if (here(j) !== path(j.lang, 'login')) {
        if (here(j) !== path(j.lang, 'phone')) await chrome.openLogin(j);
        const methods = j.page.getByRole('navigation', { name: j.t('auth:methods.label') });
        await follow(j.page, methods.getByRole('link', { name: j.t('auth:methods.login') }), path(j.lang, 'login'));
      }
      await j.page.locator('#phonePassword_phone').fill(phone);
      await j.page.locator('#phonePassword_password').fill(password);
      await submit(j.page, 'phonePassword');
    },

    async loginBySms(j, phone) {
      if (here(j) !== path(j.lang, 'phone')) await chrome.openLogin(j);
      await provePhone(j, 'smsLogin', phone);
      await submit(j.page, 'smsLogin');
    },

    async logout(j) {
      await chrome.openLogoutAndConfirm(j);
      await waitForPath(j.page, path(j.lang, 'home'));
      await until(() => j.page.context().cookies(), (c) => !c.some((x) => x.name === 'token'), 'the token cookie to be cleared');
      await until(() => chrome.loggedInMarker(j).count(), (n) => n === 0, 'the page to show a visitor');
    },

    async changePassword(j, oldPassword, newPassword) {
      await j.page.goto(path(j.lang, 'modifyPass'));
      await j.page.locator('#modifyPass_oldPassword').fill(oldPassword);
      await j.page.locator('#modifyPass_password').fill(newPassword);
      await j.page.locator('#modifyPass_confirmPassword').fill(newPassword);
      await submit(j.page, 'modifyPass');
      await waitForPath(j.page, path(j.lang, 'login'));
      await j.page.getByText(j.t('auth:modifyPass.done')).waitFor();
    },

    async expectLoggedInAt(j, target) {
      await waitForPath(j.page, target);
      await chrome.loggedInMarker(j).waitFor();
    },

    async expectPersonalHome(j, phone) {
      if (here(j) !== path(j.lang, 'personalHome')) await j.page.goto(path(j.lang, 'personalHome'));
      await j.page.locator('#lb-main').getByText(chrome.phoneText(j, phone)).waitFor();
    },
  };
}

export const desktopFlows = flows({
  device: 'desktop',
  async openLogin(j) {
    await follow(j.page, j.page.locator('.lb-account').getByRole('link', { name: j.t('common:account.login') }), routePath('pc', j.lang, 'phone'));
  },
  async openLogoutAndConfirm(j) {
    // The account menu opens on hover and toggles on click. A click that lands while the menu is still animating in
    // can be lost: try again until the browser has asked the server to end the session.
    const trigger = j.page.locator('.lb-account__trigger');
    const item = j.page.getByRole('menuitem', { name: j.t('common:account.logout') });
    for (let attempt = 1; ; attempt++) {
      // Settled at once, so a step below that throws leaves no rejected promise behind.
      const revoked = j.page
        .waitForResponse((r) => new URL(r.url()).pathname === '/api/tokens' && r.request().method() === 'DELETE', { timeout: 10_000 })
        .then(() => true, () => false);
      if (!(await item.isVisible())) {
        await trigger.hover();
        if (!(await item.waitFor({ timeout: 2_000 }).then(() => true, () => false))) await trigger.click();
      }
      await item.click();
      if (await revoked) return;
      // On a loaded machine the answer can outlast the wait: a page that already shows a visitor has logged out.
      if ((await trigger.count()) === 0) return;
      if (attempt === 3) throw new Error('the log-out menu item did not log out');
    }
  },
  loggedInMarker: (j) => j.page.locator('.lb-account__trigger'),
  phoneText: (j, phone) => j.t('center:overview.phone', { phone: `+86 ${maskPhone(phone)}` }),
});

export const mobileFlows = flows({
  device: 'phone',
  async openLogin(j) {
    await follow(j.page, j.page.locator('header.lb-m-topbar').getByRole('link', { name: j.t('common:account.login') }), routePath('mobile', j.lang, 'phone'));
  },
  async openLogoutAndConfirm(j) {
    await Promise.all([
      j.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tokens' && r.request().method() === 'DELETE'),
      (async () => {
        await j.page.locator('header.lb-m-topbar').getByRole('button', { name: j.t('common:menu.open') }).click();
        await j.page.locator('.lb-m-drawer__account').getByRole('button', { name: j.t('common:account.logout') }).click();
      })(),
    ]);
  },
  loggedInMarker: (j) => j.page.locator('header.lb-m-topbar').getByRole('link', { name: j.t('common:account.personalCentre') }),
  phoneText: (_j, phone) => `+86 ${maskPhone(phone)}`,
});
