import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { topupView } from '../../../shared/payments/testing/orders.ts';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import RechargePage from './RechargePage.tsx';

const WAIT = { timeout: 10_000 };
const PATH = '/m/cn/myCenter/recharge';
const base = {
  'GET /api/balance': { body: envelope(200, { balanceFen: 12345, currency: 'CNY' }) },
  'GET /api/balance/ledger': { body: envelope(200, { list: [], total: 0 }) },
};
const submit = () => fireEvent.click(screen.getByText('立即充值'));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const posts = (calls: Array<{ method: string; url: URL; body: string | null }>) => calls.filter((c) => c.method === 'POST');

beforeEach(async () => {
  queryClient.clear();
  await freshPage(PATH, 'cn');
  setCookieRaw('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance top-up (phone)', { timeout: 30_000 }, () => {
  it('gives the §5 messages before sending anything, each cleared as its field changes', async () => {
    recordToasts();
    const api = fakeApi(base);
    renderPage(<RechargePage />, { path: PATH, route: 'recharge' });
    expect(await screen.findByText('¥123.45', {}, WAIT)).toBeTruthy();
    submit();
    expect(alerts()).toEqual(['请输入您要充值的金额', '请选择一种支付方式。']);
    fireEvent.change(screen.getByLabelText('充值金额（元）'), { target: { value: '12.345' } });
    expect(alerts()).toEqual(['请选择一种支付方式。']);
    submit();
    expect(alerts()).toEqual(['请输入有效的数字。', '请选择一种支付方式。']);
    fireEvent.click(screen.getByText('支付宝'));
    await waitFor(() => expect(alerts()).toEqual(['请输入有效的数字。']));
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('opens the order, then its payment with the way back to payResult, and leaves for the wallet', async () => {
    recordToasts();
    // A wallet address on this page (only its fragment differs), so the test browser can follow it.
    const wallet = `${window.location.origin}${PATH}#wallet`;
    const api = fakeApi({
      ...base,
      'POST /api/orders': { body: envelope(200, topupView({ orderNo: 'M7', amountFen: 50000, status: 'created' })) },
      'POST /api/orders/M7/pay': {
        body: envelope(200, topupView({ orderNo: 'M7', amountFen: 50000, method: 'wechat', payment: { method: 'wechat', scene: 'h5', qrText: null, redirectUrl: wallet, expiresAt: Date.now() + 1_800_000 } })),
      },
    });
    renderPage(<RechargePage />, { path: PATH, route: 'recharge' });
    await screen.findByText('¥123.45', {}, WAIT);
    fireEvent.click(screen.getByText('¥500'));
    fireEvent.click(screen.getByText('微信支付'));
    submit();
    // The button shows its spinner now; a second submission while the first is on its way sends nothing more.
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(window.location.hash).toBe('#wallet'), WAIT);
    const [order, pay] = posts(api.calls);
    expect(JSON.parse(order.body!)).toEqual({ kind: 'topup', amount: '500', platform: 'mobile' });
    expect(pay.url.pathname).toBe('/api/orders/M7/pay');
    expect(JSON.parse(pay.body!)).toEqual({ method: 'wechat', platform: 'mobile', returnPath: '/m/cn/payResult/M7/topup' });
    expect(posts(api.calls)).toHaveLength(2);
  });

  it('shows the server field message under the amount', async () => {
    recordToasts();
    fakeApi({
      ...base,
      'POST /api/orders': {
        status: 400,
        body: envelope(100001, { fields: [{ path: 'amount', key: 'topupAmountInvalid', message: '请输入有效的数字。', messageEn: 'Please enter a valid number.' }] }),
      },
    });
    renderPage(<RechargePage />, { path: PATH, route: 'recharge' });
    await screen.findByText('¥123.45', {}, WAIT);
    fireEvent.change(screen.getByLabelText('充值金额（元）'), { target: { value: '500' } });
    fireEvent.click(screen.getByText('支付宝'));
    submit();
    await waitFor(() => expect(alerts()).toEqual(['请输入有效的数字。']), WAIT);
  });
});
