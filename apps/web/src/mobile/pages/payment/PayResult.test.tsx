import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { OrderView } from '@lexbridge/contract/api/commerce';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { topupView } from '../../../shared/payments/testing/orders.ts';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import PayResultPage from './PayResultPage.tsx';
import PayResultShowPage from './PayResultShowPage.tsx';

const WAIT = { timeout: 10_000 };
const order = (over: Partial<OrderView> = {}): OrderView => topupView({ orderNo: 'M1', amountFen: 10000, method: 'alipay', ...over });

beforeEach(async () => {
  queryClient.clear();
  setCookieRaw('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile payment result pages', { timeout: 30_000 }, () => {
  it('payResult polls the order while it is being paid, then shows the result page', async () => {
    await freshPage('/m/cn/payResult/M1/topup', 'cn');
    setCookieRaw('token', 'tok');
    recordToasts();
    let n = 0;
    const api = fakeApi({ 'GET /api/orders/M1': () => ({ body: envelope(200, ++n < 3 ? order() : order({ status: 'paid' })) }) });
    const router = renderPage(<PayResultPage pollMs={20} />, { path: '/m/cn/payResult/M1/topup', route: 'payResult', params: { orderNo: 'M1', type: 'topup' } });
    expect(await screen.findByText('支付确认中…', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/cn/payResultShow/M1/topup'), WAIT);
    expect(api.calls.filter((c) => c.url.pathname === '/api/orders/M1').length).toBe(3);
  });

  it('payResult says when the order is not found, and stays', async () => {
    await freshPage('/m/en/payResult/NOPE01/package/custom', 'en');
    setCookieRaw('token', 'tok');
    recordToasts();
    fakeApi({ 'GET /api/orders/NOPE01': { status: 404, body: envelope(100002) } });
    const router = renderPage(<PayResultPage pollMs={20} />, { path: '/m/en/payResult/NOPE01/package/custom', route: 'payResult', params: { orderNo: 'NOPE01', type: 'package', id: 'custom' } });
    expect(await screen.findByText('This order cannot be found or can no longer be paid.', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/en/payResult/NOPE01/package/custom');
  });

  it('payResultShow: Payment Successful leads back to the item and the personal centre', async () => {
    await freshPage('/m/en/payResultShow/M1/contract/42', 'en');
    setCookieRaw('token', 'tok');
    recordToasts();
    fakeApi({ 'GET /api/orders/M1': { body: envelope(200, order({ status: 'paid', kind: 'contract', itemRef: '42', productNameEn: 'Sale contract' })) } });
    renderPage(<PayResultShowPage />, { path: '/m/en/payResultShow/M1/contract/42', route: 'payResultShow', params: { orderNo: 'M1', type: 'contract', id: '42' } });
    expect(await screen.findByText('Payment Successful', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Back').closest('a')!.getAttribute('href')).toBe('/m/en/myCenter/contract/view/42');
    expect(screen.getByText('Personal centre').closest('a')!.getAttribute('href')).toBe('/m/en/myCenter');
  });

  it('payResultShow: a failed top-up gives the §8 top-up message, the mail link and Retry on the same order', async () => {
    await freshPage('/m/en/payResultShow/M1/topup', 'en');
    setCookieRaw('token', 'tok');
    recordToasts();
    fakeApi({ 'GET /api/orders/M1': { body: envelope(200, order({ status: 'failed' })) } });
    renderPage(<PayResultShowPage />, { path: '/m/en/payResultShow/M1/topup', route: 'payResultShow', params: { orderNo: 'M1', type: 'topup' } });
    expect(await screen.findByText('Payment Failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Your payment failed\. Please try again\./)).toBeTruthy();
    expect(screen.getByText('service@lexbridge.cn').getAttribute('href')).toBe('mailto:service@lexbridge.cn');
    expect(screen.getByText('Retry').closest('a')!.getAttribute('href')).toBe('/m/en/payment/M1/order');
    expect(screen.getByText('Top up balance').closest('a')!.getAttribute('href')).toBe('/m/en/myCenter/recharge');
  });
});
