import { schema, type Db } from '@lexbridge/db';
import { and, desc, eq } from '@lexbridge/db/orm';

const { subscriptions, templatePurchases, contracts, orderFulfilments, packages } = schema;

export async function packageValidDays(tx: Db, packageId: string): Promise<number | null> {
  const [row] = await tx.select({ validDays: packages.validDays }).from(packages).where(eq(packages.id, packageId));
  return row?.validDays ?? null;
}

/** The latest end of the user's subscriptions of a package, locked so two paid orders of it extend one after the other. */
export async function lastSubscriptionEnd(tx: Db, userId: number, packageId: string): Promise<Date | null> {
  const rows = await tx
    .select({ expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.packageId, packageId), eq(subscriptions.kind, 'subscribe')))
    .orderBy(desc(subscriptions.expiresAt))
    .for('update');
  return rows[0]?.expiresAt ?? null;
}

export async function insertSubscription(tx: Db, userId: number, packageId: string, startsAt: Date, expiresAt: Date, at: Date): Promise<number> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, packageId, kind: 'subscribe', trialTotal: 0, trialRemaining: 0, startsAt, expiresAt, createdAt: at })
    .returning({ id: subscriptions.id });
  return row.id;
}

export async function insertTemplatePurchase(tx: Db, userId: number, templateId: string, priceFen: number, at: Date): Promise<number> {
  const [row] = await tx.insert(templatePurchases).values({ userId, templateId, priceFen, purchasedAt: at }).returning({ id: templatePurchases.id });
  return row.id;
}

/** Marks an unpaid contract paid by an order; null when it was paid already (another order, or a package). */
export async function unlockContract(tx: Db, userId: number, contractId: number, at: Date): Promise<number | null> {
  const [row] = await tx
    .update(contracts)
    .set({ paid: true, paidVia: 'order', updatedAt: at })
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId), eq(contracts.paid, false)))
    .returning({ id: contracts.id });
  return row?.id ?? null;
}

export async function insertFulfilment(tx: Db, row: typeof orderFulfilments.$inferInsert): Promise<void> {
  await tx.insert(orderFulfilments).values(row);
}
