import type { Db } from '@lexbridge/db';
import { and, eq, sql } from '@lexbridge/db/orm';
import { users } from '@lexbridge/db/schema/accounts';

/** Queries on the users table. Lookups by phone, unionid, account or e-mail are how a visitor becomes a user id. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findUserById(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, countryCode: string, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
    .limit(1);
  return row ?? null;
}

export async function findUserByUnionid(db: Db, unionid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.wxUnionid, unionid)).limit(1);
  return row ?? null;
}

/** Case-insensitive, served by the lower(email) unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** Case-insensitive, served by the lower(account) unique index. */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = lower(${account})`)
    .limit(1);
  return row ?? null;
}

export async function createUser(db: Db, fields: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Binds a WeChat identity to a user; the unique index refuses a unionid already bound elsewhere. */
export async function setUnionid(db: Db, userId: number, wx: { unionid: string; nickname?: string | null; headImg?: string | null }, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      wxUnionid: wx.unionid,
      wxNickname: wx.nickname ?? null,
      headImg: sql`coalesce(${users.headImg}, ${wx.headImg ?? null})`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** A password change ends every session created before `now` (see the auth guard). */
export async function setPasswordAndEndSessions(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionsValidAfter: now, passwordLockedUntil: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setPasswordLock(db: Db, userId: number, until: Date | null, now: Date): Promise<void> {
  await db.update(users).set({ passwordLockedUntil: until, updatedAt: now }).where(eq(users.id, userId));
}

export type ProfileFields = Pick<
  NewUser,
  | 'name'
  | 'account'
  | 'email'
  | 'orgType'
  | 'orgName'
  | 'locationKind'
  | 'country'
  | 'province'
  | 'city'
  | 'industry'
  | 'position'
  | 'transactionTypes'
  | 'lawyerName'
  | 'lawyerEmail'
>;

export async function updateProfile(db: Db, userId: number, fields: ProfileFields, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
