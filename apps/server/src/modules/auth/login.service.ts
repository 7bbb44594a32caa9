import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findUserByAccount, findUserByEmail, findUserByPhone, type UserRow } from '../users/users.repository.ts';
import { assertPasswordNotLocked, checkLoginIpLimit, clearPasswordFailures, recordPasswordFailure } from './login-limits.ts';
import { burnPasswordTime, verifyPassword } from './password.ts';
import { issueSession, type Platform } from './sessions.service.ts';
import { consumeSmsCode } from './sms.service.ts';

/** The three login calls of spec §7. Each counts against the per-IP limit and answers a token. */
export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/**
 * Checks a password for a possibly unknown account. Unknown accounts and accounts without a password answer
 * BAD_CREDENTIALS after spending the time of a real check, so timing does not tell them apart from a wrong password.
 */
export async function checkPassword(ctx: AppContext, user: UserRow | null, password: string, ip: string): Promise<UserRow> {
  if (!user || !user.passwordHash) {
    await burnPasswordTime(password);
    throw new AppError('BAD_CREDENTIALS');
  }
  assertPasswordNotLocked(ctx, user, ip);
  if (await verifyPassword(password, user.passwordHash)) {
    await clearPasswordFailures(ctx, user.id);
    return user;
  }
  const locked = await recordPasswordFailure(ctx, user, ip);
  if (locked) throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(ctx.config.PASSWORD_LOCK_SECONDS / 60) });
  throw new AppError('BAD_CREDENTIALS');
}

/** Login type 1: country code, phone and password. */
export async function loginWithPhonePassword(
  ctx: AppContext,
  input: { countryCode: string; phone: string; password: string; platform: Platform },
  meta: ClientMeta,
): Promise<string> {
  await checkLoginIpLimit(ctx, meta.ip);
  const user = await checkPassword(ctx, await findUserByPhone(ctx.db, input.countryCode, input.phone), input.password, meta.ip);
  const { token } = await issueSession(ctx, user.id, { method: 'phonepwd', platform: input.platform, ...meta });
  return token;
}

/** Login type 2: phone and SMS code. Works while password login is locked. */
export async function loginWithPhoneCode(
  ctx: AppContext,
  input: { countryCode: string; phone: string; code: string; platform: Platform },
  meta: ClientMeta,
): Promise<string> {
  await checkLoginIpLimit(ctx, meta.ip);
  const user = await findUserByPhone(ctx.db, input.countryCode, input.phone);
  if (!user) throw new AppError('PHONE_UNKNOWN');
  await consumeSmsCode(ctx, { countryCode: input.countryCode, phone: input.phone, purpose: 'login', code: input.code, ip: meta.ip });
  const { token } = await issueSession(ctx, user.id, { method: 'phone', platform: input.platform, ...meta });
  return token;
}

/** Login type 3: account name or e-mail address, and password. */
export async function loginWithAccountPassword(
  ctx: AppContext,
  input: { account: string; password: string; platform: Platform },
  meta: ClientMeta,
): Promise<string> {
  await checkLoginIpLimit(ctx, meta.ip);
  const found = input.account.includes('@')
    ? ((await findUserByEmail(ctx.db, input.account)) ?? (await findUserByAccount(ctx.db, input.account)))
    : await findUserByAccount(ctx.db, input.account);
  const user = await checkPassword(ctx, found, input.password, meta.ip);
  const { token } = await issueSession(ctx, user.id, { method: 'password', platform: input.platform, ...meta });
  return token;
}
