import { describe, it } from 'vitest';
import { routePath } from '@lexbridge/contract';
import { apiRegister } from '../harness/index.ts';
import { useJourneyEnv, type JourneyPage } from '../harness/journey.ts';
import { api } from '../harness/api.ts';
import { answerWallet, balanceOf, dialog, dialogResult, orderList, payIn, qrAddress, scanAndAnswer, unpaidContract, validationText } from '../flows/payment-flows.ts';

/**
 * Commerce journeys on the real server and the built app, paid through the sandbox providers exactly as a payer
 * does: the desktop QR code is opened in a second page (the "phone" that scans it) and confirmed or declined there;
 * a phone leaves for the wallet page and comes back to payResult. New accounts here get no free-trial counts
 * (TRIAL_PACKAGE_COUNT=0), so a template is not covered until it or its package is bought.
 *
 * Desktop: a package from the pricing page (Alipay) and drafting with it; a single template (WeChat Pay); a top-up
 * and a contract bought with the balance from its finished page; a declined payment retried. Phone: a top-up through
 * the wallet page; an order opened on a PC, declined on the phone, retried and paid. Languages alternate.
 */
const env = useJourneyEnv('commerce', { env: { TRIAL_PACKAGE_COUNT: '0' } });

const pkgName = (jp: JourneyPage, cn: string, en: string) => (jp.lang === 'en' ? en : cn);

describe.concurrent('commerce journeys', () => {
  it('desktop cn: buys an annual package on the pricing page with the Alipay QR code, then drafts a template of it', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const jp = await env.open('desktop', 'cn', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('pc', 'cn', 'items'));
    await page.getByRole('heading', { level: 1, name: t('pricing:title') }).waitFor();
    await page.getByText(t('pricing:faq.usd.q')).waitFor();
    const name = pkgName(jp, '定制套餐', 'Customised Package');
    await page.getByRole('button', { name: `${t('catalogue:action.subscribe')}: ${name}` }).click();
    await dialog(page).getByText(name, { exact: true }).waitFor();
    await expect(dialog(page).locator('.lb-pay__amount').innerText()).resolves.toBe('¥18,888');
    // A new account has no balance: the option says so and cannot be chosen.
    await dialog(page).getByText(t('pay:insufficient')).waitFor();
    await expect(dialog(page).getByRole('radio', { name: new RegExp(t('pay:method.balance')) }).isDisabled()).resolves.toBe(true);

    await payIn(jp, 'alipay');
    const address = await qrAddress(jp);
    await jp.shot('alipay-qr');
    await scanAndAnswer(jp.context, address, 'confirm', 1_888_800);
    await dialogResult(jp, 'success');
    await jp.shot('paid');
    const [order] = (await orderList(env.url, token)).list;
    expect(order).toMatchObject({ kind: 'package', itemRef: 'custom', status: 'paid', method: 'alipay', amountFen: 1_888_800 });

    // The package is the user's: its page says so, and a template of it is drafted on the package's account.
    await dialog(page).getByRole('link', { name: t('pay:success.viewTemplates') }).click();
    await page.waitForURL((u) => u.pathname === routePath('pc', 'cn', 'production', { id: 'custom' }));
    await page.getByText(t('catalogue:package.subscribedNote')).waitFor();
    await page.goto(routePath('pc', 'cn', 'templateInPackage', { packageId: 'custom', templateId: 'sale-of-goods' }));
    await page.getByText(t('catalogue:template.entitled')).waitFor();
    await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).first().click();
    await page.waitForURL(/\/draft\/[0-9a-f-]{36}$/);
    const draftId = new URL(page.url()).pathname.split('/').pop()!;
    const draft = await api<{ entitlement: { kind: string; priceFen: number } }>(env.url, `/drafts/${draftId}`, { token });
    expect(draft.entitlement).toMatchObject({ kind: 'package', priceFen: 0 });
    await jp.shot('drafting');
    await jp.close();
  });

  it('desktop en: buys a single template with the WeChat Pay QR code', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const jp = await env.open('desktop', 'en', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('pc', 'en', 'template', { templateId: 'jv-agreement' }));
    const buy = page.getByRole('button', { name: t('pay:buyTemplate', { price: '¥2,999' }) });
    await buy.click();
    await dialog(page).getByText('Sino-foreign Joint Venture Agreement', { exact: true }).waitFor();
    await payIn(jp, 'wechat');
    const address = await qrAddress(jp);
    await expect(dialog(page).getByText(t('pay:qr.scan', { app: t('pay:method.wechat'), amount: '¥2,999' })).isVisible()).resolves.toBe(true);
    await scanAndAnswer(jp.context, address, 'confirm', 299_900);
    await dialogResult(jp, 'success');
    const [order] = (await orderList(env.url, token)).list;
    expect(order).toMatchObject({ kind: 'template', itemRef: 'jv-agreement', status: 'paid', method: 'wechat', amountFen: 299_900 });

    // Bought: the page no longer offers it and says it can be drafted; Start drafting opens the questionnaire.
    await dialog(page).getByRole('button', { name: t('pay:action.finish') }).click();
    await page.getByText(t('catalogue:template.entitled')).waitFor();
    await expect(buy.count()).resolves.toBe(0);
    await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).first().click();
    await page.waitForURL(/\/draft\/[0-9a-f-]{36}$/);
    await jp.close();
  });

  it('desktop cn: tops up the balance, then pays a generated contract from it on its finished page', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const contract = await unpaidContract(env.url, token);
    const jp = await env.open('desktop', 'cn', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('pc', 'cn', 'recharge'));
    const submit = page.getByRole('button', { name: t('pay:recharge.submit') });
    await submit.click();
    await page.getByText(validationText(jp.lang, 'topupAmountRequired')).first().waitFor();
    await page.getByText(validationText(jp.lang, 'topupMethodRequired')).waitFor();
    await page.getByLabel(t('pay:recharge.amount')).fill('5.555');
    await submit.click();
    await page.getByText(validationText(jp.lang, 'topupAmountInvalid')).waitFor();
    await page.getByLabel(t('pay:recharge.amount')).fill('500');
    await page.getByRole('radio', { name: new RegExp(t('pay:method.alipay')) }).check();
    await submit.click();
    const address = await qrAddress(jp);
    // The balance never pays a top-up.
    await expect(dialog(page).getByRole('radio', { name: new RegExp(t('pay:method.balance')) }).count()).resolves.toBe(0);
    await scanAndAnswer(jp.context, address, 'confirm', 50_000);
    await dialogResult(jp, 'success');
    await dialog(page).getByRole('button', { name: t('pay:action.finish') }).click();
    await page.getByTestId('balance').getByText('¥500').waitFor();
    await page.locator('.ant-table-row').getByText('+¥500').waitFor();
    await jp.shot('topped-up');

    // The contract's finished page: Pay and Download, paid from the balance at once.
    await page.goto(routePath('pc', 'cn', 'productionsFinish', { id: contract.contractId }));
    await page.getByRole('button', { name: t('drafting:finish.payAndDownload') }).click();
    await dialog(page).getByText('¥299', { exact: true }).waitFor();
    await payIn(jp, 'balance');
    await dialogResult(jp, 'success');
    await dialog(page).getByRole('button', { name: t('drafting:contracts.downloadDocx') }).waitFor();
    await jp.shot('contract-paid');
    await dialog(page).getByRole('button', { name: t('pay:action.finish') }).click();
    await page.locator('.lb-finish__paid').getByText(t('drafting:contracts.paid')).waitFor();
    await expect(balanceOf(env.url, token)).resolves.toBe(50_000 - contract.priceFen);
    const ledger = await api<{ list: Array<{ reason: string; deltaFen: number }> }>(env.url, '/balance/ledger', { token });
    expect(ledger.list.map((l) => [l.reason, l.deltaFen])).toEqual([
      ['purchase', -contract.priceFen],
      ['topup', 50_000],
    ]);
    await jp.close();
  });

  it('desktop en: a declined payment fails with Retry, and the retry succeeds on the same order', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const jp = await env.open('desktop', 'en', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('pc', 'en', 'production', { id: 'foreign-trade' }));
    await page.getByRole('button', { name: t('catalogue:action.subscribe'), exact: true }).click();
    await payIn(jp, 'alipay');
    await scanAndAnswer(jp.context, await qrAddress(jp), 'decline');
    await dialogResult(jp, 'failure');
    await dialog(page).getByText(/Please click the button to try again/).waitFor();
    await expect(dialog(page).getByRole('link', { name: 'service@lexbridge.cn' }).getAttribute('href')).resolves.toBe('mailto:service@lexbridge.cn');
    await jp.shot('declined');

    await dialog(page).getByRole('button', { name: t('pay:action.retry') }).click();
    await payIn(jp, 'alipay');
    await scanAndAnswer(jp.context, await qrAddress(jp), 'confirm', 1_288_800);
    await dialogResult(jp, 'success');
    const { list } = await orderList(env.url, token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'package', itemRef: 'foreign-trade', status: 'paid' });

    // Payment History shows it paid, with nothing left to pay.
    await page.goto(routePath('pc', 'en', 'paymentRecords'));
    const row = page.locator(`tr[data-row-key="${list[0].orderNo}"]`);
    await row.getByText(t('pay:status.paid')).waitFor();
    await expect(row.getByText('¥12,888').count()).resolves.toBe(1);
    await expect(row.getByRole('button', { name: t('pay:records.payOf', { no: list[0].orderNo }) }).count()).resolves.toBe(0);
    await jp.close();
  });

  it('phone en: tops up through the mobile wallet page and lands on the payment result', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const jp = await env.open('phone', 'en', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('mobile', 'en', 'recharge'));
    const submit = page.getByRole('button', { name: t('pay:recharge.submit') });
    await submit.click();
    await page.getByText(validationText(jp.lang, 'topupMethodRequired')).waitFor();
    await page.getByLabel(t('pay:recharge.amount')).fill('abc');
    await submit.click();
    await page.getByText(validationText(jp.lang, 'topupAmountInvalid')).waitFor();
    await page.getByLabel(t('pay:recharge.amount')).fill('88.8');
    await page.getByText(t('pay:method.wechat'), { exact: true }).click();
    await submit.click();

    await page.waitForURL(/\/api\/dev\/pay\//);
    await answerWallet(page, 'confirm', 8_880);
    // The wallet leads back to the site: payment loading, then the result.
    await page.locator('a[href*="/payResult/"]').click();
    await page.waitForURL(/\/m\/en\/payResultShow\/[^/]+\/topup$/, { timeout: 20_000 });
    await page.getByRole('heading', { name: t('pay:success.title') }).waitFor();
    await page.getByText(t('pay:success.topup', { amount: '¥88.80' })).waitFor();
    await jp.shot('topped-up');
    await expect(balanceOf(env.url, token)).resolves.toBe(8_880);

    await page.getByRole('link', { name: t('pay:mobile.toRecharge') }).click();
    await page.getByTestId('balance').getByText('¥88.80').waitFor();
    await page.locator('.lb-m-ledger__row').getByText('+¥88.80').waitFor();
    await jp.close();
  });

  it('phone cn: pays an order opened on a PC; declined, it fails with Retry, and the retry is paid', async ({ expect, onTestFailed }) => {
    const token = await apiRegister(env.url);
    const order = await api<{ orderNo: string }>(env.url, '/orders', { token, body: { kind: 'package', packageId: 'domestic' } });
    const jp = await env.open('phone', 'cn', { token });
    onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
    const { page, t } = jp;

    await page.goto(routePath('mobile', 'cn', 'paymentRecords'));
    await page.getByRole('link', { name: t('pay:records.payOf', { no: order.orderNo }) }).click();
    await page.waitForURL((u) => u.pathname === routePath('mobile', 'cn', 'payment', { id: order.orderNo, type: 'order' }));
    await page.getByText('¥12,888').waitFor();
    await page.getByText(t('pay:method.alipay'), { exact: true }).click();
    await page.getByRole('button', { name: t('pay:action.toPay') }).click();
    await page.waitForURL(/\/api\/dev\/pay\//);
    await answerWallet(page, 'decline');
    await page.locator('a[href*="/payResult/"]').click();
    await page.waitForURL(/\/m\/cn\/payResultShow\//, { timeout: 20_000 });
    await page.getByRole('heading', { name: t('pay:failure.title') }).waitFor();
    await jp.shot('declined');

    await page.getByRole('link', { name: t('pay:action.retry') }).click();
    await page.getByText(t('pay:method.alipay'), { exact: true }).click();
    await page.getByRole('button', { name: t('pay:action.toPay') }).click();
    await page.waitForURL(/\/api\/dev\/pay\//);
    await answerWallet(page, 'confirm', 1_288_800);
    await page.locator('a[href*="/payResult/"]').click();
    await page.waitForURL(/\/m\/cn\/payResultShow\//, { timeout: 20_000 });
    await page.getByRole('heading', { name: t('pay:success.title') }).waitFor();
    const paid = (await orderList(env.url, token)).list.find((o) => o.orderNo === order.orderNo);
    expect(paid).toMatchObject({ status: 'paid', method: 'alipay' });
    await jp.close();
  });
});
