import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { maskPhone } from '@lexbridge/contract';
import { readSmsCode } from '../harness/outbox.ts';
import type { AuthFlows, Journey } from './types.ts';

/**
 * The account journeys on the desktop site (antd forms). Fields are found by the ids antd gives them
 * (`<form name>_<field>`), buttons by the text a user reads in the language of the run.
 */

/** Clicks the click-to-verify button of a form and waits until the page has solved it. */
async function verifyCaptcha(page: Page, form: string) {
  const button = page.locator(`#${form}_captchaToken`);
  await button.click();
  await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('is-verified');
}

/** Phone, captcha, "get code", and the code read from the sandbox outbox. */
async function provePhone(j: Journey, form: string, phone: string) {
  const { page } = j;
  await page.locator(`#${form}_phone`).fill(phone);
  await verifyCaptcha(page, form);
  const since = Date.now() - 1_000;
  await page.locator(`form#${form} .lb-sms-button`).click();
  const code = await readSmsCode(j.url, phone, { since });
  await page.locator(`#${form}_code`).fill(code);
}

async function submit(page: Page, form: string) {
  await page.locator(`form#${form} button[type="submit"]`).click();
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
}

/**
 * Follows a link that leads to `path`. The header re-renders while the login state settles, which can detach the link
 * under the pointer; arriving at `path` is what counts, however the click itself reports.
 */
async function follow(page: Page, link: Locator, path: string) {
  const arrived = waitForPath(page, path);
  const clicked = link.click().catch((err: unknown) => err);
  await arrived;
  await clicked;
}

export const desktopFlows: AuthFlows = {
  device: 'desktop',

  async register(j, phone, password) {
    const { page } = j;
    await page.goto(`/${j.lang}/register`);
    await provePhone(j, 'register', phone);
    await page.locator('#register_password').fill(password);
    await page.locator('#register_confirmPassword').fill(password);
    await page.locator('#register_agree').check();
    await submit(page, 'register');
  },

  async loginByPassword(j, phone, password) {
    const { page, t } = j;
    const path = new URL(page.url()).pathname;
    if (!path.endsWith('/login')) {
      // The way a visitor gets there: the header's "Log in", then the password method.
      if (!path.endsWith('/phone')) await follow(page, page.locator('.lb-account').getByRole('link', { name: t('common:account.login') }), `/${j.lang}/phone`);
      await follow(page, page.getByRole('navigation', { name: t('auth:methods.label') }).getByRole('link', { name: t('auth:methods.login') }), `/${j.lang}/login`);
    }
    await page.locator('#phonePassword_phone').fill(phone);
    await page.locator('#phonePassword_password').fill(password);
    await submit(page, 'phonePassword');
  },

  async loginBySms(j, phone) {
    const { page, t } = j;
    if (!new URL(page.url()).pathname.endsWith('/phone')) {
      await follow(page, page.locator('.lb-account').getByRole('link', { name: t('common:account.login') }), `/${j.lang}/phone`);
    }
    await provePhone(j, 'smsLogin', phone);
    await submit(page, 'smsLogin');
  },

  async logout(j) {
    const { page, t } = j;
    await page.locator('.lb-account__trigger').click();
    await page.getByRole('menuitem', { name: t('common:account.logout') }).click();
    await waitForPath(page, `/${j.lang}/home`);
    await expect.poll(() => page.context().cookies().then((c) => c.some((x) => x.name === 'token'))).toBe(false);
    await page.getByRole('link', { name: t('common:account.login') }).waitFor();
  },

  async changePassword(j, oldPassword, newPassword) {
    const { page } = j;
    await page.goto(`/${j.lang}/modifyPass`);
    await page.locator('#modifyPass_oldPassword').fill(oldPassword);
    await page.locator('#modifyPass_password').fill(newPassword);
    await page.locator('#modifyPass_confirmPassword').fill(newPassword);
    await submit(page, 'modifyPass');
    await waitForPath(page, `/${j.lang}/login`);
    await page.getByText(j.t('auth:modifyPass.done')).waitFor();
  },

  async expectLoggedInAt(j, path) {
    await waitForPath(j.page, path);
    await j.page.locator('.lb-account__trigger').waitFor();
  },

  async expectPersonalHome(j, phone) {
    const { page } = j;
    if (new URL(page.url()).pathname !== `/${j.lang}/myCenter`) {
      await page.locator('.lb-account__trigger').click();
      await page.getByRole('menuitem', { name: j.t('common:account.personalCentre') }).click();
    }
    await waitForPath(page, `/${j.lang}/myCenter`);
    await page.getByText(j.t('center:overview.phone', { phone: `+86 ${maskPhone(phone)}` })).waitFor();
  },

  home: (lang) => `/${lang}/home`,
  personalHome: (lang) => `/${lang}/myCenter`,
};
