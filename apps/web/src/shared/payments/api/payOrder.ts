import type { OrderView, PayMethod } from '../types.ts';
import { request } from '../../api/client.ts';

export interface PayBody {
  method: PayMethod;
  platform: 'pc' | 'mobile';
  /** Mobile: the page of this site the wallet returns to. */
  returnPath?: string;
}

/**
 * POST /orders/{no}/pay — opens the provider payment (QR text on a PC, a wallet address on a phone) or pays from the
 * balance at once. The same method asked again returns the open payment; another closes it first.
 */
export function payOrder(orderNo: string, body: PayBody): Promise<OrderView> {
  return request<OrderView>('POST', `/orders/${encodeURIComponent(orderNo)}/pay`, { data: body });
}
