import type { commerce, OrderView } from '@lexbridge/contract';
import type { RefundRow } from '../payments/refunds.repository.ts';
import type { AttemptRow } from './attempts.repository.ts';
import type { OrderRow } from './orders.repository.ts';

export function refundView(r: RefundRow): commerce.RefundView {
  return { status: r.status, amountFen: r.amountFen, method: r.channel, requestedAt: r.createdAt.getTime(), succeededAt: r.succeededAt ? r.succeededAt.getTime() : null };
}

export function orderView(o: OrderRow, live: AttemptRow | null = null, refund: RefundRow | null = null): OrderView {
  const payment =
    o.status === 'paying' && live && live.status === 'open'
      ? { method: live.channel, scene: live.scene, qrText: live.qrText, redirectUrl: live.redirectUrl, expiresAt: live.expiresAt.getTime() }
      : null;
  return {
    orderNo: o.orderNo,
    kind: o.kind,
    itemRef: o.itemRef,
    productNameCn: o.productNameCn,
    productNameEn: o.productNameEn,
    amountFen: o.amountFen,
    currency: 'CNY',
    status: o.status,
    method: o.channel,
    createdAt: o.createdAt.getTime(),
    closesAt: o.closesAt.getTime(),
    paidAt: o.paidAt ? o.paidAt.getTime() : null,
    payment,
    invoiced: o.fapiaoRequestId !== null,
    refund: refund ? refundView(refund) : null,
  };
}
