import { schema, type Db } from '@lexbridge/db';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from '@lexbridge/db/orm';
import type { FapiaoStatus } from '@lexbridge/db/schema/fapiao';

const { fapiaoRequests, fapiaoRequestOrders, orders } = schema;
export type RequestRow = typeof fapiaoRequests.$inferSelect;

/** Money paid in through a provider is invoiceable; what the balance paid was invoiced as its top-up. */
const invoiceable = (userId: number): SQL =>
  and(eq(orders.userId, userId), eq(orders.status, 'paid'), inArray(orders.channel, ['alipay', 'wechat']), isNull(orders.fapiaoRequestId)) as SQL;

const invoiceableColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  kind: orders.kind,
  productNameCn: orders.productNameCn,
  productNameEn: orders.productNameEn,
  amountFen: orders.amountFen,
  channel: orders.channel,
  paidAt: orders.paidAt,
};

export async function invoiceableOrders(db: Db, userId: number) {
  return db.select(invoiceableColumns).from(orders).where(invoiceable(userId)).orderBy(desc(orders.paidAt), desc(orders.id));
}

/**
 * Locks the user's orders with these numbers that are still invoiceable, in id order (so two requests sharing orders
 * queue instead of deadlocking). The condition is checked again after the lock is granted, so an order another
 * request took meanwhile is not returned.
 */
export async function lockInvoiceable(tx: Db, userId: number, orderNos: string[]) {
  return tx
    .select(invoiceableColumns)
    .from(orders)
    .where(and(invoiceable(userId), inArray(orders.orderNo, orderNos)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function insertRequest(tx: Db, row: typeof fapiaoRequests.$inferInsert): Promise<RequestRow> {
  const [created] = await tx.insert(fapiaoRequests).values(row).returning();
  return created;
}

/** Marks the orders as covered by the request; answers how many were still free (all of them, under the lock). */
export async function attachOrders(tx: Db, userId: number, requestId: number, list: { id: number; amountFen: number }[]): Promise<number> {
  await tx.insert(fapiaoRequestOrders).values(list.map((o) => ({ requestId, orderId: o.id, amountFen: o.amountFen })));
  const updated = await tx
    .update(orders)
    .set({ fapiaoRequestId: requestId })
    .where(and(eq(orders.userId, userId), isNull(orders.fapiaoRequestId), inArray(orders.id, list.map((o) => o.id))))
    .returning({ id: orders.id });
  return updated.length;
}

/** Frees the orders a cancelled or rejected request covered, so they can be requested again. */
export async function releaseOrders(tx: Db, userId: number, requestId: number): Promise<void> {
  await tx.update(orders).set({ fapiaoRequestId: null }).where(and(eq(orders.userId, userId), eq(orders.fapiaoRequestId, requestId)));
}

export async function lockRequest(tx: Db, userId: number, requestNo: string): Promise<RequestRow | null> {
  const [row] = await tx.select().from(fapiaoRequests).where(and(eq(fapiaoRequests.requestNo, requestNo), eq(fapiaoRequests.userId, userId))).for('update');
  return row ?? null;
}

/** Staff pass (no user): the request by its number, locked. */
export async function lockRequestForStaff(tx: Db, requestNo: string): Promise<RequestRow | null> {
  const [row] = await tx.select().from(fapiaoRequests).where(eq(fapiaoRequests.requestNo, requestNo)).for('update');
  return row ?? null;
}

export async function setRequest(
  tx: Db,
  id: number,
  set: { status: FapiaoStatus; updatedAt: Date } & Partial<Pick<RequestRow, 'rejectReason' | 'logisticsCompany' | 'trackingNo'>>,
): Promise<RequestRow> {
  const [row] = await tx.update(fapiaoRequests).set(set).where(eq(fapiaoRequests.id, id)).returning();
  return row;
}

export async function requestByNo(db: Db, userId: number, requestNo: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(fapiaoRequests).where(and(eq(fapiaoRequests.requestNo, requestNo), eq(fapiaoRequests.userId, userId)));
  return row ?? null;
}

export async function ordersOfRequest(db: Db, userId: number, requestId: number) {
  return db
    .select({ orderNo: orders.orderNo, productNameCn: orders.productNameCn, productNameEn: orders.productNameEn, amountFen: fapiaoRequestOrders.amountFen, paidAt: orders.paidAt })
    .from(fapiaoRequestOrders)
    .innerJoin(orders, eq(orders.id, fapiaoRequestOrders.orderId))
    .where(and(eq(fapiaoRequestOrders.requestId, requestId), eq(orders.userId, userId)))
    .orderBy(asc(orders.id));
}

export async function listRequests(db: Db, userId: number, q: { status?: number; pageNo: number; pageSize: number }) {
  const where = and(eq(fapiaoRequests.userId, userId), q.status ? eq(fapiaoRequests.status, q.status as FapiaoStatus) : undefined);
  const list = await db
    .select()
    .from(fapiaoRequests)
    .where(where)
    .orderBy(desc(fapiaoRequests.createdAt), desc(fapiaoRequests.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(fapiaoRequests).where(where);
  return { list, total };
}

/** Statuses in which a request still stands for its orders: received, in process, mailed. */
export const LIVE_FAPIAO_STATUSES: FapiaoStatus[] = [1, 3, 5];

/** The request covering an order while it still stands (a cancelled or rejected one released its orders). */
export async function liveRequestById(db: Db, userId: number, requestId: number): Promise<{ requestNo: string; status: FapiaoStatus } | null> {
  const [row] = await db
    .select({ requestNo: fapiaoRequests.requestNo, status: fapiaoRequests.status })
    .from(fapiaoRequests)
    .where(and(eq(fapiaoRequests.id, requestId), eq(fapiaoRequests.userId, userId), inArray(fapiaoRequests.status, LIVE_FAPIAO_STATUSES)));
  return row ?? null;
}

const { users } = schema;
const requester = { userId: users.id, countryCode: users.countryCode, phone: users.phone, name: users.name, email: users.email };

/** Staff pass (no user): requests of every user, newest first, optionally of one status, with who asked. */
export async function requestsForStaff(db: Db, q: { status?: FapiaoStatus; limit: number }) {
  return db
    .select({ request: fapiaoRequests, user: requester })
    .from(fapiaoRequests)
    .innerJoin(users, eq(users.id, fapiaoRequests.userId))
    .where(q.status ? eq(fapiaoRequests.status, q.status) : undefined)
    .orderBy(desc(fapiaoRequests.createdAt), desc(fapiaoRequests.id))
    .limit(q.limit);
}

/** Staff pass (no user): one request by its number, with who asked. */
export async function requestByNoForStaff(db: Db, requestNo: string) {
  const [row] = await db
    .select({ request: fapiaoRequests, user: requester })
    .from(fapiaoRequests)
    .innerJoin(users, eq(users.id, fapiaoRequests.userId))
    .where(eq(fapiaoRequests.requestNo, requestNo));
  return row ?? null;
}

export async function requestById(db: Db, userId: number, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(fapiaoRequests).where(and(eq(fapiaoRequests.id, id), eq(fapiaoRequests.userId, userId)));
  return row ?? null;
}
