import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { checkLoginIpLimit } from '../auth/login-limits.ts';
import { hashPassword } from '../auth/password.ts';
import { authChanged } from '../auth/session-cache.ts';
import { issueSession, type Platform } from '../auth/sessions.service.ts';
import { consumeSmsCode } from '../auth/sms.service.ts';
import { createAccount } from '../users/accounts.service.ts';
import { uniqueViolation } from '../users/unique-violation.ts';
import { findUserById, findUserByPhone, findUserByUnionid, setUnionid, type UserRow } from '../users/users.repository.ts';
import { hashSecret } from './tickets.ts';
import { wxStateOf } from './wechat.service.ts';
import { clearUnionid, findByTicket, findState, setVerifiedPhone, spendTicket, useConfirmedState, type WechatStateRow } from './wechat.repository.ts';

interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** A WeChat account binds to a user only if neither is bound to someone else. */
function assertBindable(user: UserRow, unionid: string, holder: UserRow | null) {
  if (user.wxUnionid && user.wxUnionid !== unionid) throw new AppError('WX_ALREADY_BOUND');
  if (holder && holder.id !== user.id) throw new AppError('WX_ALREADY_BOUND');
}

async function bindIdentity(ctx: AppContext, user: UserRow, row: Pick<WechatStateRow, 'unionid' | 'nickname' | 'headImg'>) {
  try {
    await setUnionid(ctx.db, user.id, { unionid: row.unionid!, nickname: row.nickname, headImg: row.headImg }, new Date(ctx.clock.now()));
    authChanged(ctx, user.id);
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('WX_ALREADY_BOUND');
    throw err;
  }
}

/**
 * bindPhone step 1: the WeChat account has no user; the visitor proves a phone with an SMS code (purpose 'bind').
 * A phone with an account gets the WeChat account bound and is logged in; an unknown phone goes on to step 2.
 */
export async function wxBind(
  ctx: AppContext,
  input: { ticket: string; countryCode: string; phone: string; code: string; platform: Platform; agentId?: string; activityId?: string },
  meta: RequestMeta,
) {
  // The wxbind steps are login attempts: they share the per-IP budget of the login calls.
  await checkLoginIpLimit(ctx, meta.ip);
  const ticketHash = hashSecret(input.ticket);
  const row = await findByTicket(ctx.db, ticketHash, new Date(ctx.clock.now()));
  if (!row) throw new AppError('WX_TICKET_INVALID');
  await consumeSmsCode(ctx, { countryCode: input.countryCode, phone: input.phone, purpose: 'bind', code: input.code });

  const user = await findUserByPhone(ctx.db, input.countryCode, input.phone);
  if (!user) {
    await setVerifiedPhone(ctx.db, ticketHash, input);
    return { next: true, ticket: input.ticket };
  }
  assertBindable(user, row.unionid!, await findUserByUnionid(ctx.db, row.unionid!));
  if (!(await spendTicket(ctx.db, ticketHash, new Date(ctx.clock.now()), false))) throw new AppError('WX_TICKET_INVALID');
  await bindIdentity(ctx, user, row);
  const { token } = await issueSession(ctx, user.id, { method: 'wechat', platform: input.platform, ...meta });
  return { next: false, token };
}

/** bindPhone step 2: the proved phone has no account; a password creates one, bound to the WeChat account. */
export async function wxBindNext(ctx: AppContext, input: { ticket: string; password: string; platform: Platform }, meta: RequestMeta) {
  // The wxbind steps are login attempts: they share the per-IP budget of the login calls.
  await checkLoginIpLimit(ctx, meta.ip);
  const ticketHash = hashSecret(input.ticket);
  const pending = await findByTicket(ctx.db, ticketHash, new Date(ctx.clock.now()));
  if (!pending?.verifiedPhone) throw new AppError('WX_TICKET_INVALID');
  if (await findUserByPhone(ctx.db, pending.verifiedCountryCode!, pending.verifiedPhone)) throw new AppError('PHONE_TAKEN');
  if (await findUserByUnionid(ctx.db, pending.unionid!)) throw new AppError('WX_ALREADY_BOUND');
  const passwordHash = await hashPassword(input.password);

  const row = await spendTicket(ctx.db, ticketHash, new Date(ctx.clock.now()), true);
  if (!row) throw new AppError('WX_TICKET_INVALID');
  const user = await createAccount(ctx, {
    countryCode: row.verifiedCountryCode,
    phone: row.verifiedPhone,
    passwordHash,
    wxUnionid: row.unionid,
    wxNickname: row.nickname,
    // The WeChat nickname is the best name we have; the profile's name rule is 2-20 characters.
    name: row.nickname ? row.nickname.slice(0, 20) : null,
    headImg: row.headImg,
    agentId: row.agentId,
    activityId: row.activityId,
  });
  const { token } = await issueSession(ctx, user.id, { method: 'wechat', platform: input.platform, ...meta });
  return { next: false, token };
}

/** bindQrcode: a logged-in user binds the WeChat account confirmed on a 'bind' state they created. */
export async function bindWechat(ctx: AppContext, userId: number, handle: string) {
  const row = await findState(ctx.db, wxStateOf(handle));
  if (!row || row.purpose !== 'bind' || row.userId !== userId) throw new AppError('WX_STATE_EXPIRED');
  const now = ctx.clock.now();
  if (row.expiresAt.getTime() <= now || row.status === 'used' || row.status === 'expired') throw new AppError('WX_STATE_EXPIRED');
  if (row.status !== 'confirmed') throw new AppError('WX_SCAN_PENDING');

  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  assertBindable(user, row.unionid!, await findUserByUnionid(ctx.db, row.unionid!));
  if (!(await useConfirmedState(ctx.db, row.state, 'bind', new Date(now), null, userId))) throw new AppError('WX_STATE_EXPIRED');
  await bindIdentity(ctx, user, row);
  ctx.log.info({ event: 'wechat.bound', userId }, 'WeChat bound');
  return { unionid: row.unionid!, wxNickname: row.nickname };
}

/** Unbinding is allowed only when the user can still log in without WeChat: a phone and a password. */
export async function unbindWechat(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  if (!user.wxUnionid) return { unionid: null, wxNickname: null };
  if (!user.phone || !user.passwordHash) throw new AppError('WX_UNBIND_REFUSED');
  await clearUnionid(ctx.db, userId, new Date(ctx.clock.now()));
  authChanged(ctx, userId);
  ctx.log.info({ event: 'wechat.unbound', userId }, 'WeChat unbound');
  return { unionid: null, wxNickname: null };
}
