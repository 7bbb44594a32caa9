import type { OrderStatus } from '@lexbridge/db/schema/commerce';

/**
 * The order state machine. `failed` is not final: the payer may retry (paying again) or pay from the balance.
 * `closed` → `paid` happens only when a provider confirms money taken for a trade of the order (a payment that
 * raced the timeout): the money is real, so the order is honoured. `refunded` is final: staff gave the money back
 * and took back what the order delivered (payments/refund.service.ts).
 */
const FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  created: [],
  paying: ['created', 'paying', 'failed'],
  paid: ['created', 'paying', 'failed'],
  failed: ['paying'],
  closed: ['created', 'paying', 'failed'],
  refunded: ['paid'],
};

export function allowedFrom(to: OrderStatus, opts: { providerConfirmed?: boolean } = {}): OrderStatus[] {
  const from = [...FROM[to]];
  if (to === 'paid' && opts.providerConfirmed) from.push('closed');
  return from;
}

export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'paying', 'failed'];
