import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { creditBalance, insertLedger } from '../balance/balance.repository.ts';
import { liveRequestById } from '../fapiao/requests.repository.ts';
import { refundLetter } from '../messages/letters.ts';
import { postLetter } from '../messages/messages.service.ts';
import { paidAttemptOf } from '../orders/attempts.repository.ts';
import { allowedFrom } from '../orders/order-state.ts';
import { lockOrder, orderByNoForStaff, transitionOrder } from '../orders/orders.repository.ts';
import { takeBack } from '../orders/revoke.ts';
import { settleRefund } from './refund-settle.ts';
import { insertRefund, type RefundRow } from './refunds.repository.ts';

/** Both gateways refuse refunds of trades older than a year; ask within a margin of that, or not at all. */
export const REFUND_WINDOW_DAYS = 360;
const DAY_MS = 86_400_000;

/** Our refund request number: one full refund per order, so one number per order, the same on every try. */
export const refundNoOf = (orderNo: string) => `${orderNo}R1`;

/**
 * Refunds a paid order in full (staff, through the operations command). One transaction locks the order and, only
 * if it is paid and no standing fapiao request covers it, takes back what it delivered, marks it refunded, records
 * the refund and posts the payer's letter — all or nothing. An order paid from the balance gets its money back in
 * that same transaction. For Alipay and WeChat Pay the provider is asked after the commit, under a refund number
 * fixed per order: whatever happens then (refusal, timeout, crash), the refund row stays pending until the
 * provider confirms it, and the periodic pass asks again (settlePendingRefunds). A second refund of the order finds
 * it refunded and is refused; the unique order id of the refund row backs that up.
 */
export async function refundOrder(ctx: AppContext, orderNo: string, reason: string): Promise<RefundRow> {
  const why = reason.trim();
  if (!why) throw new AppError('VALIDATION');
  const found = await orderByNoForStaff(ctx.db, orderNo);
  if (!found) throw new AppError('NOT_FOUND');
  const at = new Date(ctx.clock.now());
  const refund = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.userId, found.id);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'refunded') throw new AppError('ORDER_ALREADY_REFUNDED');
    if (order.status !== 'paid' || !order.channel) throw new AppError('ORDER_NOT_REFUNDABLE');
    if (order.fapiaoRequestId !== null) {
      const live = await liveRequestById(tx, order.userId, order.fapiaoRequestId);
      if (live) throw new AppError('REFUND_FAPIAO_LIVE', { requestNo: live.requestNo });
    }
    const channel = order.channel;
    let outTradeNo: string | null = null;
    if (channel !== 'balance') {
      if (order.paidAt && at.getTime() - order.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) throw new AppError('REFUND_TOO_LATE', { days: REFUND_WINDOW_DAYS });
      const attempt = order.providerTradeNo ? await paidAttemptOf(tx, order.id, channel, order.providerTradeNo) : null;
      if (!attempt) throw new AppError('ORDER_NOT_REFUNDABLE');
      outTradeNo = attempt.outTradeNo;
    }

    const takenBack = await takeBack(tx, order, at, ctx.log);
    if (channel === 'balance') {
      const after = await creditBalance(tx, order.userId, order.amountFen, at);
      await insertLedger(tx, { userId: order.userId, deltaFen: order.amountFen, balanceAfterFen: after, orderId: order.id, reason: 'refund', createdAt: at });
      Object.assign(takenBack, { balanceDeltaFen: order.amountFen, balanceAfterFen: after });
    }
    const refunded = await transitionOrder(tx, order.userId, order.id, allowedFrom('refunded'), 'refunded', { refundedAt: at, updatedAt: at });
    if (!refunded) throw new AppError('ORDER_NOT_REFUNDABLE');
    const row = await insertRefund(tx, {
      orderId: order.id,
      userId: order.userId,
      refundNo: refundNoOf(order.orderNo),
      channel,
      outTradeNo,
      amountFen: order.amountFen,
      reason: why,
      // The balance is ours: its money is back with this commit.
      status: channel === 'balance' ? 'succeeded' : 'pending',
      takenBack,
      createdAt: at,
      updatedAt: at,
      succeededAt: channel === 'balance' ? at : null,
    });
    await postLetter(
      tx,
      order.userId,
      refundLetter(order, channel, { subscription: takenBack.subscriptionId !== undefined, template: takenBack.templatePurchaseId !== undefined, contract: takenBack.relocked === true }),
      at,
    );
    return row;
  });
  ctx.log.warn({ event: 'order.refunded', orderNo, refundNo: refund.refundNo, channel: refund.channel, amountFen: refund.amountFen }, 'staff refunded an order');
  return settleRefund(ctx, refund);
}
