import { formatFen } from '@lexbridge/contract';
import type { Db } from '@lexbridge/db';
import type { TakenBack } from '@lexbridge/db/schema/refunds';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { debitBalance, insertLedger, lockBalance } from '../balance/balance.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { deleteTemplatePurchase, fulfilmentOf, lockSubscription, relockContract, setSubscriptionEnd, unlinkFulfilmentContract } from './revoke.repository.ts';

/**
 * Takes back what a paid order delivered, inside the refund's transaction (the mirror of fulfil.ts): a package
 * subscription ends now (one not started yet never runs), a purchased template is removed, a contract unlocked by
 * the order is unpaid again, a top-up leaves the balance — only when the balance still holds it, never below zero.
 * What the user already made stays: contracts generated under the package or with the template remain theirs.
 */
export async function takeBack(tx: Db, order: OrderRow, at: Date, log: FastifyBaseLogger): Promise<TakenBack> {
  const took: TakenBack = { kind: order.kind };
  if (order.kind === 'topup') {
    const balance = (await lockBalance(tx, order.userId)) ?? 0;
    const after = balance >= order.amountFen ? await debitBalance(tx, order.userId, order.amountFen, at) : null;
    if (after === null) throw new AppError('REFUND_BALANCE_SPENT', { balance: formatFen(balance) });
    await insertLedger(tx, { userId: order.userId, deltaFen: -order.amountFen, balanceAfterFen: after, orderId: order.id, reason: 'refund', createdAt: at });
    return { ...took, balanceDeltaFen: -order.amountFen, balanceAfterFen: after };
  }
  const f = await fulfilmentOf(tx, order.userId, order.id);
  if (!f) {
    log.error({ event: 'refund.no_fulfilment', orderNo: order.orderNo }, 'a paid order without its fulfilment: nothing to take back');
    return took;
  }
  if (order.kind === 'package' && f.subscriptionId !== null) {
    const sub = await lockSubscription(tx, order.userId, f.subscriptionId);
    if (sub) {
      // Ends now; a renewal that has not started yet ends at its start, so it never runs. An ended one is left as it was.
      const end = new Date(Math.max(sub.startsAt.getTime(), Math.min(sub.expiresAt.getTime(), at.getTime())));
      await setSubscriptionEnd(tx, order.userId, sub.id, end);
      return { ...took, subscriptionId: sub.id, expiresAtBefore: sub.expiresAt.toISOString(), expiresAtAfter: end.toISOString() };
    }
  }
  if (order.kind === 'template' && f.templatePurchaseId !== null) {
    const gone = await deleteTemplatePurchase(tx, order.userId, f.templatePurchaseId);
    if (gone) return { ...took, templateId: gone.templateId, templatePurchaseId: gone.id, purchaseUsedAt: gone.usedAt ? gone.usedAt.toISOString() : null };
  }
  if (order.kind === 'contract' && f.contractId !== null) {
    const relocked = (await relockContract(tx, order.userId, f.contractId, at)) !== null;
    await unlinkFulfilmentContract(tx, order.userId, order.id);
    return { ...took, contractId: f.contractId, relocked };
  }
  // A contract order that paid a contract already paid (two orders raced) unlocked nothing: only its money goes back.
  return took;
}
