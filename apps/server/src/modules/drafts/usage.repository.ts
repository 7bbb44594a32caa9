import { schema, type Db } from '@lexbridge/db';
import { and, eq, gt, isNull, sql } from '@lexbridge/db/orm';

const { subscriptions, templatePurchases } = schema;

/**
 * Locks every subscription row of the user until the transaction ends. Two generates of one user then decide their
 * entitlement one after the other, each seeing the counts the other left.
 */
export async function lockSubscriptions(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
}

/** Uses one trial count; null when none is left (the count never goes below 0). */
export async function useTrialCount(tx: Db, userId: number, subscriptionId: number): Promise<number | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ trialRemaining: sql`${subscriptions.trialRemaining} - 1`, usedCount: sql`${subscriptions.usedCount} + 1` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId), gt(subscriptions.trialRemaining, 0)))
    .returning({ remaining: subscriptions.trialRemaining });
  return row ? row.remaining : null;
}

export async function countPackageUse(tx: Db, userId: number, subscriptionId: number): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ usedCount: sql`${subscriptions.usedCount} + 1` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
}

/** The first contract made through a purchased template marks it used. */
export async function markPurchaseUsed(tx: Db, userId: number, purchaseId: number, at: Date): Promise<void> {
  await tx
    .update(templatePurchases)
    .set({ usedAt: at })
    .where(and(eq(templatePurchases.id, purchaseId), eq(templatePurchases.userId, userId), isNull(templatePurchases.usedAt)));
}
