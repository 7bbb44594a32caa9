import { AxeBuilder } from '@axe-core/playwright';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routePath, routesOf } from '@lexbridge/contract';
import { apiRegister } from './harness/api.ts';
import { registryDevice, type DeviceName, type Lang } from './harness/browser.ts';
import { useJourneyEnv } from './harness/journey.ts';

/**
 * Accessibility of the auth pages: axe (WCAG 2.1 A and AA rules) must find no serious or critical violation, on both
 * sites and in both languages, on each page as it first shows and, for the forms, with their validation messages out.
 */
const env = useJourneyEnv('a11y');

/** The account pages of each site: the visitors-only ones and the logged-in ones of the accounts part. */
const VISITOR_PAGES = ['phone', 'login', 'register', 'find', 'qrcode', 'bindPhone', 'elogin'];
const USER_PAGES = ['bindQrcode', 'bindWx', 'modifyPass'];
/** Forms shown with their messages: submitted empty. */
const FORMS: Record<string, string> = { phone: 'smsLogin', login: 'phonePassword', register: 'register', find: 'find', modifyPass: 'modifyPass' };

const pagesOf = (device: DeviceName, names: string[]) => {
  const known = new Set(routesOf(registryDevice(device)).map((r) => r.name));
  return names.filter((n) => known.has(n));
};

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function audit(page: Page, label: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ page: label, rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Waits for the page's main region, its route chunk and its first data. */
async function settle(page: Page) {
  await page.locator('#lb-main').waitFor();
  await page.waitForFunction(() => !document.querySelector('.lb-page-loading, .ant-skeleton, .adm-skeleton'));
  await page.waitForLoadState('networkidle');
}

const CASES: Array<{ device: DeviceName; lang: Lang }> = [
  { device: 'desktop', lang: 'cn' },
  { device: 'desktop', lang: 'en' },
  { device: 'phone', lang: 'cn' },
  { device: 'phone', lang: 'en' },
];

describe.concurrent('accessibility of the auth pages (axe)', () => {
  for (const { device, lang } of CASES) {
    it(`${device} ${lang}: no serious or critical violation`, async ({ expect }) => {
      const dev = registryDevice(device);
      const findings: Finding[] = [];
      const params = { token: 'a11y-unknown-token' };

      const visitor = await env.open(device, lang);
      for (const name of pagesOf(device, VISITOR_PAGES)) {
        await visitor.page.goto(routePath(dev, lang, name, params));
        await settle(visitor.page);
        findings.push(...(await audit(visitor.page, name)));
        const form = FORMS[name];
        if (form) {
          await visitor.page.locator(`form:has([id^="${form}_"]) button[type="submit"]`).first().click();
          await visitor.page.locator('.ant-form-item-explain-error, .adm-form-item-feedback-error').first().waitFor();
          findings.push(...(await audit(visitor.page, `${name} with messages`)));
        }
      }
      await visitor.close();

      const user = await env.open(device, lang, { token: await apiRegister(env.url) });
      for (const name of pagesOf(device, USER_PAGES)) {
        await user.page.goto(routePath(dev, lang, name));
        await settle(user.page);
        findings.push(...(await audit(user.page, name)));
        const form = FORMS[name];
        if (form) {
          await user.page.locator(`form:has([id^="${form}_"]) button[type="submit"]`).first().click();
          await user.page.locator('.ant-form-item-explain-error, .adm-form-item-feedback-error').first().waitFor();
          findings.push(...(await audit(user.page, `${name} with messages`)));
        }
      }
      await user.close();

      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    }, 240_000);
  }
});
