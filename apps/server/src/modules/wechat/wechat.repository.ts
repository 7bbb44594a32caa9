import { schema, type Db } from '@lexbridge/db';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from '@lexbridge/db/orm';

const { wechatStates, users } = schema;

export type WechatStateRow = typeof wechatStates.$inferSelect;
export type WxPurpose = 'login' | 'bind';

export async function insertState(db: Db, row: { state: string; purpose: WxPurpose; userId: number | null; createdAt: Date; expiresAt: Date }) {
  await db.insert(wechatStates).values({ ...row, status: 'pending' });
}

export async function findState(db: Db, state: string): Promise<WechatStateRow | null> {
  const [row] = await db.select().from(wechatStates).where(eq(wechatStates.state, state)).limit(1);
  return row ?? null;
}

/** The phone page was opened: pending → scanned (a later scan changes nothing). */
export async function markScanned(db: Db, state: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(wechatStates)
    .set({ status: 'scanned' })
    .where(and(eq(wechatStates.state, state), eq(wechatStates.status, 'pending'), gt(wechatStates.expiresAt, now)))
    .returning({ state: wechatStates.state });
  return rows.length > 0;
}

/** WeChat confirmed an identity for a live state; the state gets a fresh window to be picked up by the desktop page. */
export async function confirmState(
  db: Db,
  state: string,
  identity: { unionid: string; openid: string; nickname: string | null; headImg: string | null },
  now: Date,
  expiresAt: Date,
): Promise<WechatStateRow | null> {
  const [row] = await db
    .update(wechatStates)
    .set({ status: 'confirmed', ...identity, expiresAt })
    .where(and(eq(wechatStates.state, state), inArray(wechatStates.status, ['pending', 'scanned']), gt(wechatStates.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function expireState(db: Db, state: string): Promise<void> {
  await db
    .update(wechatStates)
    .set({ status: 'expired' })
    .where(and(eq(wechatStates.state, state), inArray(wechatStates.status, ['pending', 'scanned', 'confirmed'])));
}

/**
 * confirmed → used, once: of two concurrent polls only one gets the row. `ticket` (hashed) is stored when the WeChat
 * account has no user yet, for the bindPhone page.
 */
export async function useConfirmedState(
  db: Db,
  state: string,
  purpose: WxPurpose,
  now: Date,
  ticket: { hash: string; expiresAt: Date } | null,
  userId?: number,
): Promise<WechatStateRow | null> {
  const conditions = [eq(wechatStates.state, state), eq(wechatStates.status, 'confirmed'), eq(wechatStates.purpose, purpose), gt(wechatStates.expiresAt, now)];
  if (userId !== undefined) conditions.push(eq(wechatStates.userId, userId));
  const [row] = await db
    .update(wechatStates)
    .set({ status: 'used', ticketHash: ticket?.hash ?? null, ticketExpiresAt: ticket?.expiresAt ?? null })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** A live ticket's state (used login state whose ticket has not expired nor been spent). */
export async function findByTicket(db: Db, ticketHash: string, now: Date): Promise<WechatStateRow | null> {
  const [row] = await db
    .select()
    .from(wechatStates)
    .where(and(eq(wechatStates.ticketHash, ticketHash), eq(wechatStates.status, 'used'), gt(wechatStates.ticketExpiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The phone proved by SMS for a ticket whose phone has no account yet (step 2 creates it). */
export async function setVerifiedPhone(db: Db, ticketHash: string, v: { countryCode: string; phone: string; agentId?: string; activityId?: string }) {
  await db
    .update(wechatStates)
    .set({ verifiedCountryCode: v.countryCode, verifiedPhone: v.phone, agentId: v.agentId ?? null, activityId: v.activityId ?? null })
    .where(eq(wechatStates.ticketHash, ticketHash));
}

/** Spends a ticket; answers its row if it was still live (two concurrent uses: one wins). */
export async function spendTicket(db: Db, ticketHash: string, now: Date, needsVerifiedPhone: boolean): Promise<WechatStateRow | null> {
  const conditions = [eq(wechatStates.ticketHash, ticketHash), gt(wechatStates.ticketExpiresAt, now)];
  if (needsVerifiedPhone) conditions.push(isNotNull(wechatStates.verifiedPhone));
  const [row] = await db.update(wechatStates).set({ ticketHash: null, ticketExpiresAt: null }).where(and(...conditions)).returning();
  return row ?? null;
}

/** Unbinding lives here rather than with the users' queries because only WeChat binding clears these columns. */
export async function clearUnionid(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ wxUnionid: null, wxNickname: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Forgets states whose QR code and ticket both expired before `before`: nothing can use them any more. */
export async function sweepStates(db: Db, before: Date): Promise<void> {
  await db
    .delete(wechatStates)
    .where(and(lt(wechatStates.expiresAt, before), or(isNull(wechatStates.ticketExpiresAt), lt(wechatStates.ticketExpiresAt, before))));
}
