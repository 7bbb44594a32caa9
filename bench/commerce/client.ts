import { commerce, envelopeOf } from '@lexbridge/contract';
import type { z } from 'zod';

export type OrderView = z.infer<typeof commerce.orderView>;
const orderAnswer = commerce.orderView;
const ordersAnswer = commerce.ordersAnswer;
const balanceAnswer = commerce.balanceAnswer;
const ledgerAnswer = commerce.ledgerAnswer;

/** What the wallet page says once the notification was delivered and acknowledged (its English line). */
const WALLET_PAID = 'the merchant has been notified';

/** One account's calls, each answer parsed against the contract: a wrong shape or a failure envelope throws. */
export class Client {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  private async call<S extends z.ZodType>(datas: S, method: string, path: string, body?: unknown): Promise<z.infer<S>> {
    const res = await fetch(this.base + path, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const parsed = envelopeOf(datas).safeParse(JSON.parse(text));
    if (!parsed.success || !parsed.data.success) throw new Error(`${method} ${path} answered ${res.status} ${text.slice(0, 300)}`);
    return (parsed.data as { datas: z.infer<S> }).datas;
  }

  createOrder(body: Record<string, unknown>): Promise<OrderView> {
    return this.call(orderAnswer, 'POST', '/api/orders', body);
  }

  pay(orderNo: string, method: 'alipay' | 'wechat' | 'balance'): Promise<OrderView> {
    return this.call(orderAnswer, 'POST', `/api/orders/${orderNo}/pay`, { method });
  }

  order(orderNo: string): Promise<OrderView> {
    return this.call(orderAnswer, 'GET', `/api/orders/${orderNo}`);
  }

  topup(amount: string, method: 'alipay' | 'wechat'): Promise<OrderView> {
    return this.call(orderAnswer, 'POST', '/api/balance/topup', { amount, method });
  }

  async ordersTotal(query: Record<string, string>): Promise<number> {
    return (await this.call(ordersAnswer, 'GET', `/api/orders?${new URLSearchParams({ ...query, pageSize: '1' })}`)).total;
  }

  /** Every order number of a listing, page by page (the server's own count, not ours). */
  async orderNos(query: Record<string, string>): Promise<string[]> {
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const { list, total } = await this.call(ordersAnswer, 'GET', `/api/orders?${new URLSearchParams({ ...query, pageNo: String(page), pageSize: '50' })}`);
      all.push(...list.map((o) => o.orderNo));
      if (all.length >= total || list.length === 0) return all;
    }
  }

  async balanceFen(): Promise<number> {
    return (await this.call(balanceAnswer, 'GET', '/api/balance')).balanceFen;
  }

  async ledger(): Promise<z.infer<typeof commerce.ledgerAnswer>['list']> {
    const all: z.infer<typeof commerce.ledgerAnswer>['list'] = [];
    for (let page = 1; ; page++) {
      const { list, total } = await this.call(ledgerAnswer, 'GET', `/api/balance/ledger?pageNo=${page}&pageSize=50`);
      all.push(...list);
      if (all.length >= total || list.length === 0) return all;
    }
  }
}

/** Presses Confirm on the sandbox wallet page the QR code opens; the page answers once our server acknowledged the signed notification. */
export async function walletConfirm(link: string): Promise<void> {
  const res = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=confirm', signal: AbortSignal.timeout(30_000) });
  const page = await res.text();
  if (res.status !== 200 || !page.includes(WALLET_PAID)) throw new Error(`wallet confirm at ${link} answered ${res.status}: ${page.replace(/<[^>]+>/g, ' ').slice(0, 300)}`);
}
