import type { Db } from '@lexbridge/db';
import { and, eq, gt, isNull, lt } from '@lexbridge/db/orm';
import { captchas } from '@lexbridge/db/schema/accounts';

/** Queries on click-to-verify challenges. */
export type CaptchaRow = typeof captchas.$inferSelect;

export async function insertCaptcha(db: Db, row: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(row);
}

export async function findCaptcha(db: Db, id: string): Promise<CaptchaRow | null> {
  const [row] = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
  return row ?? null;
}

/** Marks a challenge solved and stores its token's hash; false if it was solved meanwhile or has expired. */
export async function markSolved(db: Db, id: string, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchas)
    .set({ solvedAt: now, tokenHash })
    .where(and(eq(captchas.id, id), isNull(captchas.solvedAt), gt(captchas.expiresAt, now)))
    .returning({ id: captchas.id });
  return rows.length > 0;
}

/** Spends a captcha token: succeeds once, and only while the token is fresh. */
export async function useToken(db: Db, tokenHash: string, solvedAfter: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.tokenHash, tokenHash), isNull(captchas.usedAt), gt(captchas.solvedAt, solvedAfter)))
    .returning({ id: captchas.id });
  return rows.length > 0;
}

export async function deleteExpiredCaptchas(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}
