import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { liveAttempts } from '../orders/attempts.repository.ts';
import { completeOrder } from '../orders/fulfil.ts';
import { lockOrder, type OrderRow } from '../orders/orders.repository.ts';
import { balanceOf, debitBalance, insertLedger, ledgerOf, lockBalance } from './balance.repository.ts';

export async function getBalance(ctx: AppContext, userId: number) {
  return { balanceFen: await balanceOf(ctx.db, userId), currency: 'CNY' as const };
}

export async function getLedger(ctx: AppContext, userId: number, page: { pageNo: number; pageSize: number }) {
  const { list, total } = await ledgerOf(ctx.db, userId, page);
  return { list: list.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })), total };
}

/**
 * Pays an order from the balance in ONE transaction: the order and the balance row are locked, the balance must
 * cover the amount (else BALANCE_INSUFFICIENT, nothing changed), the ledger row, the paid order and what it
 * bought are committed together. Concurrent purchases of one user queue on the balance row's lock.
 */
export async function payFromBalance(ctx: AppContext, userId: number, orderId: number): Promise<OrderRow> {
  const at = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, userId, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.kind === 'topup') throw new AppError('BALANCE_NOT_FOR_TOPUP');
    if (order.status === 'paid' || order.status === 'refunded') throw new AppError('ORDER_NOT_PAYABLE');
    if (order.status === 'closed' || order.closesAt <= at) throw new AppError('ORDER_CLOSED');
    // A provider trade opened meanwhile could still be paid: never both.
    if ((await liveAttempts(tx, order.id)).length) throw new AppError('ORDER_NOT_PAYABLE');
    const balance = await lockBalance(tx, userId);
    if (balance === null || balance < order.amountFen) throw new AppError('BALANCE_INSUFFICIENT');
    const after = await debitBalance(tx, userId, order.amountFen, at);
    if (after === null) throw new AppError('BALANCE_INSUFFICIENT');
    await insertLedger(tx, { userId, deltaFen: -order.amountFen, balanceAfterFen: after, orderId: order.id, reason: 'purchase', createdAt: at });
    const paid = await completeOrder(tx, order, { channel: 'balance', providerTradeNo: null, at }, ctx.log);
    ctx.log.info({ event: 'order.paid', orderNo: order.orderNo, channel: 'balance' }, 'order paid from the balance');
    return paid;
  });
}
