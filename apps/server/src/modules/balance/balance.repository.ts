import { schema, type Db } from '@lexbridge/db';
import { count, desc, eq, sql } from '@lexbridge/db/orm';

const { balanceAccounts, balanceLedger, orders } = schema;

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balanceFen: balanceAccounts.balanceFen }).from(balanceAccounts).where(eq(balanceAccounts.userId, userId));
  return row?.balanceFen ?? 0;
}

/** The balance row under a lock until the transaction ends; null when the user never had one. */
export async function lockBalance(tx: Db, userId: number): Promise<number | null> {
  const [row] = await tx.select({ balanceFen: balanceAccounts.balanceFen }).from(balanceAccounts).where(eq(balanceAccounts.userId, userId)).for('update');
  return row ? row.balanceFen : null;
}

/** Adds to the balance (creating the row) and answers the new balance; atomic on its own. */
export async function creditBalance(tx: Db, userId: number, fen: number, at: Date): Promise<number> {
  const [row] = await tx
    .insert(balanceAccounts)
    .values({ userId, balanceFen: fen, updatedAt: at })
    .onConflictDoUpdate({ target: balanceAccounts.userId, set: { balanceFen: sql`${balanceAccounts.balanceFen} + ${fen}`, updatedAt: at } })
    .returning({ balanceFen: balanceAccounts.balanceFen });
  return row.balanceFen;
}

/** Takes from the balance only when enough is there (the CHECK would refuse a negative one anyway); null when not. */
export async function debitBalance(tx: Db, userId: number, fen: number, at: Date): Promise<number | null> {
  const [row] = await tx
    .update(balanceAccounts)
    .set({ balanceFen: sql`${balanceAccounts.balanceFen} - ${fen}`, updatedAt: at })
    .where(sql`${balanceAccounts.userId} = ${userId} and ${balanceAccounts.balanceFen} >= ${fen}`)
    .returning({ balanceFen: balanceAccounts.balanceFen });
  return row ? row.balanceFen : null;
}

export async function insertLedger(tx: Db, row: typeof balanceLedger.$inferInsert): Promise<void> {
  await tx.insert(balanceLedger).values(row);
}

export async function ledgerOf(db: Db, userId: number, page: { pageNo: number; pageSize: number }) {
  const list = await db
    .select({
      id: balanceLedger.id,
      deltaFen: balanceLedger.deltaFen,
      balanceAfterFen: balanceLedger.balanceAfterFen,
      reason: balanceLedger.reason,
      createdAt: balanceLedger.createdAt,
      orderNo: orders.orderNo,
      productNameCn: orders.productNameCn,
      productNameEn: orders.productNameEn,
    })
    .from(balanceLedger)
    .innerJoin(orders, eq(orders.id, balanceLedger.orderId))
    .where(eq(balanceLedger.userId, userId))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(balanceLedger).where(eq(balanceLedger.userId, userId));
  return { list, total };
}
