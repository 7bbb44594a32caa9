import type { Db } from '@lexbridge/db';
import { and, count, desc, eq, gt, sql } from '@lexbridge/db/orm';
import { smsCodes } from '@lexbridge/db/schema/accounts';

/** Queries on sent SMS codes (hashes only). */
export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Serialises sends to one phone inside the caller's transaction, so two requests cannot both pass the limits. */
export async function lockPhone(tx: Db, countryCode: string, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${countryCode}:${phone}`}))`);
}

export async function lastSentAt(db: Db, countryCode: string, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.countryCode, countryCode), eq(smsCodes.phone, phone)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function countSentSince(db: Db, countryCode: string, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.countryCode, countryCode), eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertSmsCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return inserted.id;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest code for a phone and purpose, locked for the rest of the transaction: only one verification at a time. */
export async function latestCodeForUpdate(tx: Db, countryCode: string, phone: string, purpose: string): Promise<SmsCodeRow | null> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.countryCode, countryCode), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function addAttempt(tx: Db, id: number): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markConsumed(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
}
