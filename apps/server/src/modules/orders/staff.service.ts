import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { OpsOrderDetail } from '../dev/ops.schema.ts';
import { requestById } from '../fapiao/requests.repository.ts';
import { requesterView } from '../fapiao/staff.views.ts';
import { refundOrder } from '../payments/refund.service.ts';
import { refundOfOrder } from '../payments/refunds.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { attemptsOf } from './attempts.repository.ts';
import { orderByNoForStaff } from './orders.repository.ts';
import { fulfilmentOf } from './revoke.repository.ts';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** One order as staff see it: its owner, trades, what it delivered, its fapiao request and its refund. */
export async function staffOrder(ctx: AppContext, orderNo: string): Promise<OpsOrderDetail> {
  const o = await orderByNoForStaff(ctx.db, orderNo);
  if (!o) throw new AppError('NOT_FOUND');
  const [user, attempts, fulfilment, refund, fapiao] = [
    await findUserById(ctx.db, o.userId),
    await attemptsOf(ctx.db, o.id),
    await fulfilmentOf(ctx.db, o.userId, o.id),
    await refundOfOrder(ctx.db, o.userId, o.id),
    o.fapiaoRequestId !== null ? await requestById(ctx.db, o.userId, o.fapiaoRequestId) : null,
  ];
  return {
    orderNo: o.orderNo,
    user: requesterView({ userId: o.userId, countryCode: user?.countryCode ?? null, phone: user?.phone ?? null, name: user?.name ?? null, email: user?.email ?? null }),
    kind: o.kind,
    itemRef: o.itemRef,
    productNameCn: o.productNameCn,
    productNameEn: o.productNameEn,
    amountFen: o.amountFen,
    status: o.status,
    channel: o.channel,
    providerTradeNo: o.providerTradeNo,
    createdAt: o.createdAt.getTime(),
    paidAt: ms(o.paidAt),
    refundedAt: ms(o.refundedAt),
    fapiao: fapiao ? { requestNo: fapiao.requestNo, status: fapiao.status } : null,
    attempts: attempts.map((a) => ({ outTradeNo: a.outTradeNo, channel: a.channel, scene: a.scene, status: a.status, providerTradeNo: a.providerTradeNo, createdAt: a.createdAt.getTime() })),
    fulfilment: fulfilment
      ? { subscriptionId: fulfilment.subscriptionId, templatePurchaseId: fulfilment.templatePurchaseId, contractId: fulfilment.contractId, createdAt: fulfilment.createdAt.getTime() }
      : null,
    refund: refund
      ? {
          refundNo: refund.refundNo,
          status: refund.status,
          channel: refund.channel,
          outTradeNo: refund.outTradeNo,
          amountFen: refund.amountFen,
          reason: refund.reason,
          providerRefundNo: refund.providerRefundNo,
          takenBack: { ...refund.takenBack },
          tries: refund.tries,
          lastError: refund.lastError,
          createdAt: refund.createdAt.getTime(),
          succeededAt: ms(refund.succeededAt),
        }
      : null,
  };
}

/** Staff refund an order in full (see refundOrder); answered with the order as it now stands. */
export async function staffRefund(ctx: AppContext, orderNo: string, reason: string): Promise<OpsOrderDetail> {
  await refundOrder(ctx, orderNo, reason);
  return staffOrder(ctx, orderNo);
}
