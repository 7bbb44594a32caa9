import { schema, type Db } from '@lexbridge/db';
import { and, eq } from '@lexbridge/db/orm';

const { sandboxTrades } = schema;
export type SandboxTrade = typeof sandboxTrades.$inferSelect;

export async function insertTrade(db: Db, row: typeof sandboxTrades.$inferInsert): Promise<void> {
  await db.insert(sandboxTrades).values(row);
}

export async function tradeByOutTradeNo(db: Db, channel: string, outTradeNo: string): Promise<SandboxTrade | null> {
  const [row] = await db.select().from(sandboxTrades).where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.channel, channel)));
  return row ?? null;
}

export async function tradeByToken(db: Db, token: string): Promise<SandboxTrade | null> {
  const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.token, token));
  return row ?? null;
}

/** Moves a paying trade on; null when it was no longer paying (two clicks, or closed meanwhile). */
export async function finishTrade(db: Db, outTradeNo: string, status: 'paid' | 'closed', at: Date): Promise<SandboxTrade | null> {
  const [row] = await db
    .update(sandboxTrades)
    .set({ status, paidAt: status === 'paid' ? at : null })
    .where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.status, 'paying')))
    .returning();
  return row ?? null;
}

const { sandboxRefunds } = schema;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** The trade under a lock, so two refunds of one trade are checked against its amount one after the other. */
export async function lockTrade(tx: Db, channel: string, outTradeNo: string): Promise<SandboxTrade | null> {
  const [row] = await tx.select().from(sandboxTrades).where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.channel, channel))).for('update');
  return row ?? null;
}

export async function refundsOfTrade(db: Db, channel: string, outTradeNo: string): Promise<SandboxRefund[]> {
  return db.select().from(sandboxRefunds).where(and(eq(sandboxRefunds.outTradeNo, outTradeNo), eq(sandboxRefunds.channel, channel)));
}

export async function insertRefund(tx: Db, row: typeof sandboxRefunds.$inferInsert): Promise<void> {
  await tx.insert(sandboxRefunds).values(row);
}
