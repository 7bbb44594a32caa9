import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { callOk, listeningApp, member, orderAndPay, postNotice, rows, signedNotice, tradeOf, walletPress } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

const countOf = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(t, q))[0].n);

async function payingTemplate(templateId = 'sale-of-goods') {
  const m = await member(t.app);
  const { orderNo, link } = await orderAndPay(t.app, m.token, { kind: 'template', templateId });
  return { ...m, orderNo, link, trade: await tradeOf(t, orderNo) };
}

const purchasesOf = (userId: number) => countOf(sql`select count(*) as n from template_purchases where user_id = ${userId}`);

describe('payment notifications', () => {
  it('a duplicated or replayed notification fulfils once', async () => {
    const p = await payingTemplate();
    const n = signedNotice({ out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen, status: 'paid' });
    const answers = await Promise.all([postNotice(t.app, 'alipay', n.body, n.signature), postNotice(t.app, 'alipay', n.body, n.signature)]);
    for (const a of answers) expect([a.statusCode, a.body]).toEqual([200, 'success']);
    // Later replays, and the wallet's own notification, change nothing either.
    expect((await postNotice(t.app, 'alipay', n.body, n.signature)).body).toBe('success');
    await walletPress(p.link, 'confirm');
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paid');
    expect(await purchasesOf(p.id)).toBe(1);
    expect(await countOf(sql`select count(*) as n from order_fulfilments f join orders o on o.id = f.order_id where o.order_no = ${p.orderNo}`)).toBe(1);
    expect(await countOf(sql`select count(*) as n from payment_notifications where out_trade_no = ${p.trade.out_trade_no}`)).toBe(1);
  });

  it('a forged or tampered notification is refused and changes nothing', async () => {
    const p = await payingTemplate();
    const fields = { out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen, status: 'paid' as const };
    const forged = signedNotice(fields, 'not-the-key');
    const good = signedNotice({ ...fields, amount_fen: 1 });
    const tampered = { body: good.body.replace('"amount_fen":1', `"amount_fen":${p.trade.amount_fen}`), signature: good.signature };
    for (const n of [forged, tampered, { body: signedNotice(fields).body, signature: '' }]) {
      const res = await postNotice(t.app, 'alipay', n.body, n.signature);
      expect([res.statusCode, res.body]).toEqual([400, 'failure']);
    }
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paying');
    expect(await purchasesOf(p.id)).toBe(0);
    expect(await countOf(sql`select count(*) as n from payment_notifications where out_trade_no = ${p.trade.out_trade_no}`)).toBe(0);
  });

  it('a notification of another channel than the trade is not applied', async () => {
    const p = await payingTemplate();
    const n = signedNotice({ out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen, status: 'paid' });
    expect((await postNotice(t.app, 'wechat', n.body, n.signature)).body).toBe('success');
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paying');
    expect(await purchasesOf(p.id)).toBe(0);
  });

  it('a wrong amount is refused, logged, and stays refused on replay', async () => {
    const p = await payingTemplate();
    const n = signedNotice({ out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen - 1, status: 'paid' });
    for (let i = 0; i < 2; i++) {
      const res = await postNotice(t.app, 'alipay', n.body, n.signature);
      expect([res.statusCode, res.body]).toEqual([400, 'failure']);
    }
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paying');
    expect(await purchasesOf(p.id)).toBe(0);
    expect(await rows(t, sql`select outcome, amount_fen from payment_notifications where out_trade_no = ${p.trade.out_trade_no}`)).toEqual([{ outcome: 'amount_mismatch', amount_fen: p.trade.amount_fen - 1 }]);
  });

  it('a payment for an order closed meanwhile is applied only when the provider confirms it', async () => {
    const p = await payingTemplate();
    const q = await payingTemplate('purchase-of-goods');
    // Both orders close; the provider still reports p's trade paid (it raced the timeout), q's not.
    await t.ctx.db.execute(sql`update orders set status = 'closed', closed_at = now() where order_no in (${p.orderNo}, ${q.orderNo})`);
    await t.ctx.db.execute(sql`update sandbox_trades set status = 'paid', paid_at = now() where out_trade_no = ${p.trade.out_trade_no}`);
    const np = signedNotice({ out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen, status: 'paid' });
    const nq = signedNotice({ out_trade_no: q.trade.out_trade_no, trade_no: q.trade.trade_no, amount_fen: q.trade.amount_fen, status: 'paid' });
    expect((await postNotice(t.app, 'alipay', np.body, np.signature)).body).toBe('success');
    expect((await postNotice(t.app, 'alipay', nq.body, nq.signature)).body).toBe('success');
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paid');
    expect((await callOk(t.app, 'GET', `/api/orders/${q.orderNo}`, { token: q.token })).status).toBe('closed');
    expect(await purchasesOf(p.id)).toBe(1);
    expect(await purchasesOf(q.id)).toBe(0);
  });

  it('a notification for an unknown trade is acknowledged and changes nothing', async () => {
    const n = signedNotice({ out_trade_no: 'NOSUCHTRADE1', trade_no: 'SBXA-unknown', amount_fen: 100, status: 'paid' });
    expect((await postNotice(t.app, 'alipay', n.body, n.signature)).body).toBe('success');
    expect(await rows(t, sql`select outcome from payment_notifications where out_trade_no = 'NOSUCHTRADE1'`)).toEqual([{ outcome: 'unknown_order' }]);
  });

  it('a lost notification: the poll asks the provider after ORDER_REQUERY_SECONDS and completes the order', async () => {
    const p = await payingTemplate();
    await t.ctx.db.execute(sql`update sandbox_trades set status = 'paid', paid_at = now() where out_trade_no = ${p.trade.out_trade_no}`);
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paying');
    t.clock.advance(t.ctx.config.ORDER_REQUERY_SECONDS * 1000);
    expect((await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token })).status).toBe('paid');
    expect(await purchasesOf(p.id)).toBe(1);
    // The notification that arrives late is a replay.
    const n = signedNotice({ out_trade_no: p.trade.out_trade_no, trade_no: p.trade.trade_no, amount_fen: p.trade.amount_fen, status: 'paid' });
    expect((await postNotice(t.app, 'alipay', n.body, n.signature)).body).toBe('success');
    expect(await purchasesOf(p.id)).toBe(1);
  });

  it('an unpaid order closes after ORDER_TIMEOUT_MINUTES, and its trade with it', async () => {
    const p = await payingTemplate();
    t.clock.advance(t.ctx.config.ORDER_TIMEOUT_MINUTES * 60_000);
    const order = await callOk(t.app, 'GET', `/api/orders/${p.orderNo}`, { token: p.token });
    expect(order.status).toBe('closed');
    expect(await walletPress(p.link, 'confirm')).toContain('This trade is closed');
    expect((await callOk(t.app, 'POST', `/api/orders/${p.orderNo}/pay`, { token: p.token, body: { method: 'alipay' } }).catch((e: Error) => e.message))).toContain('400103');
  });
});
