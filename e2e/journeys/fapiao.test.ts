import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routePath } from '@lexbridge/contract';
import { api, apiRegister } from '../harness/api.ts';
import { registryDevice } from '../harness/browser.ts';
import { devicePlan, useJourneyEnv, type JourneyPage } from '../harness/journey.ts';
import { answerWallet, validationText } from '../flows/payment-flows.ts';

/**
 * Fapiao and My Subscriptions, once per device in alternating languages. A user with two orders paid through the
 * sandbox wallet (a package by Alipay, a template by WeChat Pay: made through the API, the wallet page answered as a
 * payer does) adds an information set, requests a fapiao for both orders (seeing the count 2 and their sum), finds
 * it listed as Request Received, opens its details and cancels it; the orders can then be selected again. My
 * Subscriptions shows the bought package and template.
 */
const env = useJourneyEnv('fapiao');

const PACKAGE = { id: 'domestic', nameCn: '国内交易套餐', nameEn: 'Domestic Transaction Package', fen: 1_288_800 };
const TEMPLATE = { id: 'sale-of-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract', fen: 199_900 };
/** ¥12,888 + ¥1,999, as the §9 price rule prints it. */
const SUM = '¥14,887';
const INFO = { title: '上海律桥信息科技有限公司', taxpayerId: '91310000MA1K000001' };

interface Order {
  orderNo: string;
  status: string;
}

/** An order paid the way a payer pays: the payment's QR address opened and Confirm pressed on the sandbox wallet. */
async function paidOrder(jp: JourneyPage, token: string, body: Record<string, unknown>, method: 'alipay' | 'wechat', fen: number): Promise<string> {
  const order = await api<Order>(env.url, '/orders', { token, body });
  const paying = await api<{ payment: { qrText: string } }>(env.url, `/orders/${order.orderNo}/pay`, { token, body: { method } });
  const wallet = await jp.context.newPage();
  try {
    await wallet.goto(paying.payment.qrText);
    await answerWallet(wallet, 'confirm', fen);
  } finally {
    await wallet.close();
  }
  for (let i = 0; i < 100; i++) {
    if ((await api<Order>(env.url, `/orders/${order.orderNo}`, { token })).status === 'paid') return order.orderNo;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`order ${order.orderNo} was not paid`);
}

/** The page has its content: no lazy chunk, skeleton or loading text left. */
async function settle(page: Page) {
  await page.locator('#lb-main').waitFor();
  await page.waitForFunction(() => !document.querySelector('.lb-page-loading, .ant-skeleton, .ant-spin-spinning'));
  await page.waitForLoadState('networkidle');
}

describe.concurrent('fapiao journey', () => {
  for (const { device, lang } of devicePlan(5)) {
    const dev = registryDevice(device);
    const desktop = device === 'desktop';
    it(`${device} ${lang}: information set, a request for two orders, its details, cancel, orders selectable again; My Subscriptions`, async ({ expect, onTestFailed }) => {
      const token = await apiRegister(env.url);
      const jp = await env.open(device, lang, { token });
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      const { page, t } = jp;
      const name = (x: { nameCn: string; nameEn: string }) => (lang === 'en' ? x.nameEn : x.nameCn);
      const go = async (route: string, params: Record<string, string> = {}) => {
        await page.goto(routePath(dev, lang, route, params));
        await settle(page);
      };

      const packageOrder = await paidOrder(jp, token, { kind: 'package', packageId: PACKAGE.id }, 'alipay', PACKAGE.fen);
      const templateOrder = await paidOrder(jp, token, { kind: 'template', templateId: TEMPLATE.id }, 'wechat', TEMPLATE.fen);

      // An information set: Enterprise, general VAT, with the title and taxpayer id that type requires.
      await go('invoiceTitleManage');
      await page.getByText(t('fapiao:info.empty')).waitFor();
      if (desktop) {
        // The page's Add (the empty state offers one too).
        await page.locator('.lb-center__actions').getByRole('button', { name: t('fapiao:info.add') }).click();
        const form = page.locator('.ant-modal:visible');
        await form.getByRole('button', { name: t('fapiao:info.save') }).click();
        await form.getByText(validationText(lang, 'fapiaoTitleRequired')).waitFor();
        await form.getByLabel(t('fapiao:field.title')).fill(INFO.title);
        await form.getByLabel(t('fapiao:field.taxpayerId')).fill(INFO.taxpayerId);
        await form.getByRole('button', { name: t('fapiao:info.save') }).click();
      } else {
        await page.getByRole('button', { name: t('fapiao:info.add') }).click();
        const sheet = page.locator('.lb-m-fp-sheet');
        await sheet.getByRole('button', { name: t('fapiao:info.save') }).click();
        await sheet.getByText(validationText(lang, 'fapiaoTaxpayerIdRequired')).waitFor();
        await sheet.locator('#m-fapiao-info_title').fill(INFO.title);
        await sheet.locator('#m-fapiao-info_taxpayerId').fill(INFO.taxpayerId);
        await sheet.getByRole('button', { name: t('fapiao:info.save') }).click();
      }
      await page.getByText(t('fapiao:info.default'), { exact: true }).waitFor();
      await expect(page.getByText(INFO.taxpayerId).count()).resolves.toBeGreaterThan(0);
      await jp.shot('information');

      // Step one: both orders selected, their number and sum shown.
      await go('invoiceApply');
      const step1 = page.locator(desktop ? 'section[aria-labelledby="lb-fp-step1"]' : 'section[aria-labelledby="lb-m-fp-step1"]');
      await step1.getByText(packageOrder).waitFor();
      await step1.getByText(templateOrder).waitFor();
      if (desktop) {
        for (const no of [packageOrder, templateOrder]) await step1.locator('tr', { hasText: no }).getByRole('checkbox').check();
      } else {
        for (const no of [packageOrder, templateOrder]) await step1.locator('.adm-checkbox', { hasText: no }).click();
      }
      await step1.getByText(t('fapiao:form.selected', { count: 2 }), { exact: true }).waitFor();
      await step1.getByText(t('fapiao:form.sum', { amount: SUM }), { exact: true }).waitFor();
      await jp.shot('orders-selected');
      await step1.getByRole('button', { name: t('fapiao:form.next') }).click();

      // Step two: the default set already chosen; the mailing address and a note typed in.
      const step2 = page.locator(desktop ? 'section[aria-labelledby="lb-fp-step2"]' : 'section[aria-labelledby="lb-m-fp-step2"]');
      await step2.getByText(t('fapiao:form.sum', { amount: SUM }), { exact: true }).waitFor();
      await expect(step2.getByRole('radio').first().isChecked()).resolves.toBe(true);
      const field = (key: string) => (desktop ? step2.getByLabel(t(`fapiao:field.${key}`)) : step2.locator(`#m-fapiao-request_${key}`));
      await field('receiverAddress').fill('上海市静安区南京西路88号 12楼');
      await field('receiverName').fill(lang === 'en' ? 'Li Si' : '李四');
      await field('receiverMobile').fill('13800138000');
      await field('notes').fill(lang === 'en' ? 'Contract fees 2026' : '2026年合同费用');
      await step2.getByRole('button', { name: t('fapiao:form.submit') }).click();

      // The details of the new request: Request Received, both orders, the sum.
      await page.waitForURL((u) => u.pathname.startsWith(routePath(dev, lang, 'invoiceDetails', { id: 'X' }).replace(/X$/, '')));
      const requestNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await settle(page);
      await page.getByText(t('fapiao:status.received'), { exact: true }).first().waitFor();
      await page.getByText(SUM, { exact: true }).first().waitFor();
      await page.getByText(packageOrder).waitFor();
      await page.getByText(templateOrder).waitFor();

      // The list shows it as Request Received; its details open from there, and it is cancelled.
      await go('invoiceManage');
      const row = desktop ? page.locator('tr', { hasText: requestNo }) : page.locator('.lb-m-fp-item', { hasText: requestNo });
      await row.getByText(t('fapiao:status.received'), { exact: true }).waitFor();
      await row.getByText(SUM, { exact: true }).waitFor();
      await jp.shot('listed');
      if (desktop) await row.getByRole('link', { name: `${t('fapiao:action.details')}: ${requestNo}` }).click();
      else await row.locator('.lb-m-fp-item__link').click();
      await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith(`/${requestNo}`));
      await settle(page);
      await page.getByRole('button', { name: t('fapiao:action.cancel') }).click();
      if (desktop) await page.locator('.ant-popconfirm').getByRole('button', { name: t('fapiao:action.cancel') }).click();
      else await page.locator('.adm-dialog').getByText(t('fapiao:action.cancel'), { exact: true }).click();
      await page.getByText(t('fapiao:status.cancelled'), { exact: true }).first().waitFor();
      // The page offers Cancel no more (the confirmation's own button lives outside the page, in a closing layer).
      await page.locator(desktop ? '.lb-center__main' : '.lb-m-page').getByRole('button', { name: t('fapiao:action.cancel') }).waitFor({ state: 'detached' });
      await jp.shot('cancelled');
      const detail = await api<{ status: number }>(env.url, `/fapiao/requests/${requestNo}`, { token });
      expect(detail.status).toBe(2);

      // The orders can be requested again.
      await go('invoiceApply');
      await step1.getByText(packageOrder).waitFor();
      await step1.getByText(templateOrder).waitFor();
      const again = await api<{ count: number; totalFen: number }>(env.url, '/fapiao/orders', { token });
      expect(again).toMatchObject({ count: 2, totalFen: PACKAGE.fen + TEMPLATE.fen });

      // My Subscriptions: the package bought and the template bought.
      if (desktop) {
        await go('order');
        const pkgRow = page.locator('tr', { hasText: name(PACKAGE) });
        await pkgRow.getByText(t('subscriptions:status.subscribing'), { exact: true }).waitFor();
        await pkgRow.getByText('¥12,888', { exact: true }).waitFor();
        await expect(pkgRow.getByRole('link', { name: `${t('subscriptions:action.templates')}: ${name(PACKAGE)}` }).getAttribute('href')).resolves.toBe(
          `${routePath(dev, lang, 'production', { id: PACKAGE.id })}?tab=templates`,
        );
        await jp.shot('subscriptions');
        await page.getByRole('tab', { name: t('subscriptions:tabs.templates') }).click();
        const tplRow = page.locator('tr', { hasText: name(TEMPLATE) });
        await tplRow.getByText(t('subscriptions:usage.unused'), { exact: true }).waitFor();
        await jp.shot('templates');
      } else {
        await go('subscribe');
        const card = page.locator('.lb-m-sub', { hasText: name(PACKAGE) });
        await card.getByText(t('subscriptions:status.subscribing'), { exact: true }).waitFor();
        await jp.shot('subscriptions');
        await page.locator('.adm-capsule-tabs-tab', { hasText: t('subscriptions:tabs.templates') }).click();
        await page.locator('.lb-m-sub', { hasText: name(TEMPLATE) }).getByText(t('subscriptions:usage.unused'), { exact: true }).waitFor();
        await jp.shot('templates');
        await card.waitFor({ state: 'detached' });
        await page.locator('.adm-capsule-tabs-tab', { hasText: t('subscriptions:tabs.packages') }).click();
        await page.locator('.lb-m-sub', { hasText: name(PACKAGE) }).click();
        await page.locator('.lb-m-menu__item', { hasText: name(TEMPLATE) }).waitFor();
      }
      await jp.close();
    });
  }
});

