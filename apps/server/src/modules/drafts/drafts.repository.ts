import { schema, type Db } from '@lexbridge/db';
import { and, count, desc, eq, inArray, isNull, sql } from '@lexbridge/db/orm';

const { drafts, catalogueTemplates } = schema;

export type DraftRow = typeof drafts.$inferSelect;
export type NewDraft = typeof drafts.$inferInsert;

const open = (userId: number, id: string) => and(eq(drafts.id, id), eq(drafts.userId, userId), isNull(drafts.closedAt));

export async function insertDraft(db: Db, row: NewDraft): Promise<DraftRow> {
  const [created] = await db.insert(drafts).values(row).returning();
  return created;
}

/** An open draft of this user, or null (another user's draft is not found, like a missing one). */
export async function findOpenDraft(db: Db, userId: number, id: string): Promise<DraftRow | null> {
  const [row] = await db.select().from(drafts).where(open(userId, id)).limit(1);
  return row ?? null;
}

/** The same, locked until the transaction ends: one generate per draft at a time. */
export async function findOpenDraftForUpdate(tx: Db, userId: number, id: string): Promise<DraftRow | null> {
  const [row] = await tx.select().from(drafts).where(open(userId, id)).limit(1).for('update');
  return row ?? null;
}

/** The open revision draft of a contract: a second "revise" continues it instead of starting another. */
export async function findOpenReviseDraft(db: Db, userId: number, contractId: number): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.contractId, contractId), eq(drafts.mode, 'revise'), isNull(drafts.closedAt)))
    .limit(1);
  return row ?? null;
}

/** Saves answers only when `revision` is still the stored one; null when another save came first. */
export async function saveAnswers(db: Db, userId: number, id: string, revision: number, answers: unknown, now: Date) {
  const [row] = await db
    .update(drafts)
    .set({ answers, revision: sql`${drafts.revision} + 1`, updatedAt: now })
    .where(and(open(userId, id), eq(drafts.revision, revision)))
    .returning({ revision: drafts.revision, updatedAt: drafts.updatedAt });
  return row ?? null;
}

export async function closeDraft(db: Db, userId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db.update(drafts).set({ closedAt: now }).where(open(userId, id)).returning({ id: drafts.id });
  return rows.length > 0;
}

/** Open drafts bound to these contracts end with them (their contracts were deleted). */
export async function closeDraftsOfContracts(db: Db, userId: number, contractIds: number[], now: Date): Promise<void> {
  if (!contractIds.length) return;
  await db
    .update(drafts)
    .set({ closedAt: now })
    .where(and(eq(drafts.userId, userId), isNull(drafts.closedAt), inArray(drafts.contractId, contractIds)));
}

/** Open drafts to resume, latest first, with the template's catalogue names. */
export async function listOpenDrafts(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({ draft: drafts, nameCn: catalogueTemplates.nameCn, nameEn: catalogueTemplates.nameEn })
    .from(drafts)
    .leftJoin(catalogueTemplates, eq(catalogueTemplates.id, drafts.templateId))
    .where(and(eq(drafts.userId, userId), isNull(drafts.closedAt)))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(limit)
    .offset(offset);
}

export async function countOpenDrafts(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(drafts).where(and(eq(drafts.userId, userId), isNull(drafts.closedAt)));
  return Number(row.n);
}
