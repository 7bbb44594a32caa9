import { schema, type Db } from '@lexbridge/db';
import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from '@lexbridge/db/orm';

const { contracts, contractVersions, catalogueTemplates, packages } = schema;

export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;

/** A contract of this user that is not deleted. Every query here names the user: another user's contract is "not found". */
const mine = (userId: number): SQL => and(eq(contracts.userId, userId), isNull(contracts.deletedAt))!;

export async function findContract(db: Db, userId: number, id: number): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(and(mine(userId), eq(contracts.id, id))).limit(1);
  return row ?? null;
}

/** Locked until the transaction ends: versions of one contract are numbered one at a time. */
export async function findContractForUpdate(tx: Db, userId: number, id: number): Promise<ContractRow | null> {
  const [row] = await tx.select().from(contracts).where(and(mine(userId), eq(contracts.id, id))).limit(1).for('update');
  return row ?? null;
}

export async function insertContract(tx: Db, row: NewContract): Promise<ContractRow> {
  const [created] = await tx.insert(contracts).values(row).returning();
  return created;
}

export async function insertVersion(tx: Db, row: typeof contractVersions.$inferInsert): Promise<void> {
  await tx.insert(contractVersions).values(row);
}

export async function setCurrentVersion(tx: Db, userId: number, id: number, version: number, now: Date): Promise<void> {
  await tx.update(contracts).set({ currentVersion: version, updatedAt: now }).where(and(mine(userId), eq(contracts.id, id)));
}

/** One version's answers, of a contract of this user. */
export async function findVersion(db: Db, userId: number, contractId: number, version: number) {
  const [row] = await db
    .select({ version: contractVersions })
    .from(contractVersions)
    .innerJoin(contracts, eq(contracts.id, contractVersions.contractId))
    .where(and(mine(userId), eq(contractVersions.contractId, contractId), eq(contractVersions.version, version)))
    .limit(1);
  return row?.version ?? null;
}

export async function listVersions(db: Db, userId: number, contractId: number) {
  return db
    .select({ version: contractVersions.version, answeredAt: contractVersions.answeredAt })
    .from(contractVersions)
    .innerJoin(contracts, eq(contracts.id, contractVersions.contractId))
    .where(and(mine(userId), eq(contractVersions.contractId, contractId)))
    .orderBy(desc(contractVersions.version));
}

export async function renameContract(db: Db, userId: number, id: number, name: string, now: Date): Promise<boolean> {
  const rows = await db.update(contracts).set({ name, updatedAt: now }).where(and(mine(userId), eq(contracts.id, id))).returning({ id: contracts.id });
  return rows.length > 0;
}

/** Soft delete; answers the ids actually deleted. */
export async function softDelete(tx: Db, userId: number, ids: number[], now: Date): Promise<number[]> {
  const rows = await tx.update(contracts).set({ deletedAt: now }).where(and(mine(userId), inArray(contracts.id, ids))).returning({ id: contracts.id });
  return rows.map((r) => r.id);
}

export async function moveToGroup(tx: Db, userId: number, ids: number[], groupId: number | null, now: Date): Promise<number> {
  const rows = await tx.update(contracts).set({ groupId, updatedAt: now }).where(and(mine(userId), inArray(contracts.id, ids))).returning({ id: contracts.id });
  return rows.length;
}

export interface ListFilter {
  /** undefined: every group; null: the default group. */
  groupId?: number | null;
  q?: string;
  /** One contract (the detail page). */
  id?: number;
}

const filterOf = (userId: number, f: ListFilter): SQL => {
  const parts: (SQL | undefined)[] = [mine(userId)];
  if (f.groupId === null) parts.push(isNull(contracts.groupId));
  else if (f.groupId !== undefined) parts.push(eq(contracts.groupId, f.groupId));
  if (f.id !== undefined) parts.push(eq(contracts.id, f.id));
  if (f.q) parts.push(ilike(contracts.name, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...parts)!;
};

/** Contracts with the catalogue names of their template and package (names may be missing if an entry left the catalogue). */
export async function listContracts(db: Db, userId: number, f: ListFilter, limit: number, offset: number) {
  return db
    .select({
      contract: contracts,
      templateNameCn: catalogueTemplates.nameCn,
      templateNameEn: catalogueTemplates.nameEn,
      classifyId: catalogueTemplates.classifyId,
      packageNameCn: packages.nameCn,
      packageNameEn: packages.nameEn,
    })
    .from(contracts)
    .leftJoin(catalogueTemplates, eq(catalogueTemplates.id, contracts.templateId))
    .leftJoin(packages, eq(packages.id, contracts.packageId))
    .where(filterOf(userId, f))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(limit)
    .offset(offset);
}
export type ContractListRow = Awaited<ReturnType<typeof listContracts>>[number];

export async function countContracts(db: Db, userId: number, f: ListFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contracts).where(filterOf(userId, f));
  return Number(row.n);
}

/** The templates this user generated most contracts from. */
export async function frequentTemplates(db: Db, userId: number, limit: number) {
  const uses = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ templateId: contracts.templateId, nameCn: catalogueTemplates.nameCn, nameEn: catalogueTemplates.nameEn, uses })
    .from(contracts)
    .leftJoin(catalogueTemplates, eq(catalogueTemplates.id, contracts.templateId))
    .where(mine(userId))
    .groupBy(contracts.templateId, catalogueTemplates.nameCn, catalogueTemplates.nameEn)
    .orderBy(desc(uses), contracts.templateId)
    .limit(limit);
}

/** Favourites of every kind (the overview's count; the favourites themselves belong to the catalogue). */
export async function countFavourites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.favourites).where(eq(schema.favourites.userId, userId));
  return Number(row.n);
}
