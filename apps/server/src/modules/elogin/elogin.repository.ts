import { schema, type Db } from '@lexbridge/db';
import { and, eq, gt, isNull, lt } from '@lexbridge/db/orm';

const { eloginLinks } = schema;

export async function insertLink(db: Db, row: { tokenHash: string; userId: number; issuedBy: 'user' | 'staff'; createdAt: Date; expiresAt: Date }) {
  await db.insert(eloginLinks).values(row);
}

/** Spends a live link once (two concurrent clicks: one wins); answers its user id. */
export async function useLink(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(eloginLinks)
    .set({ usedAt: now })
    .where(and(eq(eloginLinks.tokenHash, tokenHash), isNull(eloginLinks.usedAt), gt(eloginLinks.expiresAt, now)))
    .returning({ userId: eloginLinks.userId });
  return row?.userId ?? null;
}

/** Forgets links that expired before `before`, used or not: they can no longer log anyone in. */
export async function sweepLinks(db: Db, before: Date): Promise<void> {
  await db.delete(eloginLinks).where(lt(eloginLinks.expiresAt, before));
}
