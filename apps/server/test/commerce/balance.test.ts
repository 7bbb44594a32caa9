import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-app.ts';
import { call, callOk, listeningApp, member, rows, walletPress } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

async function topUp(token: string, amount: string) {
  const order = await callOk(t.app, 'POST', '/api/balance/topup', { token, body: { amount, method: 'alipay' } });
  await walletPress(order.payment.qrText, 'confirm');
  expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('paid');
}

/** An unpaid pay-per-contract contract of the user (as generation leaves one without a package or purchase). */
async function unpaidContract(userId: number, priceFen: number): Promise<number> {
  const now = new Date(t.clock.now());
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into contracts (user_id, template_id, name, price_fen, paid, current_version, created_at, updated_at)
        values (${userId}, 'sale-of-goods', 'Sale of goods 2026', ${priceFen}, false, 1, ${now}, ${now}) returning id`,
  );
  return Number(row.id);
}

describe('the balance', () => {
  it('top-up form rules (spec §5): method required, amount required, a valid number', async () => {
    const { token } = await member(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '10' }, 'Please select one payment method.'],
      [{ method: 'alipay' }, 'Please enter the amount you wish to add here'],
      [{ method: 'alipay', amount: '' }, 'Please enter the amount you wish to add here'],
      [{ method: 'alipay', amount: 'abc' }, 'Please enter a valid number.'],
      [{ method: 'alipay', amount: '1.234' }, 'Please enter a valid number.'],
      [{ method: 'alipay', amount: '0' }, 'Please enter a valid number.'],
      [{ method: 'balance', amount: '10' }, 'Please select one payment method.'],
    ];
    for (const [body, text] of cases) {
      const res = await call(t.app, 'POST', '/api/balance/topup', { token, body });
      expect(res.body.code, JSON.stringify(body)).toBe(100001);
      expect(JSON.stringify(res.body.datas), JSON.stringify(body)).toContain(text);
    }
    expect((await call(t.app, 'POST', '/api/balance/topup', { token, body: { method: 'alipay', amount: '50000.01' } })).body.code).toBe(400109);
  });

  it('buys a template at once when it covers the price, with a ledger row', async () => {
    const { token, id } = await member(t.app);
    await topUp(token, '2000');
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    const paid = await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'balance' } });
    expect(paid).toMatchObject({ status: 'paid', method: 'balance' });
    expect((await callOk(t.app, 'GET', '/api/balance', { token })).balanceFen).toBe(200000 - 199900);
    const ledger = await callOk(t.app, 'GET', '/api/balance/ledger', { token });
    expect(ledger.list.map((l: { deltaFen: number; balanceAfterFen: number; reason: string }) => [l.deltaFen, l.balanceAfterFen, l.reason])).toEqual([
      [-199900, 100, 'purchase'],
      [200000, 200000, 'topup'],
    ]);
    expect(await rows(t, sql`select template_id from template_purchases where user_id = ${id}`)).toEqual([{ template_id: 'sale-of-goods' }]);
  });

  it('refuses insufficient funds with the §8 message and changes nothing', async () => {
    const { token, id } = await member(t.app);
    await topUp(token, '1');
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    const res = await call(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'balance' } });
    expect(res.body).toMatchObject({ success: false, code: 400104, message: '余额不足', messageEn: 'Insufficient balance' });
    expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('created');
    expect((await callOk(t.app, 'GET', '/api/balance', { token })).balanceFen).toBe(100);
    expect(await rows(t, sql`select id from template_purchases where user_id = ${id}`)).toEqual([]);
    // No balance row at all is insufficient too.
    const other = await member(t.app);
    const o2 = await callOk(t.app, 'POST', '/api/orders', { token: other.token, body: { kind: 'package', packageId: 'custom' } });
    expect((await call(t.app, 'POST', `/api/orders/${o2.orderNo}/pay`, { token: other.token, body: { method: 'balance' } })).body.code).toBe(400104);
  });

  it('cannot pay a top-up', async () => {
    const { token } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'topup', amount: '10' } });
    expect((await call(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'balance' } })).body.code).toBe(400105);
  });

  it('a pay-per-contract purchase unlocks exactly that contract, and a paid contract cannot be ordered again', async () => {
    const { token, id } = await member(t.app);
    const c1 = await unpaidContract(id, 29900);
    const c2 = await unpaidContract(id, 29900);
    await topUp(token, '299');
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'contract', contractId: c1 } });
    expect(order).toMatchObject({ amountFen: 29900, itemRef: String(c1) });
    // The same unfinished order is resumed rather than doubled.
    expect((await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'contract', contractId: c1 } })).orderNo).toBe(order.orderNo);
    await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'balance' } });
    expect((await callOk(t.app, 'GET', `/api/contracts/${c1}`, { token })).paid).toBe(true);
    expect((await callOk(t.app, 'GET', `/api/contracts/${c2}`, { token })).paid).toBe(false);
    expect((await call(t.app, 'POST', '/api/orders', { token, body: { kind: 'contract', contractId: c1 } })).body.code).toBe(400107);
    const stranger = await member(t.app);
    expect((await call(t.app, 'POST', '/api/orders', { token: stranger.token, body: { kind: 'contract', contractId: c2 } })).body.code).toBe(100002);
  });

  it.runIf(testDbKind() === 'pg')('50 concurrent balance purchases of distinct items with funds for 10: exactly 10 paid, balance 0', async () => {
    const { token, id } = await member(t.app);
    const [{ classify_id: classifyId }] = await rows<{ classify_id: string }>(t, sql`select classify_id from catalogue_templates limit 1`);
    const ids = Array.from({ length: 50 }, (_, i) => `concurrency-item-${i}`);
    for (const tid of ids) {
      await t.ctx.db.execute(
        sql`insert into catalogue_templates (id, classify_id, name_cn, name_en, built, price_fen, sort) values (${tid}, ${classifyId}, ${tid}, ${tid}, true, 1000, 999) on conflict do nothing`,
      );
    }
    await topUp(token, '100');
    const orders = await Promise.all(ids.map((templateId) => callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId } })));
    const answers = await Promise.all(orders.map((o) => call(t.app, 'POST', `/api/orders/${o.orderNo}/pay`, { token, body: { method: 'balance' } })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 400104)).toHaveLength(40);
    expect((await callOk(t.app, 'GET', '/api/balance', { token })).balanceFen).toBe(0);
    const [paid] = await rows<{ n: string }>(t, sql`select count(*) as n from orders where user_id = ${id} and kind = 'template' and status = 'paid'`);
    expect(Number(paid.n)).toBe(10);
    const [ledger] = await rows<{ n: string; sum: string }>(t, sql`select count(*) as n, sum(delta_fen) as sum from balance_ledger where user_id = ${id}`);
    expect([Number(ledger.n), Number(ledger.sum)]).toEqual([11, 0]);
    const [purchases] = await rows<{ n: string }>(t, sql`select count(*) as n from template_purchases where user_id = ${id}`);
    expect(Number(purchases.n)).toBe(10);
  });
});
