import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from '@lexbridge/db';
import { signBody, SANDBOX_SIGNATURE_HEADER } from '../../src/providers/payments/sandbox/notice.ts';
import type { Config } from '../../src/config.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';

export const SANDBOX_KEY = 'commerce-test-sandbox-key';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The app listening on a local port that is also its PUBLIC_URL: the sandbox wallet then calls the notify URL over
 * HTTP exactly as a provider calls back from outside. The periodic sweep is off; tests run passes themselves.
 */
export async function listeningApp(config: Partial<Config> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await makeTestApp({ config: { PUBLIC_URL: `http://127.0.0.1:${port}`, PAY_SANDBOX_KEY: SANDBOX_KEY, ORDER_SWEEP_SECONDS: 0, ...config } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

export async function member(app: FastifyInstance) {
  const { token } = await registerUser(app);
  const me = await callOk(app, 'GET', '/api/users', { token });
  return { token, id: me.user.id as number };
}

/** The wallet page behind a payment link: Confirm or Decline, as the payer would press it. */
export async function walletPress(url: string, action: 'confirm' | 'decline'): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
  return res.text();
}

export interface NoticeFields {
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  status: 'paid' | 'closed';
}

/** A notification as the sandbox signs it; `key` another key makes a forged one. */
export function signedNotice(fields: NoticeFields, key = SANDBOX_KEY) {
  const body = JSON.stringify(fields);
  return { body, signature: signBody(Buffer.from(key, 'utf8'), body) };
}

export function postNotice(app: FastifyInstance, channel: string, body: string, signature: string) {
  return app.inject({ method: 'POST', url: `/api/payments/notify/${channel}`, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });
}

/** Opens an order and its sandbox payment; answers the order number and the wallet link. */
export async function orderAndPay(app: FastifyInstance, token: string, body: Record<string, unknown>, method: 'alipay' | 'wechat' = 'alipay') {
  const order = await callOk(app, 'POST', '/api/orders', { token, body });
  const paying = await callOk(app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method } });
  return { orderNo: order.orderNo as string, link: (paying.payment.qrText ?? paying.payment.redirectUrl) as string, paying };
}

export async function rows<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.ctx.db.execute(q)).rows as T[];
}

/** The sandbox trade of an attempt: what a real provider would hold. */
export async function tradeOf(t: TestApp, orderNo: string) {
  const [row] = await rows<{ out_trade_no: string; trade_no: string; amount_fen: number }>(
    t,
    sql`select s.out_trade_no, s.trade_no, s.amount_fen from sandbox_trades s join payment_attempts a on a.out_trade_no = s.out_trade_no join orders o on o.id = a.order_id where o.order_no = ${orderNo} order by a.id desc limit 1`,
  );
  return row;
}

export { call, callOk };
