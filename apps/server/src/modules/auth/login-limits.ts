import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { setPasswordLock, type UserRow } from '../users/users.repository.ts';
import { authChanged } from './session-cache.ts';
import { countPasswordFailuresSince, deletePasswordFailures, insertPasswordFailure } from './password-failures.repository.ts';

/**
 * The two brakes on guessing: login attempts per IP (every login call, WeChat binding included) and wrong
 * passwords per account. Both count in PostgreSQL so every server instance sees the same numbers.
 */
const MINUTE = 60_000;

/** Counts a login attempt from `ip`; past LOGIN_IP_PER_MINUTE in the current minute → IP_LOGIN_LIMIT. */
export async function checkLoginIpLimit(ctx: AppContext, ip: string): Promise<void> {
  const hits = await hitCounter(ctx.db, `login-ip:${ip}`, MINUTE, ctx.clock.now());
  if (hits > ctx.config.LOGIN_IP_PER_MINUTE) {
    ctx.log.warn({ event: 'abuse.login_ip_limit', ip, hits }, 'login attempts over the per-IP limit');
    throw new AppError('IP_LOGIN_LIMIT');
  }
}

/** Minutes left on a password lock, rounded up; 0 when the account is not locked. */
export function lockMinutesLeft(ctx: AppContext, user: Pick<UserRow, 'passwordLockedUntil'>): number {
  const until = user.passwordLockedUntil?.getTime() ?? 0;
  const left = until - ctx.clock.now();
  return left > 0 ? Math.ceil(left / MINUTE) : 0;
}

export function assertPasswordNotLocked(ctx: AppContext, user: UserRow, ip: string): void {
  const minutes = lockMinutesLeft(ctx, user);
  if (minutes > 0) {
    ctx.log.warn({ event: 'abuse.password_locked', ip, userId: user.id }, 'password login on a locked account');
    throw new AppError('ACCOUNT_LOCKED', { minutes });
  }
}

/**
 * Records a wrong password. When PASSWORD_FAIL_LIMIT failures fall within the window (counting only those since the
 * last lock ended), password login locks for PASSWORD_LOCK_SECONDS. Answers whether the account is now locked.
 */
export async function recordPasswordFailure(ctx: AppContext, user: UserRow, ip: string): Promise<boolean> {
  const now = ctx.clock.now();
  await insertPasswordFailure(ctx.db, user.id, ip, new Date(now));
  const windowStart = now - ctx.config.PASSWORD_FAIL_WINDOW_SECONDS * 1000;
  const lastLockEnd = user.passwordLockedUntil?.getTime() ?? 0;
  const failures = await countPasswordFailuresSince(ctx.db, user.id, new Date(Math.max(windowStart, lastLockEnd)));
  if (failures < ctx.config.PASSWORD_FAIL_LIMIT) return false;
  const until = new Date(now + ctx.config.PASSWORD_LOCK_SECONDS * 1000);
  await setPasswordLock(ctx.db, user.id, until, new Date(now));
  authChanged(ctx, user.id);
  ctx.log.warn({ event: 'abuse.password_lock', ip, userId: user.id, failures }, 'password login locked after repeated failures');
  return true;
}

/** A correct password forgets earlier failures. */
export async function clearPasswordFailures(ctx: AppContext, userId: number): Promise<void> {
  await deletePasswordFailures(ctx.db, userId);
}
