import { schema, type Db } from '@lexbridge/db';
import { and, asc, eq, inArray, sql } from '@lexbridge/db/orm';
import type { RefundStatus } from '@lexbridge/db/schema/refunds';

const { orderRefunds } = schema;
export type RefundRow = typeof orderRefunds.$inferSelect;

export async function insertRefund(tx: Db, row: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [created] = await tx.insert(orderRefunds).values(row).returning();
  return created;
}

/** The refund of an order (its owner's), or null. */
export async function refundOfOrder(db: Db, userId: number, orderId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(orderRefunds).where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.userId, userId)));
  return row ?? null;
}

/** The refunds of some of the user's orders (a page of the payment history). */
export async function refundsOfOrders(db: Db, userId: number, orderIds: number[]): Promise<RefundRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(orderRefunds).where(and(eq(orderRefunds.userId, userId), inArray(orderRefunds.orderId, orderIds)));
}

export async function refundById(db: Db, userId: number, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(orderRefunds).where(and(eq(orderRefunds.id, id), eq(orderRefunds.userId, userId)));
  return row ?? null;
}

/** System pass (no user): refunds the providers have not confirmed yet, longest untouched first. */
export async function pendingRefunds(db: Db, limit: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.status, 'pending')).orderBy(asc(orderRefunds.updatedAt), asc(orderRefunds.id)).limit(limit);
}

/**
 * Records one conversation with the provider about a pending refund. Only a pending refund changes, so two passes
 * asking at once (the command and the periodic pass) cannot move a finished one back.
 */
export async function recordRefundTry(
  db: Db,
  userId: number,
  id: number,
  set: { status?: RefundStatus; providerRefundNo?: string | null; lastError: string | null; succeededAt?: Date; updatedAt: Date },
): Promise<RefundRow | null> {
  const [row] = await db
    .update(orderRefunds)
    .set({ ...set, tries: sql`${orderRefunds.tries} + 1` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.userId, userId), eq(orderRefunds.status, 'pending')))
    .returning();
  return row ?? null;
}
