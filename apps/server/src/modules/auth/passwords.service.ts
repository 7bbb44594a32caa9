import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findUserById, findUserByPhone, setPasswordAndEndSessions } from '../users/users.repository.ts';
import { assertPasswordNotLocked, clearPasswordFailures, recordPasswordFailure } from './login-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { authChanged } from './session-cache.ts';
import { revokeAllSessions } from './sessions.repository.ts';
import type { AuthInfo } from './sessions.service.ts';
import { consumeSmsCode } from './sms.service.ts';

/**
 * Password reset (forgotten, by SMS code) and change (knowing the old one). Both end every session of the user,
 * the caller's included: the client signs in again with the new password (spec §4).
 */
async function replacePassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await setPasswordAndEndSessions(tx, userId, hash, now);
    await revokeAllSessions(tx, userId, 'password', now);
  });
  authChanged(ctx, userId);
  await clearPasswordFailures(ctx, userId);
  ctx.log.info({ event: 'auth.password_changed', userId }, 'password replaced; sessions ended');
}

/** PUT /passwords/phone */
export async function resetPasswordByPhone(ctx: AppContext, input: { countryCode: string; phone: string; code: string; password: string }, ip: string): Promise<null> {
  const user = await findUserByPhone(ctx.db, input.countryCode, input.phone);
  if (!user) throw new AppError('PHONE_UNKNOWN');
  await consumeSmsCode(ctx, { countryCode: input.countryCode, phone: input.phone, purpose: 'reset', code: input.code, ip });
  await replacePassword(ctx, user.id, input.password);
  return null;
}

/** PUT /passwords/password — a wrong old password counts toward the account lock like a wrong login. */
export async function changePassword(ctx: AppContext, auth: AuthInfo, input: { oldPassword: string; password: string }, ip: string): Promise<null> {
  if (input.oldPassword === input.password) throw new AppError('PASSWORD_UNCHANGED');
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  assertPasswordNotLocked(ctx, user, ip);
  if (!user.passwordHash || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    if (user.passwordHash && (await recordPasswordFailure(ctx, user, ip))) {
      throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(ctx.config.PASSWORD_LOCK_SECONDS / 60) });
    }
    throw new AppError('OLD_PASSWORD_WRONG');
  }
  await replacePassword(ctx, user.id, input.password);
  return null;
}
