import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { orderView as order } from '../../../shared/payments/testing/orders.ts';
import type { PayItem } from '../../../shared/payments/types.ts';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw, type Call } from '../../../testing/helpers.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

const WAIT = { timeout: 10_000 };
const POLL = 25;
const ITEM: PayItem = { kind: 'package', packageId: 'custom', nameCn: '定制套餐', nameEn: 'Customised Package', amountFen: 1888800 };
/** A sandbox wallet address of this site: the dialog links it for testers. */
const QR = `${window.location.origin}/api/dev/pay/sandbox-token-1234567890`;

const paying = (method: 'alipay' | 'wechat' = 'alipay') =>
  order({ status: 'paying', method, payment: { method, scene: 'qr', qrText: QR, redirectUrl: null, expiresAt: Date.now() + 1_800_000 } });

/** The dialog on a page that can close it, as the pages use it. */
function Host({ item = ITEM }: { item?: PayItem }) {
  const [open, setOpen] = useState(true);
  return open ? <PaymentDialog item={item} pollMs={POLL} onClose={() => setOpen(false)} /> : <p>closed</p>;
}

const click = (text: string) => fireEvent.click(screen.getByText(text, { selector: 'button, button *, label, label *' }));
const polls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/orders/LB100').length;

beforeEach(async () => {
  queryClient.clear();
  await freshPage('/en/items', 'en');
  setCookieRaw('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payment dialog', { timeout: 30_000 }, () => {
  it('shows the balance with "(insufficient balance)" and does not let it be chosen when it is short', async () => {
    recordToasts();
    fakeApi({ 'GET /api/balance': { body: envelope(200, { balanceFen: 100, currency: 'CNY' }) } });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    expect(await screen.findByText('(insufficient balance)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Customised Package')).toBeTruthy();
    expect(screen.getByText('¥18,888')).toBeTruthy();
    // Until the balance has answered it counts as short; then it shows what it holds.
    await waitFor(() => expect(document.querySelector('.lb-pay-method__balance')!.textContent).toBe('¥1(insufficient balance)'), WAIT);
    const radio = screen.getByRole('radio', { name: /Account balance/ }) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Alipay/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('asks for a method first, then opens one order and one QR code however often To pay is clicked', async () => {
    recordToasts();
    let release: () => void = () => undefined;
    const api = fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 0, currency: 'CNY' }) },
      'POST /api/orders': async () => {
        await new Promise<void>((r) => (release = r));
        return { body: envelope(200, order()) };
      },
      'POST /api/orders/LB100/pay': { body: envelope(200, paying()) },
      'GET /api/orders/LB100': { body: envelope(200, paying()) },
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('(insufficient balance)', {}, WAIT);
    click('To pay');
    expect(screen.getByRole('alert').textContent).toBe('Please select one payment method.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    click('Alipay');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const toPay = screen.getByText('To pay', { selector: 'button *' });
    fireEvent.click(toPay);
    fireEvent.click(toPay);
    fireEvent.click(toPay);
    release();
    expect(await screen.findByText('Scan with Alipay to pay ¥18,888', {}, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/orders')).toHaveLength(1);
    const pays = api.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/orders/LB100/pay');
    expect(pays).toHaveLength(1);
    expect(JSON.parse(pays[0].body!)).toEqual({ method: 'alipay', platform: 'pc' });
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/orders')!.body!)).toEqual({ kind: 'package', packageId: 'custom', platform: 'pc' });
    expect(screen.getByRole('link', { name: 'Open the sandbox wallet (test payment)' }).getAttribute('href')).toBe(QR);
    expect(document.querySelector('.lb-pay-qr svg')).toBeTruthy();
  });

  it('polls while the code waits, shows payment in progress, then success; polling stops when the dialog closes', async () => {
    recordToasts();
    let answers = 0;
    const api = fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 0, currency: 'CNY' }) },
      'POST /api/orders': { body: envelope(200, order()) },
      'POST /api/orders/LB100/pay': { body: envelope(200, paying('wechat')) },
      'GET /api/orders/LB100': () => ({ body: envelope(200, ++answers < 4 ? paying('wechat') : order({ status: 'paid', method: 'wechat', paidAt: Date.now() })) }),
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('(insufficient balance)', {}, WAIT);
    click('WeChat Pay');
    click('To pay');
    await screen.findByText('Scan with WeChat Pay to pay ¥18,888', {}, WAIT);
    await waitFor(() => expect(polls(api.calls)).toBeGreaterThanOrEqual(1), WAIT);
    click('Payment Completed');
    expect(screen.getAllByText('Payment in progress…').length).toBeGreaterThan(0);
    expect(await screen.findByText('Payment Successful', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Your subscription to Customised Package is active/)).toBeTruthy();
    expect(screen.getByText("View the package's templates").closest('a')!.getAttribute('href')).toBe('/en/production/custom');
    // Paid: the dialog asks no more.
    const afterPaid = polls(api.calls);
    await new Promise((r) => setTimeout(r, POLL * 6));
    expect(polls(api.calls)).toBe(afterPaid);
    click('Finish');
    expect(await screen.findByText('closed', {}, WAIT)).toBeTruthy();
  });

  it('stops polling as soon as the dialog is closed while the code waits', async () => {
    recordToasts();
    const api = fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 0, currency: 'CNY' }) },
      'POST /api/orders': { body: envelope(200, order()) },
      'POST /api/orders/LB100/pay': { body: envelope(200, paying()) },
      'GET /api/orders/LB100': { body: envelope(200, paying()) },
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('(insufficient balance)', {}, WAIT);
    click('Alipay');
    click('To pay');
    await screen.findByText('Scan with Alipay to pay ¥18,888', {}, WAIT);
    await waitFor(() => expect(polls(api.calls)).toBeGreaterThanOrEqual(2), WAIT);
    click('Close');
    await screen.findByText('closed', {}, WAIT);
    const atClose = polls(api.calls);
    await new Promise((r) => setTimeout(r, POLL * 6));
    expect(polls(api.calls)).toBe(atClose);
  });

  it('shows Payment Failed with the customer-service mail, and Retry pays the same order again', async () => {
    recordToasts();
    let declined = true;
    const api = fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 0, currency: 'CNY' }) },
      'POST /api/orders': { body: envelope(200, order()) },
      'POST /api/orders/LB100/pay': () => ({ body: envelope(200, paying(declined ? 'alipay' : 'wechat')) }),
      'GET /api/orders/LB100': () => ({ body: envelope(200, declined ? order({ status: 'failed', method: 'alipay' }) : order({ status: 'paid', method: 'wechat' })) }),
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('(insufficient balance)', {}, WAIT);
    click('Alipay');
    click('To pay');
    expect(await screen.findByText('Payment Failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Please click the button to try again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'service@lexbridge.cn' }).getAttribute('href')).toBe('mailto:service@lexbridge.cn');

    declined = false;
    click('Retry');
    click('WeChat Pay');
    click('To pay');
    expect(await screen.findByText('Payment Successful', {}, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/orders')).toHaveLength(1);
    const pays = api.calls.filter((c) => c.url.pathname === '/api/orders/LB100/pay').map((c) => JSON.parse(c.body!).method);
    expect(pays).toEqual(['alipay', 'wechat']);
  });

  it('pays from the balance at once with Pay Now', async () => {
    recordToasts();
    const api = fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 2_000_000, currency: 'CNY' }) },
      'POST /api/orders': { body: envelope(200, order()) },
      'POST /api/orders/LB100/pay': { body: envelope(200, order({ status: 'paid', method: 'balance', paidAt: Date.now() })) },
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('¥20,000', {}, WAIT);
    expect(screen.queryByText('(insufficient balance)')).toBeNull();
    click('Account balance');
    click('Pay Now');
    expect(await screen.findByText('Payment Successful', {}, WAIT)).toBeTruthy();
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/orders/LB100/pay')!.body!)).toEqual({ method: 'balance', platform: 'pc' });
    expect(polls(api.calls)).toBe(0);
  });

  it('keeps the choice open when the server refuses (insufficient balance), showing its message', async () => {
    const toasts = recordToasts();
    let balance = 2_000_000;
    fakeApi({
      'GET /api/balance': () => ({ body: envelope(200, { balanceFen: balance, currency: 'CNY' }) }),
      'POST /api/orders': { body: envelope(200, order()) },
      'POST /api/orders/LB100/pay': () => {
        balance = 0;
        return { body: envelope(400104, null, { messageEn: 'Insufficient balance' }) };
      },
    });
    renderPage(<Host />, { path: '/en/items', route: 'items' });
    await screen.findByText('¥20,000', {}, WAIT);
    click('Account balance');
    click('Pay Now');
    await waitFor(() => expect(toasts.errors).toEqual(['Insufficient balance']), WAIT);
    expect(await screen.findByText('(insufficient balance)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Pay Now', { selector: 'button *' })).toBeTruthy();
  });

  it('resumes an existing order with its open QR code (Payment History)', async () => {
    recordToasts();
    fakeApi({
      'GET /api/balance': { body: envelope(200, { balanceFen: 0, currency: 'CNY' }) },
      'GET /api/orders/LB100': { body: envelope(200, paying('wechat')) },
    });
    renderPage(<Host item={{ kind: 'order', orderNo: 'LB100' }} />, { path: '/en/myCenter/paymentRecords', route: 'paymentRecords' });
    expect(await screen.findByText('Scan with WeChat Pay to pay ¥18,888', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Customised Package')).toBeTruthy();
  });
});
