import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { reconcile } from '../../src/modules/payments/reconcile.service.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { call, callOk, listeningApp, member, orderAndPay, rows, tradeOf, walletPress } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

const statusOf = async (orderNo: string) => (await rows<{ status: string }>(t, sql`select status from orders where order_no = ${orderNo}`))[0].status;

describe('the reconciliation pass', () => {
  it('closes timed-out orders and their trades, completes the one its provider reports paid', async () => {
    const { token } = await member(t.app);
    const created = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'package', packageId: 'custom' } });
    const unpaid = await orderAndPay(t.app, token, { kind: 'template', templateId: 'sale-of-goods' });
    const paidQuietly = await orderAndPay(t.app, token, { kind: 'template', templateId: 'purchase-of-goods' }, 'wechat');
    const trade = await tradeOf(t, paidQuietly.orderNo);
    // Paid at the provider, its notification lost.
    await t.ctx.db.execute(sql`update sandbox_trades set status = 'paid', paid_at = now() where out_trade_no = ${trade.out_trade_no}`);

    expect(await reconcile(t.ctx)).toEqual({ closed: 0, paid: 1, refunded: 0 });
    expect(await statusOf(paidQuietly.orderNo)).toBe('paid');

    t.clock.advance(t.ctx.config.ORDER_TIMEOUT_MINUTES * 60_000);
    expect(await reconcile(t.ctx)).toEqual({ closed: 2, paid: 0, refunded: 0 });
    expect([await statusOf(created.orderNo), await statusOf(unpaid.orderNo)]).toEqual(['closed', 'closed']);
    expect(await walletPress(unpaid.link, 'confirm')).toContain('This trade is closed');
    expect(await rows(t, sql`select status from sandbox_trades where out_trade_no = ${(await tradeOf(t, unpaid.orderNo)).out_trade_no}`)).toEqual([{ status: 'closed' }]);
  });

  it('paying from the balance closes the open provider trade first, so the order is not paid twice', async () => {
    const { token } = await member(t.app);
    const topup = await callOk(t.app, 'POST', '/api/balance/topup', { token, body: { amount: '1999', method: 'alipay' } });
    await walletPress(topup.payment.qrText, 'confirm');
    const p = await orderAndPay(t.app, token, { kind: 'template', templateId: 'sale-of-goods' });
    const paid = await callOk(t.app, 'POST', `/api/orders/${p.orderNo}/pay`, { token, body: { method: 'balance' } });
    expect(paid).toMatchObject({ status: 'paid', method: 'balance' });
    expect(await walletPress(p.link, 'confirm')).toContain('This trade is closed');
    expect((await callOk(t.app, 'GET', '/api/balance', { token })).balanceFen).toBe(0);
    expect((await call(t.app, 'POST', `/api/orders/${p.orderNo}/pay`, { token, body: { method: 'alipay' } })).body.code).toBe(400102);
  });

  it('a poll asks the provider at most once per ORDER_REQUERY_SECONDS while the order pays', async () => {
    const { token } = await member(t.app);
    const p = await orderAndPay(t.app, token, { kind: 'template', templateId: 'sale-of-goods' });
    const provider = t.ctx.providers.payments.alipay;
    const query = provider.query.bind(provider);
    let asked = 0;
    provider.query = async (no: string) => {
      asked++;
      return query(no);
    };
    try {
      const poll = () => callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token });
      await poll();
      expect(asked).toBe(0);
      t.clock.advance(t.ctx.config.ORDER_REQUERY_SECONDS * 1000);
      for (let i = 0; i < 5; i++) expect((await poll()).status).toBe('paying');
      expect(asked).toBe(1);
      t.clock.advance(t.ctx.config.ORDER_REQUERY_SECONDS * 1000);
      await poll();
      expect(asked).toBe(2);
    } finally {
      provider.query = query;
    }
  });
});
