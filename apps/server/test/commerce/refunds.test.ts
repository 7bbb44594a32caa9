import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { entitlementFor } from '../../src/modules/catalogue/entitlement.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-app.ts';
import { call, callOk, listeningApp, member, postNotice, rows, signedNotice, tradeOf } from './harness.ts';
import { balanceFen, balanceOrder, customer, fapiaoRequest, ledger, letterTitles, ops, opsOk, paidOrder, toppedUp } from './staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

const refund = (orderNo: string, reason = 'customer request') => ops(t, 'POST', `/orders/${orderNo}/refund`, { reason });
const refundOk = (orderNo: string, reason = 'customer request') => opsOk(t, 'POST', `/orders/${orderNo}/refund`, { reason });
const order = (token: string, orderNo: string) => callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token });

async function unpaidContract(userId: number): Promise<number> {
  const now = new Date(t.clock.now());
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into contracts (user_id, template_id, name, price_fen, paid, current_version, created_at, updated_at)
        values (${userId}, 'sale-of-goods', 'Sale of goods 2026', 29900, false, 1, ${now}, ${now}) returning id`,
  );
  return Number(row.id);
}

const sandboxRefunds = async (orderNo: string) =>
  rows<{ amount_fen: number; out_refund_no: string }>(
    t,
    sql`select r.amount_fen, r.out_refund_no from sandbox_refunds r join payment_attempts a on a.out_trade_no = r.out_trade_no join orders o on o.id = a.order_id where o.order_no = ${orderNo}`,
  );

describe('refunds through the ops API (sandbox providers)', () => {
  it('a package paid by Alipay: the money goes back through Alipay, the subscription ends, the order shows refunded', async () => {
    const { token, id } = await member(t.app);
    const orderNo = await paidOrder(t, token, { kind: 'package', packageId: 'domestic' }, 'alipay');
    expect((await entitlementFor(t.ctx, id, 'equity-purchase')).kind).toBe('package');
    t.clock.advance(86_400_000);

    const shown = await refundOk(orderNo, 'duplicate purchase');
    expect(shown).toMatchObject({ orderNo, status: 'refunded', channel: 'alipay', refundedAt: t.clock.now() });
    expect(shown.refund).toMatchObject({ refundNo: `${orderNo}R1`, status: 'succeeded', channel: 'alipay', amountFen: 1288800, reason: 'duplicate purchase', tries: 1, lastError: null });
    expect(shown.refund.takenBack).toMatchObject({ kind: 'package', expiresAtAfter: new Date(t.clock.now()).toISOString() });
    expect(await sandboxRefunds(orderNo)).toEqual([{ amount_fen: 1288800, out_refund_no: `${orderNo}R1` }]);

    // The subscription ended with the refund: the package no longer entitles.
    const [sub] = await rows<{ expires_at: Date }>(t, sql`select expires_at from subscriptions where user_id = ${id} and kind = 'subscribe'`);
    expect(new Date(sub.expires_at).getTime()).toBe(t.clock.now());
    expect((await entitlementFor(t.ctx, id, 'equity-purchase')).kind).not.toBe('package');

    const seen = await order(token, orderNo);
    expect(seen).toMatchObject({ status: 'refunded', refund: { status: 'succeeded', amountFen: 1288800, method: 'alipay', requestedAt: t.clock.now(), succeededAt: t.clock.now() } });
    const history = await callOk(t.app, 'GET', '/api/orders', { token });
    expect(history.list.find((o: { orderNo: string }) => o.orderNo === orderNo)).toMatchObject({ status: 'refunded', refund: { status: 'succeeded' } });
    expect((await callOk(t.app, 'GET', '/api/orders', { token, query: { status: 'refunded' } })).total).toBe(1);
    // A refunded order cannot be paid or invoiced.
    expect((await call(t.app, 'POST', `/api/orders/${orderNo}/pay`, { token, body: { method: 'alipay' } })).body.code).toBe(400102);
    expect((await callOk(t.app, 'GET', '/api/fapiao/orders', { token })).count).toBe(0);
    expect((await letterTitles(t, token)).slice(0, 2)).toEqual(['Order refunded', 'Payment received']);
  });

  it('every kind by every method goes back the way it came', async () => {
    const kinds = ['package', 'template', 'contract', 'topup'] as const;
    for (const kind of kinds) {
      for (const method of ['alipay', 'wechat', 'balance'] as const) {
        if (kind === 'topup' && method === 'balance') continue;
        const { token, id } = await member(t.app);
        const body =
          kind === 'package' ? { kind, packageId: 'fie' } : kind === 'template' ? { kind, templateId: 'sale-of-goods' } : kind === 'contract' ? { kind, contractId: await unpaidContract(id) } : { kind, amount: '66.6' };
        const orderNo = method === 'balance' ? await balanceOrder(t, token, body) : await paidOrder(t, token, body, method);
        const before = await balanceFen(t, token);
        const shown = await refundOk(orderNo, `${kind} by ${method}`);
        const label = `${kind} by ${method}`;
        expect(shown.status, label).toBe('refunded');
        expect(shown.refund, label).toMatchObject({ status: 'succeeded', channel: method, amountFen: shown.amountFen, takenBack: { kind } });
        expect(await sandboxRefunds(orderNo), label).toEqual(method === 'balance' ? [] : [{ amount_fen: shown.amountFen, out_refund_no: `${orderNo}R1` }]);
        const moved = (await ledger(t, id)).filter((l) => l.orderNo === orderNo && l.reason === 'refund');
        const delta = method === 'balance' ? shown.amountFen : kind === 'topup' ? -shown.amountFen : 0;
        expect(moved.map((l) => l.deltaFen), label).toEqual(delta ? [delta] : []);
        expect(await balanceFen(t, token), label).toBe(before + delta);
        if (kind === 'contract') expect((await callOk(t.app, 'GET', `/api/contracts/${body.contractId}`, { token })).paid, label).toBe(false);
        if (kind === 'template') expect(await rows(t, sql`select id from template_purchases where user_id = ${id}`), label).toEqual([]);
        expect((await letterTitles(t, token))[0], label).toBe('Order refunded');
      }
    }
  }, 120_000);

  it('exactly once: a second refund is refused and changes nothing', async () => {
    const { token } = await member(t.app);
    const orderNo = await paidOrder(t, token, { kind: 'template', templateId: 'sale-of-goods' }, 'wechat');
    await refundOk(orderNo);
    const again = await refund(orderNo);
    expect(again.body).toMatchObject({ success: false, code: 400113, messageEn: 'This order has already been refunded' });
    expect(await sandboxRefunds(orderNo)).toHaveLength(1);
    expect((await letterTitles(t, token)).filter((x) => x === 'Order refunded')).toHaveLength(1);
    expect((await opsOk(t, 'GET', `/orders/${orderNo}`)).refund.tries).toBe(1);
  });

  it('a template paid by WeChat Pay: the purchase is removed and the money goes back through WeChat Pay', async () => {
    const { token, id } = await member(t.app);
    const orderNo = await paidOrder(t, token, { kind: 'template', templateId: 'purchase-of-goods' }, 'wechat');
    expect(await rows(t, sql`select template_id from template_purchases where user_id = ${id}`)).toEqual([{ template_id: 'purchase-of-goods' }]);
    const shown = await refundOk(orderNo);
    expect(shown.refund).toMatchObject({ status: 'succeeded', channel: 'wechat', takenBack: { kind: 'template', templateId: 'purchase-of-goods', purchaseUsedAt: null } });
    expect(await rows(t, sql`select template_id from template_purchases where user_id = ${id}`)).toEqual([]);
    expect(shown.fulfilment).toMatchObject({ templatePurchaseId: null });
    expect((await tradeOf(t, orderNo)).amount_fen).toBe(199900);
    expect(await sandboxRefunds(orderNo)).toEqual([{ amount_fen: 199900, out_refund_no: `${orderNo}R1` }]);
  });

  it('pay per contract from the balance: the contract is locked again, the money back on the balance with a ledger row; it can be bought again', async () => {
    const { token, id } = await member(t.app);
    const contractId = await unpaidContract(id);
    const orderNo = await balanceOrder(t, token, { kind: 'contract', contractId });
    expect((await callOk(t.app, 'GET', `/api/contracts/${contractId}`, { token })).paid).toBe(true);
    expect(await balanceFen(t, token)).toBe(0);

    const shown = await refundOk(orderNo);
    expect(shown.refund).toMatchObject({ status: 'succeeded', channel: 'balance', outTradeNo: null, takenBack: { kind: 'contract', contractId, relocked: true, balanceDeltaFen: 29900, balanceAfterFen: 29900 } });
    expect((await callOk(t.app, 'GET', `/api/contracts/${contractId}`, { token })).paid).toBe(false);
    expect(await balanceFen(t, token)).toBe(29900);
    expect((await ledger(t, id)).slice(-2)).toEqual([
      { deltaFen: -29900, afterFen: 0, reason: 'purchase', orderNo },
      { deltaFen: 29900, afterFen: 29900, reason: 'refund', orderNo },
    ]);
    const list = await callOk(t.app, 'GET', '/api/balance/ledger', { token });
    expect(list.list[0]).toMatchObject({ reason: 'refund', deltaFen: 29900, orderNo });
    expect((await letterTitles(t, token))[0]).toBe('Order refunded');

    // Unpaid again, so it can be paid again — and that payment unlocks it again.
    const again = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'contract', contractId } });
    expect(again.orderNo).not.toBe(orderNo);
    expect((await callOk(t.app, 'POST', `/api/orders/${again.orderNo}/pay`, { token, body: { method: 'balance' } })).status).toBe('paid');
    expect((await callOk(t.app, 'GET', `/api/contracts/${contractId}`, { token })).paid).toBe(true);
  });

  it('a package paid from the balance: back on the balance, the subscription ended', async () => {
    const { token, id } = await member(t.app);
    const orderNo = await balanceOrder(t, token, { kind: 'package', packageId: 'fie' });
    const shown = await refundOk(orderNo);
    expect(shown.refund).toMatchObject({ status: 'succeeded', channel: 'balance', takenBack: { kind: 'package', balanceDeltaFen: 388800 } });
    expect(await balanceFen(t, token)).toBe(388800);
    const [sub] = await rows<{ expires_at: Date; starts_at: Date }>(t, sql`select starts_at, expires_at from subscriptions where user_id = ${id} and package_id = 'fie'`);
    expect(new Date(sub.expires_at).getTime()).toBe(t.clock.now());
  });

  it('a top-up: taken out of the balance with a ledger row and sent back through its provider — unless the balance was spent', async () => {
    const { token, id } = await member(t.app);
    const first = await toppedUp(t, token, '100', 'alipay');
    const second = await toppedUp(t, token, '50', 'wechat');
    const shown = await refundOk(second);
    expect(shown.refund).toMatchObject({ status: 'succeeded', channel: 'wechat', takenBack: { kind: 'topup', balanceDeltaFen: -5000, balanceAfterFen: 10000 } });
    expect(await balanceFen(t, token)).toBe(10000);
    expect((await ledger(t, id)).at(-1)).toEqual({ deltaFen: -5000, afterFen: 10000, reason: 'refund', orderNo: second });
    expect((await letterTitles(t, token))[0]).toBe('Order refunded');

    // Spend part of the first top-up: refunding it would leave a negative balance.
    const cheap = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    await rows(t, sql`update orders set amount_fen = 100 where order_no = ${cheap.orderNo}`);
    await callOk(t.app, 'POST', `/api/orders/${cheap.orderNo}/pay`, { token, body: { method: 'balance' } });
    const refused = await refund(first);
    expect(refused.body).toMatchObject({ success: false, code: 400115 });
    expect(refused.body.messageEn).toContain('balance 99 yuan');
    expect(await balanceFen(t, token)).toBe(9900);
    expect((await order(token, first)).status).toBe('paid');
    expect(await sandboxRefunds(first)).toEqual([]);
    expect((await ledger(t, id)).filter((l) => l.orderNo === first)).toHaveLength(1);
    expect((await opsOk(t, 'GET', `/orders/${first}`)).refund).toBeNull();
  });

  it('refused while a fapiao request stands for the order (1, 3 or 5); allowed once it is cancelled or rejected', async () => {
    const c = await customer(t);
    const a = await paidOrder(t, c.token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
    const b = await paidOrder(t, c.token, { kind: 'template', templateId: 'purchase-of-goods' }, 'alipay');
    const requestNo = await fapiaoRequest(t, c, [a]);
    const live = async () => (await refund(a)).body;
    expect(await live()).toMatchObject({ code: 400114, messageEn: expect.stringContaining(requestNo) });
    await opsOk(t, 'POST', `/fapiao/${requestNo}/take`);
    expect((await live()).code).toBe(400114);
    await opsOk(t, 'POST', `/fapiao/${requestNo}/mail`, { logisticsCompany: 'SF Express', trackingNo: 'SF99887766' });
    expect((await live()).code).toBe(400114);
    expect((await order(c.token, a)).status).toBe('paid');

    const second = await fapiaoRequest(t, c, [b]);
    await opsOk(t, 'POST', `/fapiao/${second}/reject`, { reason: 'wrong title' });
    expect((await refundOk(b)).status).toBe('refunded');
    // The refunded order is not offered for a fapiao again.
    expect((await callOk(t.app, 'GET', '/api/fapiao/orders', { token: c.token })).list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(b);

    const d = await paidOrder(t, c.token, { kind: 'package', packageId: 'fie' }, 'wechat');
    const third = await fapiaoRequest(t, c, [d]);
    await callOk(t.app, 'POST', `/api/fapiao/requests/${third}/cancel`, { token: c.token });
    expect((await refundOk(d)).status).toBe('refunded');
  });

  it('refuses what is not a paid order, a missing reason, and an order paid too long ago', async () => {
    const { token } = await member(t.app);
    const open = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    expect((await refund(open.orderNo)).body).toMatchObject({ code: 400112, messageEn: 'Only a paid order can be refunded' });
    expect((await refund('2601010000000000000000')).body.code).toBe(100002);
    const paid = await paidOrder(t, token, { kind: 'template', templateId: 'sale-of-goods' });
    expect((await ops(t, 'POST', `/orders/${paid}/refund`, { reason: '  ' })).body.code).toBe(100001);
    expect((await ops(t, 'POST', `/orders/${paid}/refund`, {})).body.code).toBe(100001);
    t.clock.advance(361 * 86_400_000);
    expect((await refund(paid)).body).toMatchObject({ code: 400116, messageEn: expect.stringContaining('360 days') });
    expect((await opsOk(t, 'GET', `/orders/${paid}`)).status).toBe('paid');
  });

  it('a replayed payment notification posts the payment letter once', async () => {
    const { token } = await member(t.app);
    const orderNo = await paidOrder(t, token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
    const trade = await tradeOf(t, orderNo);
    const n = signedNotice({ out_trade_no: trade.out_trade_no, trade_no: trade.trade_no, amount_fen: trade.amount_fen, status: 'paid' });
    for (let i = 0; i < 3; i++) expect((await postNotice(t.app, 'alipay', n.body, n.signature)).body).toBe('success');
    const paidLetters = (await callOk(t.app, 'GET', '/api/messages', { token, query: { kind: 'letter', pageSize: 50 } })).list.filter((l: { titleEn: string }) => l.titleEn === 'Payment received');
    expect(paidLetters).toHaveLength(1);
    expect(paidLetters[0].bodyEn).toContain(`Your order ${orderNo} (Sale of Goods Contract) has been paid: ¥1,999 by Alipay.`);
    expect(paidLetters[0].body).toContain(`您的订单 ${orderNo}（货物销售合同）已通过支付宝支付 ¥1,999。`);
    const topup = await toppedUp(t, token, '12.5', 'wechat');
    const [topupLetter] = (await callOk(t.app, 'GET', '/api/messages', { token, query: { kind: 'letter' } })).list;
    expect(topupLetter).toMatchObject({ titleEn: 'Balance topped up', title: '充值成功' });
    expect(topupLetter.bodyEn).toBe(`¥12.50 paid by WeChat Pay has been added to your balance (order ${topup}).`);
  });

  it.runIf(testDbKind() === 'pg')('concurrent refunds of one order: exactly one refund, one credit, one letter', async () => {
    const { token, id } = await member(t.app);
    const viaBalance = await balanceOrder(t, token, { kind: 'template', templateId: 'sale-of-goods' });
    const viaAlipay = await paidOrder(t, token, { kind: 'package', packageId: 'domestic' }, 'alipay');
    for (const orderNo of [viaBalance, viaAlipay]) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => refund(orderNo)));
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes.filter((c) => c === 200), orderNo).toHaveLength(1);
      expect(codes.filter((c) => c === 400113), orderNo).toHaveLength(11);
      const [{ n }] = await rows<{ n: string }>(t, sql`select count(*) as n from order_refunds r join orders o on o.id = r.order_id where o.order_no = ${orderNo}`);
      expect(Number(n)).toBe(1);
    }
    expect(await sandboxRefunds(viaAlipay)).toHaveLength(1);
    expect((await ledger(t, id)).filter((l) => l.reason === 'refund')).toHaveLength(1);
    expect(await balanceFen(t, token)).toBe(199900);
    expect((await letterTitles(t, token)).filter((x) => x === 'Order refunded')).toHaveLength(2);
  });

  it.runIf(testDbKind() === 'pg')('a refund racing a fapiao request for the same order, or a purchase spending the top-up: one wins, nothing is lost', async () => {
    for (let i = 0; i < 3; i++) {
      const c = await customer(t);
      const orderNo = await paidOrder(t, c.token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
      const [refunded, requested] = await Promise.all([
        refund(orderNo),
        call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [orderNo], infoId: c.infoId, receiverName: 'Li Si', receiverMobile: '13800138000', receiverAddress: '88 Nanjing West Road, Shanghai' } }),
      ]);
      const won = [refunded.body.code === 200, requested.body.code === 200];
      expect(won.filter(Boolean), JSON.stringify([refunded.body, requested.body])).toHaveLength(1);
      expect(won[0] ? requested.body.code : refunded.body.code).toBe(won[0] ? 400203 : 400114);
      expect((await order(c.token, orderNo)).status).toBe(won[0] ? 'refunded' : 'paid');
    }
    for (let i = 0; i < 3; i++) {
      const { token, id } = await member(t.app);
      const topup = await toppedUp(t, token, '1999', 'wechat');
      const purchase = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
      const [refunded, bought] = await Promise.all([refund(topup), call(t.app, 'POST', `/api/orders/${purchase.orderNo}/pay`, { token, body: { method: 'balance' } })]);
      const won = [refunded.body.code === 200, bought.body.code === 200];
      expect(won.filter(Boolean), JSON.stringify([refunded.body.code, bought.body.code])).toHaveLength(1);
      expect(won[0] ? bought.body.code : refunded.body.code).toBe(won[0] ? 400104 : 400115);
      expect(await balanceFen(t, token)).toBe(0);
      const moves = await ledger(t, id);
      expect(moves.reduce((sum, l) => sum + l.deltaFen, 0)).toBe(0);
      expect(moves.every((l) => l.afterFen >= 0)).toBe(true);
    }
  });
});
