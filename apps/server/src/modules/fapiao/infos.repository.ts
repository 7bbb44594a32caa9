import { schema, type Db } from '@lexbridge/db';
import { and, asc, count, eq, ne } from '@lexbridge/db/orm';

const { fapiaoInfos, users } = schema;
export type InfoRow = typeof fapiaoInfos.$inferSelect;
export type InfoValues = Pick<InfoRow, 'title' | 'issuerType' | 'fapiaoType' | 'taxpayerId' | 'bankName' | 'bankAccount' | 'regAddress' | 'regTelephone'>;

/** Serialises a user's changes of information sets: the limit of 3 and the single default hold under concurrency. */
export async function lockUserInfos(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function infosOf(db: Db, userId: number): Promise<InfoRow[]> {
  return db.select().from(fapiaoInfos).where(eq(fapiaoInfos.userId, userId)).orderBy(asc(fapiaoInfos.createdAt), asc(fapiaoInfos.id));
}

export async function infoCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(fapiaoInfos).where(eq(fapiaoInfos.userId, userId));
  return n;
}

export async function infoById(db: Db, userId: number, id: number): Promise<InfoRow | null> {
  const [row] = await db.select().from(fapiaoInfos).where(and(eq(fapiaoInfos.id, id), eq(fapiaoInfos.userId, userId)));
  return row ?? null;
}

export async function insertInfo(tx: Db, row: typeof fapiaoInfos.$inferInsert): Promise<InfoRow> {
  const [created] = await tx.insert(fapiaoInfos).values(row).returning();
  return created;
}

export async function updateInfo(tx: Db, userId: number, id: number, values: InfoValues, at: Date): Promise<InfoRow | null> {
  const [row] = await tx
    .update(fapiaoInfos)
    .set({ ...values, updatedAt: at })
    .where(and(eq(fapiaoInfos.id, id), eq(fapiaoInfos.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteInfo(tx: Db, userId: number, id: number): Promise<InfoRow | null> {
  const [row] = await tx.delete(fapiaoInfos).where(and(eq(fapiaoInfos.id, id), eq(fapiaoInfos.userId, userId))).returning();
  return row ?? null;
}

/** Makes `id` the user's only default (the other default is cleared first: the unique index allows one). */
export async function makeDefault(tx: Db, userId: number, id: number, at: Date): Promise<void> {
  await tx
    .update(fapiaoInfos)
    .set({ isDefault: false, updatedAt: at })
    .where(and(eq(fapiaoInfos.userId, userId), eq(fapiaoInfos.isDefault, true), ne(fapiaoInfos.id, id)));
  await tx
    .update(fapiaoInfos)
    .set({ isDefault: true, updatedAt: at })
    .where(and(eq(fapiaoInfos.userId, userId), eq(fapiaoInfos.id, id)));
}
