import { schema, type Db } from '@lexbridge/db';
import { and, eq } from '@lexbridge/db/orm';

const { subscriptions, templatePurchases, contracts, orderFulfilments } = schema;
export type FulfilmentRow = typeof orderFulfilments.$inferSelect;

/** What an order delivered (its owner's row; one per order). */
export async function fulfilmentOf(db: Db, userId: number, orderId: number): Promise<FulfilmentRow | null> {
  const [row] = await db.select().from(orderFulfilments).where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.userId, userId)));
  return row ?? null;
}

export async function lockSubscription(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select({ id: subscriptions.id, startsAt: subscriptions.startsAt, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function setSubscriptionEnd(tx: Db, userId: number, id: number, expiresAt: Date): Promise<void> {
  await tx.update(subscriptions).set({ expiresAt }).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
}

/** Removes a purchased template; answers what it was (the fulfilment's link to it is set null by its foreign key). */
export async function deleteTemplatePurchase(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .delete(templatePurchases)
    .where(and(eq(templatePurchases.id, id), eq(templatePurchases.userId, userId)))
    .returning({ id: templatePurchases.id, templateId: templatePurchases.templateId, usedAt: templatePurchases.usedAt });
  return row ?? null;
}

/** Locks a contract again that an order had unlocked; null when it is not (or no longer) paid through an order. */
export async function relockContract(tx: Db, userId: number, contractId: number, at: Date): Promise<number | null> {
  const [row] = await tx
    .update(contracts)
    .set({ paid: false, paidVia: null, updatedAt: at })
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId), eq(contracts.paid, true), eq(contracts.paidVia, 'order')))
    .returning({ id: contracts.id });
  return row?.id ?? null;
}

/**
 * Unlinks the contract from a refunded order's fulfilment: a contract is unlocked by one order at a time (unique
 * index), and a later order for it must be able to unlock it again. The refund row keeps the contract id.
 */
export async function unlinkFulfilmentContract(tx: Db, userId: number, orderId: number): Promise<void> {
  await tx.update(orderFulfilments).set({ contractId: null }).where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.userId, userId)));
}
