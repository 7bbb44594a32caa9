import { schema, type Db } from '@lexbridge/db';
import { and, eq } from '@lexbridge/db/orm';

const { paymentNotifications } = schema;

/** Logs a notification once; null when the same provider trade and status was logged before (a replay). */
export async function logNotification(tx: Db, row: typeof paymentNotifications.$inferInsert): Promise<number | null> {
  const [created] = await tx.insert(paymentNotifications).values(row).onConflictDoNothing().returning({ id: paymentNotifications.id });
  return created?.id ?? null;
}

export async function loggedOutcome(db: Db, channel: string, providerTradeNo: string, status: 'paid' | 'closed'): Promise<string | null> {
  const [row] = await db
    .select({ outcome: paymentNotifications.outcome })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.channel, channel), eq(paymentNotifications.providerTradeNo, providerTradeNo), eq(paymentNotifications.noticeStatus, status)));
  return row?.outcome ?? null;
}

export async function setOutcome(tx: Db, id: number, outcome: string): Promise<void> {
  await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
}
