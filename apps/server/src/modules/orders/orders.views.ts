import type { OrderView } from '@lexbridge/contract';
import type { AttemptRow } from './attempts.repository.ts';
import type { OrderRow } from './orders.repository.ts';

export function orderView(o: OrderRow, live: AttemptRow | null = null): OrderView {
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
  };
}
