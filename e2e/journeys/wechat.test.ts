import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { maskPhone } from '@lexbridge/contract';
import { readSmsCode } from '../harness/outbox.ts';
import { until } from '../harness/wait.ts';
import { apiLogin, TEST_PASSWORD, uniquePhone } from '../harness/api.ts';
import { newContext } from '../harness/browser.ts';
import { useJourneyEnv, type JourneyPage } from '../harness/journey.ts';

/**
 * WeChat QR login on the desktop site (the mobile site has no QR login page, spec §2), through the sandbox provider:
 * the QR code's address is the sandbox "phone" page, opened here in a phone profile where the user allows the login.
 * A WeChat account without a user goes on to bindPhone: prove a new phone, set a password, and the account exists,
 * bound to WeChat. The next scan with the same WeChat account logs straight in.
 */
const env = useJourneyEnv('wechat');
const lang = 'cn' as const;

/** Reads the QR code's address from the page and confirms it as the given WeChat user on a phone. */
async function scanAndAllow(jp: JourneyPage, nickname: string) {
  const link = jp.page.locator('.lb-qr__sandbox a');
  await link.waitFor();
  const qrUrl = await link.getAttribute('href');
  if (!qrUrl) throw new Error('the QR panel shows no sandbox address');
  const phone = await newContext(jp.context.browser()!, 'phone', { baseURL: env.url, lang });
  try {
    const p: Page = await phone.newPage();
    await p.goto(new URL(qrUrl, env.url).toString());
    // The computer sees the scan before the user decides.
    await jp.page.getByText(jp.t('auth:qr.scanned')).waitFor();
    await p.locator('#nickname').fill(nickname);
    await p.locator('button[name="action"][value="allow"]').click();
    await p.waitForLoadState();
  } finally {
    await phone.close();
  }
}

describe('WeChat journey', () => {
  it(`desktop ${lang}: scan, allow, bind a new phone with a password; the next scan logs straight in`, async ({ expect, onTestFailed }) => {
    const jp = await env.open('desktop', lang);
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;
    const nickname = `wx-${Date.now().toString(36)}`;
    const phone = uniquePhone();

    await page.goto(`/${lang}/qrcode`);
    await scanAndAllow(jp, nickname);

    // No account for this WeChat user yet: bindPhone, step 1 proves a phone.
    await page.waitForURL((u) => u.pathname === `/${lang}/bindPhone`);
    await page.getByText(t('auth:bindPhone.nickname', { name: nickname })).waitFor();
    await page.locator('#bindPhone_phone').fill(phone);
    await page.locator('#bindPhone_captchaToken').click();
    await until(() => page.locator('#bindPhone_captchaToken').getAttribute('class'), (c) => !!c?.includes('is-verified'), 'the captcha to be solved');
    const since = Date.now() - 1_000;
    await page.locator('form#bindPhone .lb-sms-button').click();
    await page.locator('#bindPhone_code').fill(await readSmsCode(env.url, phone, { since }));
    await page.locator('form#bindPhone button[type="submit"]').click();

    // Step 2, the phone is new: a password creates the account, bound to WeChat, and logs in.
    await page.locator('#bindPhoneNext_password').fill(TEST_PASSWORD);
    await page.locator('#bindPhoneNext_confirmPassword').fill(TEST_PASSWORD);
    await page.locator('#bindPhoneNext_agree').check();
    await jp.shot('bind-phone-step2');
    await page.locator('form#bindPhoneNext button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `/${lang}/myCenter`);
    await page.getByText(t('center:overview.phone', { phone: `+86 ${maskPhone(phone)}` })).waitFor();

    // The binding is visible in the account, and the phone and password work on their own.
    await page.goto(`/${lang}/bindWx`);
    await page.getByText(t('auth:bindWx.statusBound')).waitFor();
    await page.locator('#lb-main').getByText(nickname).waitFor();
    await expect(apiLogin(env.url, phone, TEST_PASSWORD)).resolves.toBeTypeOf('string');

    // The browser forgets the login; the same WeChat account logs straight in, back to the page last shown.
    await page.context().clearCookies();
    await page.goto(`/${lang}/qrcode`);
    await scanAndAllow(jp, nickname);
    await page.waitForURL((u) => u.pathname === `/${lang}/bindWx`);
    await page.locator('#lb-main').getByText(nickname).waitFor();
    await jp.close();
  }, 150_000);
});
