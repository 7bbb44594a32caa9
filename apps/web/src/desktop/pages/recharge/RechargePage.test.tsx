import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderView } from '@lexbridge/contract/api/commerce';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { topupView } from '../../../shared/payments/testing/orders.ts';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import RechargePage from './RechargePage.tsx';

const WAIT = { timeout: 10_000 };
const topupOrder = (over: Partial<OrderView> = {}): OrderView =>
  topupView({
    orderNo: 'TOP1',
    amountFen: 50000,
    method: 'wechat',
    payment: { method: 'wechat', scene: 'qr', qrText: 'weixin://wxpay/bizpayurl?pr=abc', redirectUrl: null, expiresAt: Date.now() + 1_800_000 },
    ...over,
  });

const base = {
  'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
  'GET /api/balance': { body: envelope(200, { balanceFen: 12345, currency: 'CNY' }) },
  'GET /api/balance/ledger': { body: envelope(200, { list: [], total: 0 }) },
};
const submit = () => fireEvent.click(screen.getByText('Top up', { selector: 'button *' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(async () => {
  queryClient.clear();
  await freshPage('/en/myCenter/recharge', 'en');
  setCookieRaw('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance top-up (desktop)', { timeout: 30_000 }, () => {
  it('gives the §5 messages: amount required, a valid number, a method chosen', async () => {
    recordToasts();
    const api = fakeApi(base);
    renderPage(<RechargePage />, { path: '/en/myCenter/recharge', route: 'recharge' });
    expect(await screen.findByText('¥123.45', {}, WAIT)).toBeTruthy();
    submit();
    expect(alerts()).toEqual(['Please enter the amount you wish to add here', 'Please select one payment method.']);

    for (const bad of ['abc', '0', '12.345']) {
      fireEvent.change(screen.getByLabelText('Amount (yuan)'), { target: { value: bad } });
      submit();
      expect(alerts()[0]).toBe('Please enter a valid number.');
    }
    fireEvent.click(screen.getByText('¥500', { selector: 'button *' }));
    fireEvent.click(screen.getByText('Alipay'));
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server field message next to the amount', async () => {
    recordToasts();
    fakeApi({
      ...base,
      'POST /api/balance/topup': {
        status: 400,
        body: envelope(100001, { fields: [{ path: 'amount', key: 'topupAmountInvalid', message: '请输入有效的数字。', messageEn: 'Please enter a valid number.' }] }),
      },
    });
    renderPage(<RechargePage />, { path: '/en/myCenter/recharge', route: 'recharge' });
    await screen.findByText('¥123.45', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Amount (yuan)'), { target: { value: '500' } });
    fireEvent.click(screen.getByText('WeChat Pay'));
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Please enter a valid number.']), WAIT);
  });

  it('pays the top-up by QR code and offers Retry with the §8 top-up failure message', async () => {
    recordToasts();
    let failed = false;
    const api = fakeApi({
      ...base,
      'POST /api/balance/topup': { body: envelope(200, topupOrder()) },
      'GET /api/orders/TOP1': () => ({ body: envelope(200, failed ? topupOrder({ status: 'failed', payment: null }) : topupOrder()) }),
      'POST /api/orders/TOP1/pay': { body: envelope(200, topupOrder()) },
    });
    renderPage(<RechargePage pollMs={25} />, { path: '/en/myCenter/recharge', route: 'recharge' });
    await screen.findByText('¥123.45', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Amount (yuan)'), { target: { value: ' 500 ' } });
    fireEvent.click(screen.getByText('WeChat Pay'));
    submit();
    expect(await screen.findByText('Scan with WeChat Pay to pay ¥500', {}, WAIT)).toBeTruthy();
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/balance/topup')!.body!)).toEqual({ amount: '500', method: 'wechat', platform: 'pc' });
    // The balance cannot pay a top-up: it is not offered in the dialog.
    expect(screen.queryByRole('radio', { name: /Account balance/ })).toBeNull();

    failed = true;
    expect(await screen.findByText('Payment Failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Your payment failed\. Please try again\./)).toBeTruthy();
    fireEvent.click(screen.getByText('Retry', { selector: 'button *' }));
    failed = false;
    fireEvent.click(screen.getByText('To pay', { selector: 'button *' }));
    expect(await screen.findByText('Scan with WeChat Pay to pay ¥500', {}, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.url.pathname === '/api/orders/TOP1/pay')).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.pathname === '/api/balance/topup')).toHaveLength(1);
  });
});
