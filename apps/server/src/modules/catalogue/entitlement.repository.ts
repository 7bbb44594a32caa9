import { schema, type Db } from '@lexbridge/db';
import { and, asc, eq, gt, inArray, isNull, lte } from '@lexbridge/db/orm';

const { subscriptions, templatePurchases, packageTemplates, catalogueTemplates } = schema;

export interface ActiveSubscription {
  id: number;
  packageId: string;
  kind: string;
  trialRemaining: number;
  expiresAt: Date;
}

export interface UnusedPurchase {
  id: number;
  templateId: string;
}

/** The user's subscriptions running at `now` (starts_at ≤ now < expires_at), oldest first. */
export async function activeSubscriptions(db: Db, userId: number, now: Date, forUpdate = false): Promise<ActiveSubscription[]> {
  const q = db
    .select({ id: subscriptions.id, packageId: subscriptions.packageId, kind: subscriptions.kind, trialRemaining: subscriptions.trialRemaining, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), lte(subscriptions.startsAt, now), gt(subscriptions.expiresAt, now)))
    .orderBy(asc(subscriptions.expiresAt), asc(subscriptions.id));
  return forUpdate ? q.for('update') : q;
}

/** Templates bought on their own and not used for a contract yet, oldest first; optionally of one template. */
export async function unusedPurchases(db: Db, userId: number, templateId?: string, forUpdate = false): Promise<UnusedPurchase[]> {
  const q = db
    .select({ id: templatePurchases.id, templateId: templatePurchases.templateId })
    .from(templatePurchases)
    .where(and(eq(templatePurchases.userId, userId), isNull(templatePurchases.usedAt), templateId ? eq(templatePurchases.templateId, templateId) : undefined))
    .orderBy(asc(templatePurchases.purchasedAt), asc(templatePurchases.id));
  return forUpdate ? q.for('update') : q;
}

/** The packages that contain a template, and whether it is built; null when the catalogue does not list it. */
export async function templateMembership(db: Db, templateId: string): Promise<{ built: boolean; packageIds: string[] } | null> {
  const [t] = await db.select({ built: catalogueTemplates.built }).from(catalogueTemplates).where(eq(catalogueTemplates.id, templateId)).limit(1);
  if (!t) return null;
  const rows = await db.select({ packageId: packageTemplates.packageId }).from(packageTemplates).where(eq(packageTemplates.templateId, templateId));
  return { built: t.built, packageIds: rows.map((r) => r.packageId) };
}

export async function packagesContaining(db: Db, templateIds: string[]): Promise<{ packageId: string; templateId: string }[]> {
  if (!templateIds.length) return [];
  return db.select({ packageId: packageTemplates.packageId, templateId: packageTemplates.templateId }).from(packageTemplates).where(inArray(packageTemplates.templateId, templateIds));
}
