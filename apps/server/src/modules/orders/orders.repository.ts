import { schema, type Db } from '@lexbridge/db';
import { and, count, desc, eq, inArray, lte, type SQL } from '@lexbridge/db/orm';
import type { OrderKind, OrderStatus } from '@lexbridge/db/schema/commerce';

const { orders } = schema;
export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [created] = await db.insert(orders).values(row).returning();
  return created;
}

export async function orderByNo(db: Db, userId: number, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  return row ?? null;
}

export async function lockOrder(tx: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
  return row ?? null;
}

export async function orderById(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** Moves an order to `to` when it is in one of `from`; null when it was not (a concurrent change won). */
export async function transitionOrder(
  tx: Db,
  userId: number,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
  set: Partial<Pick<OrderRow, 'channel' | 'providerTradeNo' | 'paidAt' | 'closedAt' | 'refundedAt'>> & { updatedAt: Date },
): Promise<OrderRow | null> {
  if (!from.length) return null;
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.status, from)))
    .returning();
  return row ?? null;
}

/** Records that the provider was just asked about a paying order, so polls ask at most every ORDER_REQUERY_SECONDS. */
export async function touchOrder(db: Db, userId: number, orderId: number, at: Date): Promise<void> {
  await db.update(orders).set({ updatedAt: at }).where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'paying')));
}

/** An unfinished order of the user for the same item, to resume instead of opening a second one. */
export async function openOrderFor(db: Db, userId: number, kind: OrderKind, itemRef: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind), eq(orders.itemRef, itemRef), inArray(orders.status, ['created', 'paying', 'failed'])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row && row.closesAt > now ? row : null;
}

export async function listOrders(db: Db, userId: number, q: { status?: OrderStatus; kind?: OrderKind; pageNo: number; pageSize: number }) {
  const where: SQL | undefined = and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined, q.kind ? eq(orders.kind, q.kind) : undefined);
  const [list, [{ total }]] = [
    await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    await db.select({ total: count() }).from(orders).where(where),
  ];
  return { list, total };
}

/** Staff pass (no user: the operations command names an order by its number). */
export async function orderByNoForStaff(db: Db, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

/** System pass (no user): unfinished orders whose time is up, oldest first. */
export async function dueOrders(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['created', 'paying', 'failed']), lte(orders.closesAt, now)))
    .orderBy(orders.closesAt)
    .limit(limit);
}

/** System pass (no user): orders waiting on a provider. */
export async function payingOrders(db: Db, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.status, 'paying')).orderBy(orders.updatedAt).limit(limit);
}
