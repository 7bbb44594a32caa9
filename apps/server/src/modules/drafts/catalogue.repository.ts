import { schema, type Db } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';

const { catalogueTemplates } = schema;

export type CatalogueTemplateRow = typeof catalogueTemplates.$inferSelect;

/**
 * The catalogue entry of a template: whether it is built, its per-contract price and names. Catalogue rows are
 * public data (not user-owned), read here because a draft's entitlement and a contract's name depend on them.
 */
export async function findCatalogueTemplate(db: Db, templateId: string): Promise<CatalogueTemplateRow | null> {
  const [row] = await db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, templateId)).limit(1);
  return row ?? null;
}
