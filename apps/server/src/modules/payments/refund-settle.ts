import type { AppContext } from '../../context.ts';
import { paymentProvider } from '../../providers/payments/index.ts';
import type { PayChannel, RefundState } from '../../providers/payments/types.ts';
import { orderById } from '../orders/orders.repository.ts';
import { pendingRefunds, recordRefundTry, refundById, type RefundRow } from './refunds.repository.ts';

/**
 * Moves a pending refund on with its provider: asks for the refund (first time, or when the provider never received
 * it) or asks how an accepted one is going. The refund number is the same on every try, so however often this runs —
 * by the command, the periodic pass, after a crash — the provider refunds once. Never throws for a provider's
 * failure: the refund stays pending with the error, and the next pass tries again. Answers the refund as it ends up.
 */
export async function settleRefund(ctx: AppContext, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== 'pending' || refund.channel === 'balance' || !refund.outTradeNo) return refund;
  const provider = paymentProvider(ctx.providers.payments, refund.channel as PayChannel);
  const order = await orderById(ctx.db, refund.userId, refund.orderId);
  if (!order) return refund;
  const input = { outTradeNo: refund.outTradeNo, outRefundNo: refund.refundNo, amountFen: refund.amountFen, totalFen: order.amountFen, reason: refund.reason };
  let state: RefundState;
  try {
    state = refund.providerRefundNo ? await provider.queryRefund(input.outTradeNo, input.outRefundNo) : await provider.refund(input);
    if (state.status === 'not_found') state = await provider.refund(input);
  } catch (err) {
    ctx.log.warn({ event: 'refund.try.failed', refundNo: refund.refundNo, err }, 'refund not confirmed by the provider; will ask again');
    const message = (err as Error).message ?? String(err);
    return (await recordRefundTry(ctx.db, refund.userId, refund.id, { lastError: message.slice(0, 500), updatedAt: new Date(ctx.clock.now()) })) ?? refund;
  }
  return applyRefundState(ctx, refund, state);
}

async function applyRefundState(ctx: AppContext, refund: RefundRow, state: RefundState): Promise<RefundRow> {
  const at = new Date(ctx.clock.now());
  const providerRefundNo = state.providerRefundNo ?? refund.providerRefundNo;
  let row: RefundRow | null;
  if (state.status === 'succeeded' && state.amountFen !== undefined && state.amountFen !== refund.amountFen) {
    // The provider refunded another amount under our number: never settle on it; staff look.
    ctx.log.error({ event: 'refund.amount_mismatch', refundNo: refund.refundNo, amountFen: state.amountFen }, 'provider refund amount differs');
    row = await recordRefundTry(ctx.db, refund.userId, refund.id, { lastError: `provider refunded ${state.amountFen} fen`, updatedAt: at });
  } else if (state.status === 'succeeded') {
    row = await recordRefundTry(ctx.db, refund.userId, refund.id, { status: 'succeeded', providerRefundNo, lastError: null, succeededAt: state.succeededAt ?? at, updatedAt: at });
    ctx.log.info({ event: 'refund.succeeded', refundNo: refund.refundNo, channel: refund.channel }, 'refund confirmed by the provider');
  } else if (state.status === 'failed') {
    row = await recordRefundTry(ctx.db, refund.userId, refund.id, { status: 'failed', providerRefundNo, lastError: (state.detail ?? 'refused').slice(0, 500), updatedAt: at });
    ctx.log.error({ event: 'refund.refused', refundNo: refund.refundNo, channel: refund.channel, detail: state.detail }, 'the provider refused the refund: settle it in the merchant platform');
  } else {
    row = await recordRefundTry(ctx.db, refund.userId, refund.id, { providerRefundNo, lastError: null, updatedAt: at });
  }
  return row ?? (await refundById(ctx.db, refund.userId, refund.id)) ?? refund;
}

/** The periodic pass over refunds the providers have not confirmed: answers how many were confirmed now. */
export async function settlePendingRefunds(ctx: AppContext, limit = 100): Promise<number> {
  let done = 0;
  for (const refund of await pendingRefunds(ctx.db, limit)) {
    if ((await settleRefund(ctx, refund)).status === 'succeeded') done++;
  }
  return done;
}
