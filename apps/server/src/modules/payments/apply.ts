import type { Db } from '@lexbridge/db';
import type { PayChannel, PaymentNotice } from '../../providers/payments/types.ts';
import type { AppContext } from '../../context.ts';
import { attemptByOutTradeNo, LIVE_ATTEMPT, liveAttempts, updateAttempt } from '../orders/attempts.repository.ts';
import { completeOrder } from '../orders/fulfil.ts';
import { allowedFrom } from '../orders/order-state.ts';
import { lockOrder, transitionOrder } from '../orders/orders.repository.ts';
import { faultPoint } from './fault.ts';
import { loggedOutcome, logNotification, setOutcome } from './notifications.repository.ts';

export type Outcome = 'applied' | 'duplicate' | 'already_paid' | 'amount_mismatch' | 'unknown_order' | 'closed' | 'ignored';

export interface ApplyResult {
  outcome: Outcome;
  /** Whether to acknowledge: a refused amount is not acknowledged (the provider keeps telling, staff look). */
  ack: boolean;
}

/** Thrown inside the transaction to roll it back when the order is closed and the provider must be asked first. */
class NeedsQuery extends Error {}

/**
 * Applies one verified provider fact (a notification, or a query's answer) exactly once, in one transaction:
 * the notification log's key (channel, provider trade, status) turns a replay into a no-op; the order is locked,
 * the amount must be the order's, and a payment marks the order paid and fulfils it in the same commit.
 * A payment for a closed order is applied only when `confirmed` (the provider was asked); otherwise the caller
 * gets 'needs_query'.
 */
export async function applyNotice(ctx: AppContext, channel: PayChannel, notice: PaymentNotice, raw: string, confirmed = false): Promise<ApplyResult | 'needs_query'> {
  const at = new Date(ctx.clock.now());
  try {
    return await ctx.db.transaction(async (tx) => {
      const logId = await logNotification(tx, {
        channel,
        providerTradeNo: notice.providerTradeNo,
        noticeStatus: notice.status,
        outTradeNo: notice.outTradeNo,
        amountFen: notice.amountFen,
        raw,
        outcome: 'received',
        receivedAt: at,
      });
      if (logId === null) {
        const before = await loggedOutcome(tx, channel, notice.providerTradeNo, notice.status);
        return { outcome: 'duplicate' as const, ack: before !== 'amount_mismatch' };
      }
      faultPoint(ctx, 'after-notify-log');
      const result = await applyLogged(ctx, tx, channel, notice, at, confirmed);
      await setOutcome(tx, logId, result.outcome);
      if (result.outcome === 'amount_mismatch' || result.outcome === 'already_paid') {
        ctx.log.error({ event: 'pay.notice.refused', channel, outTradeNo: notice.outTradeNo, outcome: result.outcome, amountFen: notice.amountFen }, 'payment needs staff attention');
      }
      return result;
    });
  } catch (err) {
    if (err instanceof NeedsQuery) return 'needs_query';
    throw err;
  }
}

async function applyLogged(ctx: AppContext, tx: Db, channel: PayChannel, notice: PaymentNotice, at: Date, confirmed: boolean): Promise<ApplyResult> {
  const attempt = await attemptByOutTradeNo(tx, notice.outTradeNo);
  if (!attempt || attempt.channel !== channel) return { outcome: 'unknown_order', ack: true };
  const order = await lockOrder(tx, attempt.userId, attempt.orderId);
  if (!order) return { outcome: 'unknown_order', ack: true };
  if (notice.amountFen !== order.amountFen) return { outcome: 'amount_mismatch', ack: false };

  if (notice.status === 'closed') {
    await updateAttempt(tx, attempt.id, LIVE_ATTEMPT, { status: 'closed', endedAt: at });
    if (order.status === 'paying' && (await liveAttempts(tx, order.id)).length === 0) {
      await transitionOrder(tx, order.userId, order.id, allowedFrom('failed'), 'failed', { updatedAt: at });
    }
    return { outcome: 'closed', ack: true };
  }

  await updateAttempt(tx, attempt.id, ['opening', 'open', 'closed', 'failed'], { status: 'paid', providerTradeNo: notice.providerTradeNo, endedAt: at });
  if (order.status === 'paid' || order.status === 'refunded') {
    // Paid through this trade already (a query got here first) is a replay; through another one, a double payment.
    // A refunded order was paid: a late notice of its payment changes nothing.
    return order.providerTradeNo === notice.providerTradeNo ? { outcome: 'duplicate', ack: true } : { outcome: 'already_paid', ack: true };
  }
  if (order.status === 'closed' && !confirmed) throw new NeedsQuery();
  await completeOrder(tx, order, { channel, providerTradeNo: notice.providerTradeNo, at, providerConfirmed: confirmed }, ctx.log);
  ctx.log.info({ event: 'order.paid', orderNo: order.orderNo, channel }, 'order paid');
  return { outcome: 'applied', ack: true };
}
