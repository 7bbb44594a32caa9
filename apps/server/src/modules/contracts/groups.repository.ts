import { schema, type Db } from '@lexbridge/db';
import { and, asc, count, eq, isNull, max, sql } from '@lexbridge/db/orm';

const { contractGroups, contracts } = schema;

export type GroupRow = typeof contractGroups.$inferSelect;

const mine = (userId: number, id: number) => and(eq(contractGroups.userId, userId), eq(contractGroups.id, id));

/** The user's custom groups in their order, each with its count of contracts (deleted ones left out). */
export async function listGroups(db: Db, userId: number) {
  const n = sql<number>`count(${contracts.id})`.mapWith(Number);
  return db
    .select({ id: contractGroups.id, name: contractGroups.name, sort: contractGroups.sort, count: n })
    .from(contractGroups)
    .leftJoin(contracts, and(eq(contracts.groupId, contractGroups.id), eq(contracts.userId, userId), isNull(contracts.deletedAt)))
    .where(eq(contractGroups.userId, userId))
    .groupBy(contractGroups.id)
    .orderBy(asc(contractGroups.sort), asc(contractGroups.id));
}

export async function countDefaultGroup(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contracts)
    .where(and(eq(contracts.userId, userId), isNull(contracts.deletedAt), isNull(contracts.groupId)));
  return Number(row.n);
}

export async function findGroup(db: Db, userId: number, id: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(contractGroups).where(mine(userId, id)).limit(1);
  return row ?? null;
}

export async function nextSort(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ m: max(contractGroups.sort) }).from(contractGroups).where(eq(contractGroups.userId, userId));
  return (row.m ?? 0) + 1;
}

export async function insertGroup(db: Db, userId: number, name: string, sort: number, now: Date): Promise<GroupRow> {
  const [row] = await db.insert(contractGroups).values({ userId, name, sort, createdAt: now }).returning();
  return row;
}

export async function renameGroup(db: Db, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await db.update(contractGroups).set({ name }).where(mine(userId, id)).returning({ id: contractGroups.id });
  return rows.length > 0;
}

export async function setSort(tx: Db, userId: number, id: number, sort: number): Promise<boolean> {
  const rows = await tx.update(contractGroups).set({ sort }).where(mine(userId, id)).returning({ id: contractGroups.id });
  return rows.length > 0;
}

/** The group's contracts go to the default group first, so no contract depends on the foreign key's SET NULL. */
export async function deleteGroup(tx: Db, userId: number, id: number): Promise<boolean> {
  await tx.update(contracts).set({ groupId: null }).where(and(eq(contracts.userId, userId), eq(contracts.groupId, id)));
  const rows = await tx.delete(contractGroups).where(mine(userId, id)).returning({ id: contractGroups.id });
  return rows.length > 0;
}
