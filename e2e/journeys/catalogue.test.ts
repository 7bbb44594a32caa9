import { AxeBuilder } from '@axe-core/playwright';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routePath } from '@lexbridge/contract';
import { apiRegister, TEST_PASSWORD, uniquePhone } from '../harness/api.ts';
import { registryDevice } from '../harness/browser.ts';
import { devicePlan, useJourneyEnv, type JourneyPage } from '../harness/journey.ts';
import { flowsFor } from '../flows/index.ts';

/**
 * The catalogue, once per device in alternating languages: the drafting product page with its pricing cards and
 * recommended templates, a template opened in a scene from its chip, the sample contract in both languages, a
 * favourite collected after logging in, the header search, a package page counting its views, My Favorites with
 * remove, and what "Start drafting" does (the drafting page on a PC, the PC-only notice on a phone, the coming-soon
 * notice for a template not written yet). axe checks each page type for serious or critical WCAG violations.
 */
const env = useJourneyEnv('catalogue');

/** Catalogue entries of content/catalogue: a built template with scenes, one not written yet, a package. */
const TEMPLATE = { id: 'sale-of-goods', classifyRoot: 'trade', classifyId: 'trade-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract' };
const COMING_SOON = 'capital-increase';
const PACKAGE = { id: 'custom', nameCn: '定制套餐', nameEn: 'Customised Package' };
/**
 * The package whose views each device counts: the two devices run at the same time against one server, so each
 * counts its own package or the other's visit lands between its two readings.
 */
const VIEWED = {
  desktop: PACKAGE,
  phone: { id: 'foreign-trade', nameCn: '外贸套餐', nameEn: 'Foreign Trade Package' },
} as const;

async function settle(page: Page) {
  await page.locator('#lb-main').waitFor();
  await page.waitForFunction(() => !document.querySelector('.lb-page-loading, .ant-skeleton, .lb-m-cat-state[role=status]'));
  await page.waitForLoadState('networkidle');
}

async function axe(jp: JourneyPage, label: string): Promise<string[]> {
  await settle(jp.page);
  const result = await new AxeBuilder({ page: jp.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe.concurrent('catalogue journey', () => {
  for (const { device, lang } of devicePlan(2)) {
    const dev = registryDevice(device);
    const flows = flowsFor(device);
    const desktop = device === 'desktop';
    it(`${device} ${lang}: product page, template in a scene, sample, favourites, search, package, Start drafting`, async ({ expect, onTestFailed }) => {
      const phone = uniquePhone();
      await apiRegister(env.url, phone, TEST_PASSWORD);
      const jp = await env.open(device, lang);
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      const { page, t } = jp;
      const name = (x: { nameCn: string; nameEn: string }) => (lang === 'en' ? x.nameEn : x.nameCn);
      const findings: string[] = [];

      // The drafting product page: the packages as pricing cards, priced by spec §9, and the recommended templates.
      await page.goto(routePath(dev, lang, 'draftRobot'));
      const card = desktop ? page.getByRole('article', { name: name(PACKAGE) }) : page.locator('.lb-m-pcard', { hasText: name(PACKAGE) });
      await card.getByText('¥18,888', { exact: true }).waitFor();
      await expect(card.getByText(lang === 'en' ? '/year' : '/年', { exact: true }).count()).resolves.toBeGreaterThan(0);
      findings.push(...(await axe(jp, 'draftRobot')));
      await jp.shot('draft-robot');

      // A template opened from the catalogue in a scene: the outbound chip of the recommended list on desktop; on the
      // phone, the category's list, then the scene chips.
      const templatePath = routePath(dev, lang, 'classifyTemplate', { templateId: TEMPLATE.id, classifyId: desktop ? TEMPLATE.classifyRoot : TEMPLATE.classifyId });
      if (desktop) {
        await page.locator(`a[href="${templatePath}?scene=exit"]`).first().click();
        await page.waitForURL((u) => u.pathname === templatePath && u.searchParams.get('scene') === 'exit');
        await expect(page.locator('.lb-scenepick input[value="exit"]').isChecked()).resolves.toBe(true);
      } else {
        await page.goto(routePath(dev, lang, 'classify', { classifyId: TEMPLATE.classifyRoot }));
        await page.locator('.lb-m-titem__link', { hasText: name(TEMPLATE) }).first().click();
        await page.waitForURL((u) => u.pathname === templatePath);
        await page.locator('.lb-m-chips .adm-selector-item').nth(2).click();
        await page.waitForURL((u) => u.searchParams.get('scene') === 'exit');
      }
      await page.getByRole('heading', { level: 1, name: name(TEMPLATE) }).waitFor();

      // The sample: the engine's contract, in Chinese and English.
      await page.getByRole('tab', { name: t('catalogue:template.tabs.sample') }).click();
      const paper = page.locator('.lb-sample__paper, .lb-m-sample__paper').first();
      await paper.locator('[lang="zh-CN"]').first().waitFor();
      await expect(paper.locator('[lang="en"]').count()).resolves.toBeGreaterThan(0);
      findings.push(...(await axe(jp, 'template sample')));
      await jp.shot('template-sample');

      // Start drafting on a phone: the PC-only notice (spec §5), the page stays.
      if (!desktop) {
        await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).click();
        await page.getByText(t('catalogue:notice.pcOnly')).waitFor();
        await page.getByRole('button', { name: t('catalogue:notice.ok') }).click();
        await expect(new URL(page.url()).pathname).toBe(templatePath);
      }

      // A visitor's favourite asks for a login and comes back; then the toggle is pressed.
      const favourite = page.locator('.lb-fav, .lb-m-fav').first();
      await favourite.click();
      await page.waitForURL((u) => u.pathname === routePath(dev, lang, 'phone'));
      await flows.loginByPassword({ page, url: env.url, lang, t }, phone, TEST_PASSWORD);
      await flows.expectLoggedInAt({ page, url: env.url, lang, t }, templatePath);
      await page.locator('.lb-fav, .lb-m-fav').first().click();
      await page.locator('.lb-fav[aria-pressed="true"], .lb-m-fav[aria-pressed="true"]').first().waitFor();

      // Start drafting on a PC: the drafting page with this template and scene.
      if (desktop) {
        await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).click();
        await page.waitForURL((u) => u.pathname.startsWith(`/${lang}/draft/`));
        await page.goto(templatePath);
      }

      // Search: templates and packages matching a word, in either language.
      const keyword = lang === 'en' ? 'employment' : '劳动';
      if (desktop) {
        const box = page.getByRole('search').first().getByRole('searchbox');
        await box.fill(keyword);
        await box.press('Enter');
      } else {
        await page.goto(routePath(dev, lang, 'classify'));
        await page.locator('#lb-m-search-input').fill(keyword);
        await page.locator('#lb-m-search-input').press('Enter');
      }
      await page.waitForURL((u) => u.searchParams.get('keyword') === keyword);
      await page.getByRole('heading', { name: t('catalogue:search.resultsFor', { q: keyword }) }).waitFor();
      await page.getByRole('link', { name: lang === 'en' ? 'Employment Contract' : '劳动合同' }).first().waitFor();
      findings.push(...(await axe(jp, 'search')));
      await jp.shot('search');

      // A package: its views counted once per visit, collected into favourites.
      const viewed = VIEWED[device];
      await page.goto(routePath(dev, lang, 'production', { id: viewed.id }));
      await page.getByRole('heading', { level: 1, name: name(viewed) }).waitFor();
      await page.waitForLoadState('networkidle');
      const views = async () => Number((await page.locator('.lb-pkg-head__views, .lb-m-dhead__facts li:last-child').first().innerText()).replace(/\D/g, ''));
      const before = await views();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: name(viewed) }).waitFor();
      await expect.poll(views).toBe(before + 1);
      await page.locator('.lb-fav, .lb-m-fav').first().click();
      await page.locator('.lb-fav[aria-pressed="true"], .lb-m-fav[aria-pressed="true"]').first().waitFor();
      findings.push(...(await axe(jp, 'package')));
      await jp.shot('package');

      // My Favorites: both, newest first; removing the package leaves the template.
      await page.goto(routePath(dev, lang, 'collection'));
      const items = page.locator('.lb-fav-item, .lb-m-favitem');
      await items.nth(1).waitFor();
      await expect(items.first().innerText()).resolves.toContain(name(viewed));
      findings.push(...(await axe(jp, 'collection')));
      await jp.shot('favourites');
      await items.first().getByRole('button', { name: `${t('catalogue:collection.remove')}: ${name(viewed)}` }).click();
      await page.getByRole('button', { name: t('catalogue:collection.remove'), exact: true }).last().click();
      await expect.poll(() => items.count()).toBe(1);
      await expect(items.first().innerText()).resolves.toContain(name(TEMPLATE));

      // A template not written yet: the §8 notice.
      await page.goto(routePath(dev, lang, 'template', { templateId: COMING_SOON }));
      // On a phone the bar's page title is a heading too: wait for the template's own, the last one.
      await page.getByRole('heading', { level: 1 }).last().waitFor();
      await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).click();
      await page.getByText(t('catalogue:notice.comingSoon')).waitFor();

      expect(findings).toEqual([]);
      await jp.close();
    }, 180_000);
  }
});
