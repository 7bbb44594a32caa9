import type { Lang } from '@lexbridge/contract/constants';
import type { OrderStatus, OrderView } from './types.ts';

/**
 * Customer service for payment questions (spec §8: the failure messages carry a mail link). One address for the
 * whole site; the operator changes it here.
 */
export const SERVICE_EMAIL = 'service@lexbridge.cn';

export const productName = (o: { productNameCn: string; productNameEn: string }, lang: Lang) => (lang === 'en' ? o.productNameEn || o.productNameCn : o.productNameCn || o.productNameEn);

/**
 * Statuses of the payment history. `refunded` is not an order status the contract lists yet; staff refunds may
 * add it, and a row showing it must still read well.
 */
export type ShownStatus = OrderStatus | 'refunded';
export type StatusTone = 'neutral' | 'active' | 'good' | 'bad' | 'attention';
export const STATUS_TONE: Record<ShownStatus, StatusTone> = {
  created: 'attention',
  paying: 'active',
  paid: 'good',
  failed: 'bad',
  closed: 'neutral',
  refunded: 'neutral',
};

export function statusKey(status: string): string {
  return status in STATUS_TONE ? `status.${status}` : 'status.other';
}

/** An order the payer can still pay: not paid or closed, and its time not yet up. */
export function isPayable(order: Pick<OrderView, 'status' | 'closesAt'>, now = Date.now()): boolean {
  return (order.status === 'created' || order.status === 'paying' || order.status === 'failed') && order.closesAt > now;
}
