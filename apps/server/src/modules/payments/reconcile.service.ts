import type { AppContext } from '../../context.ts';
import { paymentProvider } from '../../providers/payments/index.ts';
import { PaymentGatewayError, type PayChannel } from '../../providers/payments/types.ts';
import { LIVE_ATTEMPT, liveAttempts, updateAttempt, type AttemptRow } from '../orders/attempts.repository.ts';
import { allowedFrom } from '../orders/order-state.ts';
import { dueOrders, orderById, payingOrders, transitionOrder, type OrderRow } from '../orders/orders.repository.ts';
import { applyNotice } from './apply.ts';
import { settlePendingRefunds } from './refund-settle.ts';

/** An attempt stuck in 'opening' this long (the process died during provider.create) is given up after asking. */
const OPENING_GRACE_MS = 60_000;

/**
 * Asks the provider about one trade and acts on the answer: paid → applied exactly once (through the same log
 * as notifications, so the notification arriving later is a replay); closed → the attempt ends.
 * Answers the trade's status as the provider sees it.
 */
export async function settleAttempt(ctx: AppContext, attempt: AttemptRow): Promise<'paid' | 'paying' | 'closed' | 'not_found'> {
  const provider = paymentProvider(ctx.providers.payments, attempt.channel as PayChannel);
  const state = await provider.query(attempt.outTradeNo);
  const at = new Date(ctx.clock.now());
  if (state.status === 'paid') {
    const notice = {
      outTradeNo: attempt.outTradeNo,
      providerTradeNo: state.providerTradeNo ?? attempt.outTradeNo,
      amountFen: state.amountFen ?? -1,
      status: 'paid' as const,
      paidAt: state.paidAt,
    };
    await applyNotice(ctx, attempt.channel as PayChannel, notice, `query ${JSON.stringify(state)}`, true);
    return 'paid';
  }
  if (state.status === 'closed' || (state.status === 'not_found' && attempt.createdAt.getTime() + OPENING_GRACE_MS < at.getTime())) {
    await updateAttempt(ctx.db, attempt.id, LIVE_ATTEMPT, { status: state.status === 'closed' ? 'closed' : 'failed', endedAt: at });
  }
  return state.status;
}

/** Asks about every open trade of an order; true when one turned out paid. */
export async function settleOrder(ctx: AppContext, order: OrderRow): Promise<boolean> {
  let paid = false;
  for (const attempt of await liveAttempts(ctx.db, order.id)) {
    if ((await settleAttempt(ctx, attempt)) === 'paid') paid = true;
  }
  if (!paid && order.status === 'paying' && (await liveAttempts(ctx.db, order.id)).length === 0) {
    await transitionOrder(ctx.db, order.userId, order.id, allowedFrom('failed'), 'failed', { updatedAt: new Date(ctx.clock.now()) });
  }
  return paid;
}

/**
 * Ends every open trade of an order at its provider before something else pays it (another method, the balance,
 * the timeout). A trade that cannot be closed because it was paid meanwhile is applied instead: answers true then.
 */
export async function closeOpenTrades(ctx: AppContext, order: OrderRow): Promise<boolean> {
  for (const attempt of await liveAttempts(ctx.db, order.id)) {
    const provider = paymentProvider(ctx.providers.payments, attempt.channel as PayChannel);
    if ((await settleAttempt(ctx, attempt)) === 'paid') return true;
    try {
      await provider.close(attempt.outTradeNo);
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      if ((await settleAttempt(ctx, attempt)) === 'paid') return true;
      throw err;
    }
    await updateAttempt(ctx.db, attempt.id, LIVE_ATTEMPT, { status: 'closed', endedAt: new Date(ctx.clock.now()) });
  }
  return false;
}

/** Closes an unfinished order whose time is up, unless one of its trades was paid. Answers the order as it ends up. */
export async function closeIfDue(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  if (!['created', 'paying', 'failed'].includes(order.status) || order.closesAt.getTime() > ctx.clock.now()) return order;
  try {
    if (!(await closeOpenTrades(ctx, order))) {
      await transitionOrder(ctx.db, order.userId, order.id, allowedFrom('closed'), 'closed', { closedAt: new Date(ctx.clock.now()), updatedAt: new Date(ctx.clock.now()) });
    }
  } catch (err) {
    // The provider cannot be reached: the order stays open and the next pass tries again.
    ctx.log.warn({ event: 'order.close.deferred', orderNo: order.orderNo, err }, 'could not close the provider trade');
  }
  return (await orderById(ctx.db, order.userId, order.id)) ?? order;
}

/**
 * One pass over unfinished orders: closes those whose time is up and asks the providers about paying ones; then
 * over refunds the providers have not confirmed (asked again under the same refund number).
 * At start it is the recovery pass: a payment interrupted between its notification and its fulfilment is found
 * paid at the provider and completed, and a refund interrupted before its provider answered is asked again.
 */
export async function reconcile(ctx: AppContext, opts: { limit?: number } = {}): Promise<{ closed: number; paid: number; refunded: number }> {
  const limit = opts.limit ?? 200;
  let closed = 0;
  let paid = 0;
  for (const order of await dueOrders(ctx.db, new Date(ctx.clock.now()), limit)) {
    const after = await closeIfDue(ctx, order);
    if (after.status === 'closed') closed++;
    if (after.status === 'paid') paid++;
  }
  for (const order of await payingOrders(ctx.db, limit)) {
    try {
      if (await settleOrder(ctx, order)) paid++;
    } catch (err) {
      ctx.log.warn({ event: 'order.requery.failed', orderNo: order.orderNo, err }, 'provider query failed');
    }
  }
  const refunded = await settlePendingRefunds(ctx, limit);
  return { closed, paid, refunded };
}
