import { schema, type Db } from '@lexbridge/db';
import { and, count, eq, inArray } from '@lexbridge/db/orm';
import type { AttemptStatus } from '@lexbridge/db/schema/commerce';

const { paymentAttempts, orders } = schema;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

export const LIVE_ATTEMPT: AttemptStatus[] = ['opening', 'open'];

export async function insertAttempt(tx: Db, row: typeof paymentAttempts.$inferInsert): Promise<AttemptRow> {
  const [created] = await tx.insert(paymentAttempts).values(row).returning();
  return created;
}

export async function attemptCount(tx: Db, orderId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  return n;
}

/** Trades of an order still open at a provider (or being opened). The order id comes from a row read with its owner. */
export async function liveAttempts(db: Db, orderId: number): Promise<AttemptRow[]> {
  return db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, LIVE_ATTEMPT))).orderBy(paymentAttempts.id);
}

/** Every trade of an order, oldest first (the operations command shows them). The order id comes from a row read with its owner. */
export async function attemptsOf(db: Db, orderId: number): Promise<AttemptRow[]> {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);
}

/** The trade that took an order's money: paid, at the provider trade the order was paid through. */
export async function paidAttemptOf(db: Db, orderId: number, channel: string, providerTradeNo: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.channel, channel as 'alipay' | 'wechat'), eq(paymentAttempts.status, 'paid'), eq(paymentAttempts.providerTradeNo, providerTradeNo)));
  return row ?? null;
}

/** A provider names our trade number only: the attempt and the owner of its order. */
export async function attemptByOutTradeNo(db: Db, outTradeNo: string): Promise<(AttemptRow & { userId: number }) | null> {
  const [row] = await db
    .select({ attempt: paymentAttempts, userId: orders.userId })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.outTradeNo, outTradeNo));
  return row ? { ...row.attempt, userId: row.userId } : null;
}

export async function updateAttempt(
  db: Db,
  id: number,
  from: AttemptStatus[],
  set: Partial<Pick<AttemptRow, 'status' | 'qrText' | 'redirectUrl' | 'providerTradeNo' | 'endedAt'>>,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(paymentAttempts)
    .set(set)
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, from)))
    .returning();
  return row ?? null;
}
