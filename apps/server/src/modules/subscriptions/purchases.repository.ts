import { schema, type Db } from '@lexbridge/db';
import { count, desc, eq, sql } from '@lexbridge/db/orm';

const { templatePurchases, catalogueTemplates } = schema;

export interface PurchaseRow {
  id: number;
  templateId: string;
  nameCn: string | null;
  nameEn: string | null;
  built: boolean | null;
  priceFen: number;
  purchasedAt: Date;
  usedAt: Date | null;
  contractId: number | null;
}

/**
 * The contract a purchase paid for: generation marks the purchase used at the instant it creates the contract (one
 * transaction, one time), paid through 'template'. A deleted contract is not offered any more.
 */
const contractOf = sql<number | null>`(
  select c.id from contracts c
  where c.user_id = ${templatePurchases.userId} and c.template_id = ${templatePurchases.templateId}
    and c.paid_via = 'template' and c.created_at = ${templatePurchases.usedAt} and c.deleted_at is null
  order by c.id limit 1
)`.mapWith(Number);

/** One page of the templates the user bought on their own, newest first, with their catalogue names. */
export async function purchasesOf(db: Db, userId: number, page: { pageNo: number; pageSize: number }): Promise<{ list: PurchaseRow[]; total: number }> {
  const list = await db
    .select({
      id: templatePurchases.id,
      templateId: templatePurchases.templateId,
      nameCn: catalogueTemplates.nameCn,
      nameEn: catalogueTemplates.nameEn,
      built: catalogueTemplates.built,
      priceFen: templatePurchases.priceFen,
      purchasedAt: templatePurchases.purchasedAt,
      usedAt: templatePurchases.usedAt,
      contractId: contractOf,
    })
    .from(templatePurchases)
    .leftJoin(catalogueTemplates, eq(catalogueTemplates.id, templatePurchases.templateId))
    .where(eq(templatePurchases.userId, userId))
    .orderBy(desc(templatePurchases.purchasedAt), desc(templatePurchases.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(templatePurchases).where(eq(templatePurchases.userId, userId));
  return { list, total };
}
