import { schema, sql, type Db } from '@lexbridge/db';
import { and, notInArray } from '@lexbridge/db/orm';

const { packages, classifications, catalogueTemplates, templateScenes, packageTemplates } = schema;

/** Any fixed number: instances starting together load the catalogue one after the other. */
const LOCK_KEY = 72_413_003;

export type PackageRow = typeof packages.$inferInsert;
export type ClassificationRow = typeof classifications.$inferInsert;
export type CatalogueTemplateRow = typeof catalogueTemplates.$inferInsert;
export type SceneRow = typeof templateScenes.$inferInsert;
export type MembershipRow = typeof packageTemplates.$inferInsert;

const excluded = (col: string) => sql.raw(`excluded.${col}`);

export async function lockCatalogue(tx: Db) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
}

/** Parents must come first (the foreign key is checked per row). */
export async function upsertClassifications(tx: Db, rows: ClassificationRow[]) {
  if (!rows.length) return;
  await tx
    .insert(classifications)
    .values(rows)
    .onConflictDoUpdate({
      target: classifications.id,
      set: { parentId: excluded('parent_id'), nameCn: excluded('name_cn'), nameEn: excluded('name_en'), icon: excluded('icon'), sort: excluded('sort'), recommended: excluded('recommended') },
    });
}

/** Every column but the view count, which users make. */
export async function upsertPackages(tx: Db, rows: PackageRow[]) {
  if (!rows.length) return;
  const set = {
    productType: excluded('product_type'),
    icon: excluded('icon'),
    nameCn: excluded('name_cn'),
    nameEn: excluded('name_en'),
    countTextCn: excluded('count_text_cn'),
    countTextEn: excluded('count_text_en'),
    tipCn: excluded('tip_cn'),
    tipEn: excluded('tip_en'),
    introCn: excluded('intro_cn'),
    introEn: excluded('intro_en'),
    priceFen: excluded('price_fen'),
    oldPriceFen: excluded('old_price_fen'),
    unitCn: excluded('unit_cn'),
    unitEn: excluded('unit_en'),
    sort: excluded('sort'),
    hot: excluded('hot'),
    closed: excluded('closed'),
    validDays: excluded('valid_days'),
  };
  await tx.insert(packages).values(rows).onConflictDoUpdate({ target: packages.id, set });
}

export async function upsertTemplates(tx: Db, rows: CatalogueTemplateRow[]) {
  if (!rows.length) return;
  await tx
    .insert(catalogueTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: catalogueTemplates.id,
      set: {
        classifyId: excluded('classify_id'),
        nameCn: excluded('name_cn'),
        nameEn: excluded('name_en'),
        built: excluded('built'),
        priceFen: excluded('price_fen'),
        contractPriceFen: excluded('contract_price_fen'),
        sort: excluded('sort'),
        hot: excluded('hot'),
      },
    });
}

/** Scenes and memberships are derived rows: replaced as a whole. */
export async function replaceScenesAndMemberships(tx: Db, scenes: SceneRow[], members: MembershipRow[]) {
  await tx.delete(templateScenes);
  await tx.delete(packageTemplates);
  if (scenes.length) await tx.insert(templateScenes).values(scenes);
  if (members.length) await tx.insert(packageTemplates).values(members);
}

/**
 * Entries removed from the catalogue. Templates and classifications go (contracts keep their template id by value);
 * a package is only closed, since subscriptions and orders name it.
 */
export async function retireMissing(tx: Db, keep: { packageIds: string[]; templateIds: string[]; classificationIds: string[] }) {
  if (keep.templateIds.length) await tx.delete(catalogueTemplates).where(notInArray(catalogueTemplates.id, keep.templateIds));
  if (keep.packageIds.length) await tx.update(packages).set({ closed: true }).where(notInArray(packages.id, keep.packageIds));
  if (keep.classificationIds.length) {
    // Children before parents.
    await tx.delete(classifications).where(and(notInArray(classifications.id, keep.classificationIds), sql`${classifications.parentId} is not null`));
    await tx.delete(classifications).where(notInArray(classifications.id, keep.classificationIds));
  }
}
