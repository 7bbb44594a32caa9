import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { reconcile } from '../../src/modules/payments/reconcile.service.ts';
import { outTradeNo, startRealGateways, stopRealGateways, type RealGateways } from './gateways.ts';
import { callOk, member, rows } from './harness.ts';
import { ops, opsOk } from './staff.ts';

/** Refunds with PAY_*_PROVIDER=real: the adapters against the local gateways, including refunds they do not confirm at once. */
let { t, alipay, wechat } = {} as RealGateways;
beforeAll(async () => {
  ({ t, alipay, wechat } = await startRealGateways());
});
afterAll(() => stopRealGateways({ t, alipay, wechat }));

/** An order paid at a gateway, the notification applied; answers its number and trade number. */
async function paid(token: string, body: Record<string, unknown>, method: 'alipay' | 'wechat') {
  const order = await callOk(t.app, 'POST', '/api/orders', { token, body });
  await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method } });
  const trade = await outTradeNo(t, order.orderNo);
  if (method === 'alipay') await alipay.pay(trade);
  else await wechat.pay(trade);
  expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('paid');
  return { orderNo: order.orderNo as string, trade };
}

const refund = (orderNo: string) => opsOk(t, 'POST', `/orders/${orderNo}/refund`, { reason: '客户申请退款' });
const refundsAt = (gw: 'alipay' | 'wechat', trade: string) =>
  gw === 'alipay' ? [...alipay.refunds.values()].filter((r) => r.outTradeNo === trade) : [...wechat.refunds.values()].filter((r) => r.outTradeNo === trade);

describe('refunds through the real gateway adapters', () => {
  it('Alipay: alipay.trade.refund confirms at once; the trade-closed notification that follows changes nothing', async () => {
    const { token, id } = await member(t.app);
    const { orderNo, trade } = await paid(token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
    const shown = await refund(orderNo);
    expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'succeeded', outTradeNo: trade, providerRefundNo: alipay.trades.get(trade)!.tradeNo, tries: 1 } });
    expect(refundsAt('alipay', trade)).toMatchObject([{ outRequestNo: `${orderNo}R1`, refundAmount: '1999.00', reason: '客户申请退款' }]);
    expect(await rows(t, sql`select id from template_purchases where user_id = ${id}`)).toEqual([]);
    // Alipay tells about the closed trade, and may repeat the payment notification: both are acknowledged, nothing moves.
    for (const body of [alipay.notification(trade), alipay.notification(trade, { trade_status: 'TRADE_SUCCESS' })]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body });
      expect(res.body).toBe('success');
    }
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('refunded');
    expect(await rows(t, sql`select id from template_purchases where user_id = ${id}`)).toEqual([]);
  });

  it('WeChat Pay: PROCESSING stays pending; the reconciliation pass confirms it once WeChat Pay finishes', async () => {
    const { token } = await member(t.app);
    const { orderNo, trade } = await paid(token, { kind: 'package', packageId: 'domestic' }, 'wechat');
    const shown = await refund(orderNo);
    const made = wechat.refunds.get(`${orderNo}R1`)!;
    expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'pending', providerRefundNo: made.refundId, tries: 1, lastError: null } });
    expect(made).toMatchObject({ refundFen: 1288800, totalFen: 1288800, status: 'PROCESSING' });
    // The payer sees the order refunded, the money on its way.
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).refund).toMatchObject({ status: 'pending', method: 'wechat', succeededAt: null });

    expect((await reconcile(t.ctx)).refunded).toBe(0);
    expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund).toMatchObject({ status: 'pending', tries: 2 });
    wechat.settleRefund(`${orderNo}R1`);
    expect((await reconcile(t.ctx)).refunded).toBe(1);
    expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund).toMatchObject({ status: 'succeeded', tries: 3 });
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).refund).toMatchObject({ status: 'succeeded', succeededAt: expect.any(Number) });
    expect((await reconcile(t.ctx)).refunded).toBe(0);
    expect(refundsAt('wechat', trade)).toHaveLength(1);
  });

  it('a gateway failure leaves the refund pending with the error; the next pass completes it, refunding once', async () => {
    for (const method of ['alipay', 'wechat'] as const) {
      const { token, id } = await member(t.app);
      const { orderNo, trade } = await paid(token, { kind: 'template', templateId: 'purchase-of-goods' }, method);
      if (method === 'alipay') alipay.refundFaults.push('ACQ.SYSTEM_ERROR', 'ACQ.SYSTEM_ERROR');
      else wechat.refundFaults.push('SYSTEM_ERROR', 'NOT_ENOUGH');
      const shown = await refund(orderNo);
      // Delivery is taken back with the refund recorded; the money is owed until the provider confirms.
      expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'pending', providerRefundNo: null, tries: 1, lastError: expect.stringMatching(/SYSTEM_ERROR/) } });
      expect(await rows(t, sql`select id from template_purchases where user_id = ${id}`)).toEqual([]);
      expect(refundsAt(method, trade)).toHaveLength(0);

      await reconcile(t.ctx);
      expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund).toMatchObject({ status: 'pending', tries: 2, lastError: expect.stringMatching(method === 'alipay' ? /SYSTEM_ERROR/ : /NOT_ENOUGH/) });
      await reconcile(t.ctx);
      if (method === 'wechat') {
        expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund).toMatchObject({ status: 'pending', lastError: null });
        wechat.settleRefund(`${orderNo}R1`);
        await reconcile(t.ctx);
      }
      expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund, method).toMatchObject({ status: 'succeeded', lastError: null });
      expect(refundsAt(method, trade), method).toHaveLength(1);
      // A second refund of the order is refused; the gateway is not asked again.
      expect((await ops(t, 'POST', `/orders/${orderNo}/refund`, { reason: 'again' })).body.code).toBe(400113);
      expect(refundsAt(method, trade)).toHaveLength(1);
    }
  });

  it('a refund the provider gives up on (ABNORMAL) is failed, kept for staff, and no longer asked about', async () => {
    const { token } = await member(t.app);
    const { orderNo } = await paid(token, { kind: 'topup', amount: '88' }, 'wechat');
    await refund(orderNo);
    wechat.settleRefund(`${orderNo}R1`, 'ABNORMAL');
    await reconcile(t.ctx);
    const shown = await opsOk(t, 'GET', `/orders/${orderNo}`);
    expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'failed', lastError: 'refund ABNORMAL' } });
    const tries = shown.refund.tries;
    await reconcile(t.ctx);
    expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund.tries).toBe(tries);
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).refund).toMatchObject({ status: 'failed' });
  });
});
