import { schema, type Db } from '@lexbridge/db';
import { and, asc, count, desc, eq } from '@lexbridge/db/orm';

const { subscriptions, packages, orderFulfilments, orders, packageTemplates, catalogueTemplates } = schema;

export type SubscriptionKind = 'subscribe' | 'trial';

export interface SubscriptionRow {
  id: number;
  kind: string;
  packageId: string;
  packageNameCn: string | null;
  packageNameEn: string | null;
  startsAt: Date;
  expiresAt: Date;
  usedCount: number;
  trialTotal: number;
  trialRemaining: number;
  /** The amount of the order that delivered it; null when no order did (a free trial). */
  orderAmountFen: number | null;
  orderNo: string | null;
  orderStatus: string | null;
}

/** A subscription, its package's names and the order that bought it (one fulfilment per order, at most one per subscription). */
const columns = {
  id: subscriptions.id,
  kind: subscriptions.kind,
  packageId: subscriptions.packageId,
  packageNameCn: packages.nameCn,
  packageNameEn: packages.nameEn,
  startsAt: subscriptions.startsAt,
  expiresAt: subscriptions.expiresAt,
  usedCount: subscriptions.usedCount,
  trialTotal: subscriptions.trialTotal,
  trialRemaining: subscriptions.trialRemaining,
  orderAmountFen: orders.amountFen,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(orderFulfilments, and(eq(orderFulfilments.subscriptionId, subscriptions.id), eq(orderFulfilments.userId, subscriptions.userId)))
    .leftJoin(orders, eq(orders.id, orderFulfilments.orderId));
}

/** One page of the user's subscriptions of one kind, newest first. */
export async function subscriptionsOf(db: Db, userId: number, kind: SubscriptionKind, page: { pageNo: number; pageSize: number }): Promise<{ list: SubscriptionRow[]; total: number }> {
  const where = and(eq(subscriptions.userId, userId), eq(subscriptions.kind, kind));
  const list = await joined(db)
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(subscriptions).where(where);
  return { list, total };
}

export async function subscriptionById(db: Db, userId: number, id: number): Promise<SubscriptionRow | null> {
  const [row] = await joined(db).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row ?? null;
}

/** The templates a package holds, in catalogue order. */
export async function packageTemplatesOf(db: Db, packageId: string) {
  return db
    .select({ templateId: catalogueTemplates.id, nameCn: catalogueTemplates.nameCn, nameEn: catalogueTemplates.nameEn, built: catalogueTemplates.built })
    .from(packageTemplates)
    .innerJoin(catalogueTemplates, eq(catalogueTemplates.id, packageTemplates.templateId))
    .where(eq(packageTemplates.packageId, packageId))
    .orderBy(asc(catalogueTemplates.classifyId), asc(catalogueTemplates.sort), asc(catalogueTemplates.id));
}

/** The catalogue price of a package: what a subscription given without an order is worth. */
export async function packagePriceFen(db: Db, packageId: string): Promise<number | null> {
  const [row] = await db.select({ priceFen: packages.priceFen }).from(packages).where(eq(packages.id, packageId));
  return row?.priceFen ?? null;
}
