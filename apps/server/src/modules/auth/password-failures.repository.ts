import type { Db } from '@lexbridge/db';
import { and, count, eq, gt } from '@lexbridge/db/orm';
import { passwordFailures } from '@lexbridge/db/schema/accounts';

/** Wrong passwords per account: the rows behind the account lock. */
export async function insertPasswordFailure(db: Db, userId: number, ip: string, at: Date): Promise<void> {
  await db.insert(passwordFailures).values({ userId, ip, createdAt: at });
}

export async function countPasswordFailuresSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.userId, userId), gt(passwordFailures.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function deletePasswordFailures(db: Db, userId: number): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.userId, userId));
}
