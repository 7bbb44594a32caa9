import { expect } from 'vitest';
import { sql } from '@lexbridge/db';
import { loadOpsKey } from '../../src/modules/dev/ops-key.ts';
import { call, type CallResult, type Method } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { callOk, member, orderAndPay, rows, walletPress } from './harness.ts';

/** A call of the ops API as `npm run ops` makes it: from the machine itself, with the ops key. */
export async function ops<T = any>(t: TestApp, method: Method, path: string, body?: unknown): Promise<CallResult<T>> {
  return call<T>(t.app, method, `/api/ops${path}`, { body, headers: { 'x-ops-key': await loadOpsKey(t.ctx) } });
}

export async function opsOk<T = any>(t: TestApp, method: Method, path: string, body?: unknown): Promise<T> {
  const res = await ops<T>(t, method, path, body);
  if (!res.body.success) throw new Error(`ops ${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.datas;
}

/** An order paid through a provider's sandbox wallet; answers its number. */
export async function paidOrder(t: TestApp, token: string, body: Record<string, unknown>, method: 'alipay' | 'wechat' = 'alipay'): Promise<string> {
  const { orderNo, link } = await orderAndPay(t.app, token, body, method);
  await walletPress(link, 'confirm');
  expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('paid');
  return orderNo;
}

/** A balance top-up paid through the sandbox wallet; answers its order number. */
export async function toppedUp(t: TestApp, token: string, amount: string, method: 'alipay' | 'wechat' = 'alipay'): Promise<string> {
  const order = await callOk(t.app, 'POST', '/api/balance/topup', { token, body: { amount, method } });
  await walletPress(order.payment.qrText, 'confirm');
  expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('paid');
  return order.orderNo;
}

/** An order paid from the balance (topped up first by exactly its price); answers its number. */
export async function balanceOrder(t: TestApp, token: string, body: Record<string, unknown>): Promise<string> {
  const order = await callOk(t.app, 'POST', '/api/orders', { token, body });
  await toppedUp(t, token, String(order.amountFen / 100));
  expect((await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'balance' } })).status).toBe('paid');
  return order.orderNo;
}

export const address = { receiverName: 'Li Si', receiverMobile: '13800138000', receiverAddress: '88 Nanjing West Road, Shanghai' };

/** A member with a default fapiao information set. */
export async function customer(t: TestApp) {
  const m = await member(t.app);
  const info = await callOk(t.app, 'POST', '/api/fapiao/infos', { token: m.token, body: { title: 'Lex Co.', issuerType: 'enterprise', fapiaoType: 'general_vat', taxpayerId: '91310000MA1K000001' } });
  return { ...m, infoId: info.id as number };
}

/** A fapiao request (1 Request Received) for these orders; answers its number. */
export async function fapiaoRequest(t: TestApp, c: { token: string; infoId: number }, orderNos: string[]): Promise<string> {
  const req = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos, infoId: c.infoId, ...address } });
  return req.requestNo as string;
}

/** The user's letters, newest first. */
export async function letters(t: TestApp, token: string): Promise<{ title: string; titleEn: string; body: string; bodyEn: string }[]> {
  return (await callOk(t.app, 'GET', '/api/messages', { token, query: { kind: 'letter', pageSize: 50 } })).list;
}

export const letterTitles = async (t: TestApp, token: string) => (await letters(t, token)).map((l) => l.titleEn);

export async function balanceFen(t: TestApp, token: string): Promise<number> {
  return (await callOk(t.app, 'GET', '/api/balance', { token })).balanceFen;
}

export async function ledger(t: TestApp, userId: number) {
  return rows<{ delta_fen: string; balance_after_fen: string; reason: string; order_no: string }>(
    t,
    sql`select l.delta_fen, l.balance_after_fen, l.reason, o.order_no from balance_ledger l join orders o on o.id = l.order_id where l.user_id = ${userId} order by l.id`,
  ).then((list) => list.map((l) => ({ deltaFen: Number(l.delta_fen), afterFen: Number(l.balance_after_fen), reason: l.reason, orderNo: l.order_no })));
}
