import type { Db } from '@lexbridge/db';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from '@lexbridge/db/orm';
import { loginLogs, sessions, users } from '@lexbridge/db/schema/accounts';
import { preparedPerDb } from '../../lib/prepared.ts';

/** Queries on login sessions and the login log. */
export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function insertLoginLog(db: Db, row: { userId: number; sessionId: string; method: string; platform: string; ip: string; createdAt: Date }) {
  await db.insert(loginLogs).values(row);
}

/**
 * What the guard needs to judge a token, in one round trip: the session and its user's row (the cut-off of a password
 * change, and what GET /users shows). Prepared, since every authenticated call runs it.
 */
const sessionForAuth = preparedPerDb((db) =>
  db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_session'),
);

export async function findSessionForAuth(db: Db, sessionId: string) {
  const [row] = await sessionForAuth(db).execute({ sessionId });
  return row ?? null;
}

export async function findSession(db: Db, userId: number, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function extendSession(db: Db, userId: number, sessionId: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, userId: number, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password change or reset). */
export async function revokeAllSessions(db: Db, userId: number, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

/** The newest sign-in of this user on another session after `since`. */
export async function findNewestLoginElsewhere(db: Db, userId: number, sessionId: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(and(eq(loginLogs.userId, userId), ne(loginLogs.sessionId, sessionId), gt(loginLogs.createdAt, since)))
    .orderBy(desc(loginLogs.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Records that `sessionId` was told about the sign-in at `at`; false when it already was (a concurrent poll won). */
export async function markToldElsewhere(db: Db, userId: number, sessionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ elsewhereNotifiedAt: at })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        or(isNull(sessions.elsewhereNotifiedAt), lt(sessions.elsewhereNotifiedAt, at)),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function listLoginLogs(db: Db, userId: number, limit: number) {
  return db
    .select({ sessionId: loginLogs.sessionId, createdAt: loginLogs.createdAt, ip: loginLogs.ip, method: loginLogs.method, platform: loginLogs.platform })
    .from(loginLogs)
    .where(eq(loginLogs.userId, userId))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(limit);
}

/** The login that opened `sessionId`. */
export async function findLoginOfSession(db: Db, userId: number, sessionId: string) {
  const [row] = await db
    .select({ id: loginLogs.id, createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(and(eq(loginLogs.userId, userId), eq(loginLogs.sessionId, sessionId)))
    .orderBy(loginLogs.id)
    .limit(1);
  return row ?? null;
}

/** The user's login just before `before` (same-instant logins ordered by id). */
export async function findLoginBefore(db: Db, userId: number, before: { id: number; createdAt: Date }) {
  const [row] = await db
    .select({ createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.userId, userId),
        sql`(${loginLogs.createdAt}, ${loginLogs.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`,
      ),
    )
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(1);
  return row ?? null;
}
