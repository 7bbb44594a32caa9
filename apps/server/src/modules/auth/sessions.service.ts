import { randomUUID } from 'node:crypto';
import type { LoginMethod } from '@lexbridge/db/schema/accounts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  extendSession,
  findNewestLoginElsewhere,
  findSession,
  findSessionForAuth,
  insertLoginLog,
  insertSession,
  markToldElsewhere,
  revokeSession,
} from './sessions.repository.ts';
import { authChanged, sessionCacheOf } from './session-cache.ts';
import { readToken, signToken } from './tokens.ts';
import type { UserRow } from '../users/users.repository.ts';

export type Platform = 'pc' | 'mobile';

export interface SessionMeta {
  method: LoginMethod;
  platform: Platform;
  ip: string;
  userAgent: string;
}

/** Who is calling: set on the request by the auth guard. */
export interface AuthInfo {
  userId: number;
  sessionId: string;
  token: string;
  /** Expiry of this token, epoch milliseconds. */
  expiresAt: number;
  /** The user's row, read with the session: a handler that shows the user needs no second query. */
  user: UserRow;
}

/** Opens a login session: the session row, its login-log line and the token, all at the clock's time. */
export async function issueSession(ctx: AppContext, userId: number, meta: SessionMeta): Promise<{ token: string; expiresAt: number }> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const signed = await signToken(ctx, userId, sessionId, now);
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionId,
      userId,
      method: meta.method,
      platform: meta.platform,
      ip: meta.ip,
      userAgent: meta.userAgent,
      createdAt: new Date(now),
      expiresAt: new Date(signed.expiresAt),
    });
    await insertLoginLog(tx, { userId, sessionId, method: meta.method, platform: meta.platform, ip: meta.ip, createdAt: new Date(now) });
  });
  ctx.log.info({ event: 'auth.login', userId, method: meta.method, platform: meta.platform, ip: meta.ip }, 'signed in');
  return signed;
}

/** A check of this token the instance already holds: only as old as the cache allows, never past the token's or session's end (session-cache.ts). */
export function heldCheck(ctx: AppContext, token: string): AuthInfo | null {
  return sessionCacheOf(ctx)?.lookup(token, ctx.clock.now()) ?? null;
}

/**
 * Judges a token. A session ended by a password change answers SESSION_ENDED (100004: "your password changed, sign
 * in again"); anything else that is not a live session — tampered, expired, logged out, unknown — TOKEN_INVALID.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthInfo> {
  const held = heldCheck(ctx, token);
  if (held) return held;
  const cache = sessionCacheOf(ctx);
  const mark = cache?.mark() ?? 0;
  const claims = await readToken(ctx, token);
  if (!claims) throw new AppError('TOKEN_INVALID');
  const row = await findSessionForAuth(ctx.db, claims.sessionId);
  if (!row || row.userId !== claims.userId) throw new AppError('TOKEN_INVALID');
  if (row.revokedAt) throw new AppError(row.revokeReason === 'password' ? 'SESSION_ENDED' : 'TOKEN_INVALID');
  if (row.user.sessionsValidAfter && row.createdAt.getTime() < row.user.sessionsValidAfter.getTime()) throw new AppError('SESSION_ENDED');
  const now = ctx.clock.now();
  if (row.expiresAt.getTime() <= now) throw new AppError('TOKEN_INVALID');
  const auth: AuthInfo = { userId: claims.userId, sessionId: claims.sessionId, token, expiresAt: claims.expiresAt, user: row.user };
  cache?.store(auth, mark, now, row.expiresAt.getTime());
  return auth;
}

/**
 * Spec §4 renewal: a token within TOKEN_RENEW_THRESHOLD_SECONDS of its expiry is replaced by a fresh one for the
 * same session (whose expiry moves with it); an earlier call answers the same token.
 */
export async function renewToken(ctx: AppContext, auth: AuthInfo): Promise<string> {
  const now = ctx.clock.now();
  if (auth.expiresAt - now > ctx.config.TOKEN_RENEW_THRESHOLD_SECONDS * 1000) return auth.token;
  const signed = await signToken(ctx, auth.userId, auth.sessionId, now);
  await extendSession(ctx.db, auth.userId, auth.sessionId, new Date(signed.expiresAt));
  authChanged(ctx, auth.userId);
  return signed.token;
}

/** Logout: the session is revoked, so every token of it stops working at once. */
export async function endSession(ctx: AppContext, auth: AuthInfo): Promise<null> {
  await revokeSession(ctx.db, auth.userId, auth.sessionId, 'logout', new Date(ctx.clock.now()));
  authChanged(ctx, auth.userId);
  ctx.log.info({ event: 'auth.logout', userId: auth.userId }, 'signed out');
  return null;
}

/**
 * GET /tokens/jwtMessage — "your account was signed in elsewhere". The rule: when the account has signed in on any
 * other session (either platform) after this session began, and this session has not yet been told about that
 * sign-in, answer its time (once: the session remembers the newest sign-in it was told about). Older sign-ins,
 * the session's own login, renewals and repeated polls answer nothing. A missing or dead token answers nothing too:
 * this is a notice, and ending a login is left to the calls that need one.
 */
export async function signedInElsewhere(ctx: AppContext, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  let auth: AuthInfo;
  try {
    auth = await authenticate(ctx, token);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  const session = await findSession(ctx.db, auth.userId, auth.sessionId);
  if (!session) return null;
  const told = session.elsewhereNotifiedAt;
  const since = told && told > session.createdAt ? told : session.createdAt;
  const at = await findNewestLoginElsewhere(ctx.db, auth.userId, auth.sessionId, since);
  if (!at) return null;
  return (await markToldElsewhere(ctx.db, auth.userId, auth.sessionId, at)) ? at.getTime() : null;
}

/** GET /expirationTokens — the current token's expiry, epoch milliseconds. */
export function tokenExpiry(auth: AuthInfo): number {
  return auth.expiresAt;
}
