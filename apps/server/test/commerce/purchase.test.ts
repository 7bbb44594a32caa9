import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { call, callOk, listeningApp, member, orderAndPay, rows, walletPress } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

describe('buying with the sandbox provider', () => {
  it('a package: order → QR → wallet confirm → notification → paid → a year of subscription', async () => {
    const { token, id } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'package', packageId: 'domestic', agentId: 'ag1', activityId: 'act9' } });
    expect(order).toMatchObject({ kind: 'package', itemRef: 'domestic', amountFen: 1288800, currency: 'CNY', status: 'created', payment: null });

    const paying = await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'alipay' } });
    expect(paying.status).toBe('paying');
    expect(paying.payment).toMatchObject({ method: 'alipay', scene: 'qr', redirectUrl: null });
    const link: string = paying.payment.qrText;
    expect(link.startsWith(`${t.ctx.config.PUBLIC_URL}/api/dev/pay/`)).toBe(true);

    const page = await (await fetch(link)).text();
    expect(page).toContain('data-amount-fen="1288800"');
    expect(page).toContain('Confirm payment');
    const after = await walletPress(link, 'confirm');
    expect(after).toContain('the merchant has been notified');

    const paid = await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token });
    expect(paid).toMatchObject({ status: 'paid', method: 'alipay', payment: null });
    const subs = await rows<{ starts_at: Date; expires_at: Date }>(t, sql`select starts_at, expires_at from subscriptions where user_id = ${id} and package_id = 'domestic' and kind = 'subscribe'`);
    expect(subs).toHaveLength(1);
    expect(new Date(subs[0].expires_at).getTime() - new Date(subs[0].starts_at).getTime()).toBe(365 * 86_400_000);
    const [o] = await rows(t, sql`select agent_id, activity_id from orders where order_no = ${order.orderNo}`);
    expect(o).toEqual({ agent_id: 'ag1', activity_id: 'act9' });
  });

  it('a second year starts when the first ends', async () => {
    const { token, id } = await member(t.app);
    for (let i = 0; i < 2; i++) {
      const { link } = await orderAndPay(t.app, token, { kind: 'package', packageId: 'foreign-trade' }, 'wechat');
      await walletPress(link, 'confirm');
    }
    const subs = await rows<{ starts_at: Date; expires_at: Date }>(t, sql`select starts_at, expires_at from subscriptions where user_id = ${id} and package_id = 'foreign-trade' order by starts_at`);
    expect(subs).toHaveLength(2);
    expect(new Date(subs[1].starts_at).getTime()).toBe(new Date(subs[0].expires_at).getTime());
  });

  it('a template with WeChat Pay on a phone browser is refused (PC only); a top-up on a phone gets a mobile payment', async () => {
    const { token } = await member(t.app);
    const phoneUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const refused = await call(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' }, headers: { 'user-agent': phoneUa } });
    expect(refused.body.code).toBe(400101);
    const topup = await callOk(t.app, 'POST', '/api/balance/topup', { token, body: { amount: '12.5', method: 'wechat', platform: 'mobile', returnPath: '/m/cn/payResult' } });
    expect(topup).toMatchObject({ kind: 'topup', amountFen: 1250, status: 'paying' });
    expect(topup.payment).toMatchObject({ scene: 'h5', qrText: null });
    await walletPress(topup.payment.redirectUrl, 'confirm');
    expect(await callOk(t.app, 'GET', '/api/balance', { token })).toEqual({ balanceFen: 1250, currency: 'CNY' });
    const ledger = await callOk(t.app, 'GET', '/api/balance/ledger', { token });
    expect(ledger.list).toMatchObject([{ deltaFen: 1250, balanceAfterFen: 1250, reason: 'topup', orderNo: topup.orderNo }]);
  });

  it('the price is the catalogue\'s: a client amount on a template order is not part of the call', async () => {
    const { token } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods', amountFen: 1 } });
    expect(order.amountFen).toBe(199900);
  });

  it('a declined payment fails the order; a retry opens a new trade and pays', async () => {
    const { token, id } = await member(t.app);
    const { orderNo, link } = await orderAndPay(t.app, token, { kind: 'template', templateId: 'sale-of-goods' });
    expect(await walletPress(link, 'decline')).toContain('This trade is closed');
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('failed');
    const retry = await callOk(t.app, 'POST', `/api/orders/${orderNo}/pay`, { token, body: { method: 'wechat' } });
    expect(retry.payment.qrText).not.toBe(link);
    await walletPress(retry.payment.qrText, 'confirm');
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('paid');
    expect(await rows(t, sql`select template_id from template_purchases where user_id = ${id}`)).toEqual([{ template_id: 'sale-of-goods' }]);
  });

  it('switching method closes the open trade first, so the old QR code can no longer pay', async () => {
    const { token } = await member(t.app);
    const { orderNo, link } = await orderAndPay(t.app, token, { kind: 'template', templateId: 'purchase-of-goods' });
    const again = await callOk(t.app, 'POST', `/api/orders/${orderNo}/pay`, { token, body: { method: 'alipay' } });
    expect(again.payment.qrText).toBe(link);
    const other = await callOk(t.app, 'POST', `/api/orders/${orderNo}/pay`, { token, body: { method: 'wechat' } });
    expect(other.payment.qrText).not.toBe(link);
    expect(await walletPress(link, 'confirm')).toContain('This trade is closed');
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('paying');
  });

  it('the package calls of spec §7: subscribe opens the order, ordersubmit pays it', async () => {
    const { token, id } = await member(t.app);
    const order = await callOk(t.app, 'PUT', '/api/productpkgs/subscribe', { token, query: { id: 'belt-road', agentId: 'ag7' } });
    expect(order).toMatchObject({ kind: 'package', itemRef: 'belt-road', amountFen: 1988800, status: 'created' });
    const paying = await callOk(t.app, 'PUT', '/api/productpkgs/ordersubmit', { token, query: { orderNo: order.orderNo, method: 'wechat' } });
    await walletPress(paying.payment.qrText, 'confirm');
    expect(await rows(t, sql`select package_id from subscriptions where user_id = ${id} and kind = 'subscribe'`)).toEqual([{ package_id: 'belt-road' }]);
    expect((await call(t.app, 'PUT', '/api/productpkgs/subscribe', { token, query: { id: 'trial' } })).body.code).toBe(400108);
  });

  it("another user's order is not found", async () => {
    const a = await member(t.app);
    const b = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token: a.token, body: { kind: 'package', packageId: 'custom' } });
    expect((await call(t.app, 'GET', `/api/orders/${order.orderNo}`, { token: b.token })).body.code).toBe(100002);
    expect((await call(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token: b.token, body: { method: 'alipay' } })).body.code).toBe(100002);
  });
});
