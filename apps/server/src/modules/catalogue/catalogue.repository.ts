import { schema, sql, type Db } from '@lexbridge/db';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from '@lexbridge/db/orm';

const { packages, classifications, catalogueTemplates, templateScenes, packageTemplates } = schema;

export type PackageRow = typeof packages.$inferSelect & { templateCount: number };
export type ClassificationRow = typeof classifications.$inferSelect;
export type TemplateRow = typeof catalogueTemplates.$inferSelect;
export type SceneRow = typeof templateScenes.$inferSelect;

const templateCount = sql<number>`(select count(*)::int from ${packageTemplates} where ${packageTemplates.packageId} = ${packages.id})`;

function selectPackages(db: Db) {
  return db
    .select({
      id: packages.id,
      productType: packages.productType,
      icon: packages.icon,
      nameCn: packages.nameCn,
      nameEn: packages.nameEn,
      countTextCn: packages.countTextCn,
      countTextEn: packages.countTextEn,
      tipCn: packages.tipCn,
      tipEn: packages.tipEn,
      introCn: packages.introCn,
      introEn: packages.introEn,
      priceFen: packages.priceFen,
      oldPriceFen: packages.oldPriceFen,
      unitCn: packages.unitCn,
      unitEn: packages.unitEn,
      sort: packages.sort,
      hot: packages.hot,
      closed: packages.closed,
      watchNum: packages.watchNum,
      validDays: packages.validDays,
      templateCount,
    })
    .from(packages);
}

export interface PackageFilter {
  productType?: number;
  includeClosed?: boolean;
  ids?: string[];
  /** Packages that contain this template. */
  templateId?: string;
  /** Case-insensitive match on names and intros in both languages (a LIKE pattern, already escaped). */
  like?: string;
}

function packageWhere(f: PackageFilter): SQL | undefined {
  return and(
    f.productType !== undefined ? eq(packages.productType, f.productType) : undefined,
    f.includeClosed ? undefined : eq(packages.closed, false),
    f.ids ? inArray(packages.id, f.ids.length ? f.ids : ['']) : undefined,
    f.templateId
      ? sql`exists (select 1 from ${packageTemplates} where ${packageTemplates.packageId} = ${packages.id} and ${packageTemplates.templateId} = ${f.templateId})`
      : undefined,
    f.like ? or(ilike(packages.nameCn, f.like), ilike(packages.nameEn, f.like), ilike(packages.introCn, f.like), ilike(packages.introEn, f.like)) : undefined,
  );
}

export async function listPackages(db: Db, f: PackageFilter, page?: { limit: number; offset: number; hotFirst?: boolean }): Promise<PackageRow[]> {
  const q = selectPackages(db)
    .where(packageWhere(f))
    .orderBy(...(page?.hotFirst ? [desc(packages.hot)] : []), asc(packages.sort), asc(packages.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countPackages(db: Db, f: PackageFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(packages).where(packageWhere(f));
  return Number(row.n);
}

export async function findPackage(db: Db, id: string): Promise<PackageRow | null> {
  const [row] = await selectPackages(db).where(eq(packages.id, id)).limit(1);
  return row ?? null;
}

/** Counts one view and answers the new total; null when the package does not exist. */
export async function incrementWatch(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(packages)
    .set({ watchNum: sql`${packages.watchNum} + 1` })
    .where(eq(packages.id, id))
    .returning({ watchNum: packages.watchNum });
  return row?.watchNum ?? null;
}

export async function listClassifications(db: Db): Promise<ClassificationRow[]> {
  return db.select().from(classifications).orderBy(asc(classifications.sort), asc(classifications.id));
}

export async function findClassification(db: Db, id: string): Promise<ClassificationRow | null> {
  const [row] = await db.select().from(classifications).where(eq(classifications.id, id)).limit(1);
  return row ?? null;
}

export interface TemplateFilter {
  ids?: string[];
  classifyIds?: string[];
  sceneType?: string;
  packageId?: string;
  /** Case-insensitive match on names in both languages, or one of `alsoIds` (e.g. an intro matched in content). */
  like?: string;
  alsoIds?: string[];
}

export async function listTemplates(db: Db, f: TemplateFilter, limit?: number): Promise<TemplateRow[]> {
  const where = and(
    f.ids ? inArray(catalogueTemplates.id, f.ids.length ? f.ids : ['']) : undefined,
    f.classifyIds ? inArray(catalogueTemplates.classifyId, f.classifyIds.length ? f.classifyIds : ['']) : undefined,
    f.sceneType
      ? sql`exists (select 1 from ${templateScenes} where ${templateScenes.templateId} = ${catalogueTemplates.id} and ${templateScenes.sceneType} = ${f.sceneType})`
      : undefined,
    f.packageId
      ? sql`exists (select 1 from ${packageTemplates} where ${packageTemplates.templateId} = ${catalogueTemplates.id} and ${packageTemplates.packageId} = ${f.packageId})`
      : undefined,
    f.like
      ? or(ilike(catalogueTemplates.nameCn, f.like), ilike(catalogueTemplates.nameEn, f.like), f.alsoIds?.length ? inArray(catalogueTemplates.id, f.alsoIds) : undefined)
      : undefined,
  );
  const q = db.select().from(catalogueTemplates).where(where).orderBy(asc(catalogueTemplates.sort), asc(catalogueTemplates.id));
  return limit ? q.limit(limit) : q;
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  const [row] = await db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function scenesOf(db: Db, templateIds: string[]): Promise<SceneRow[]> {
  if (!templateIds.length) return [];
  return db.select().from(templateScenes).where(inArray(templateScenes.templateId, templateIds)).orderBy(asc(templateScenes.templateId), asc(templateScenes.sort));
}

export async function membershipsOf(db: Db, templateIds: string[]): Promise<{ packageId: string; templateId: string }[]> {
  if (!templateIds.length) return [];
  return db
    .select({ packageId: packageTemplates.packageId, templateId: packageTemplates.templateId })
    .from(packageTemplates)
    .innerJoin(packages, eq(packages.id, packageTemplates.packageId))
    .where(inArray(packageTemplates.templateId, templateIds))
    .orderBy(asc(packages.sort));
}
