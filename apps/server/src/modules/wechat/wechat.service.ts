import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { issueSession, type SessionMeta } from '../auth/sessions.service.ts';
import { findUserById, findUserByUnionid } from '../users/users.repository.ts';
import { hashSecret, newSecret } from './tickets.ts';
import { confirmState, expireState, findState, insertState, markScanned, sweepStates, useConfirmedState, type WxPurpose } from './wechat.repository.ts';

/** How long the bindPhone page may take to prove a phone after the scan. */
export const WX_TICKET_TTL_MS = 10 * 60 * 1000;

export const callbackPath = '/api/wx/callback';

const SWEEP_EVERY = 200;
const SWEEP_AFTER_MS = 24 * 3600 * 1000;

/**
 * The browser holds a secret handle (answered as `state`); the QR code and WeChat only ever see its hash. Someone who
 * photographs the QR code therefore cannot poll it and pick up the login that the rightful scanner confirms.
 */
export const wxStateOf = (handle: string) => hashSecret(handle);

/** Starts a QR login (visitor) or binding (logged-in user): a random state and the URL the QR code encodes. */
export async function createQrState(ctx: AppContext, input: { purpose: WxPurpose; lang: 'cn' | 'en'; userId: number | null }) {
  if (input.purpose === 'bind') {
    if (input.userId === null) throw new AppError('UNAUTHORIZED');
    const user = await findUserById(ctx.db, input.userId);
    if (!user) throw new AppError('TOKEN_INVALID');
    if (user.wxUnionid) throw new AppError('WX_ALREADY_BOUND');
  }
  const now = ctx.clock.now();
  const handle = newSecret(24);
  const expiresAt = now + ctx.config.WX_QR_TTL_SECONDS * 1000;
  await insertState(ctx.db, {
    state: wxStateOf(handle),
    purpose: input.purpose,
    userId: input.purpose === 'bind' ? input.userId : null,
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  const redirectUri = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${callbackPath}`;
  if (Math.random() * SWEEP_EVERY < 1) await sweepStates(ctx.db, new Date(now - SWEEP_AFTER_MS));
  return { state: handle, url: ctx.providers.wechat.authorizeUrl(wxStateOf(handle), redirectUri, input.lang), expiresAt };
}

/**
 * The phone opened the authorisation page (sandbox): the desktop page can now say "scanned, confirm on your phone".
 * Answers the state's purpose while it is still waiting for an answer, else null.
 */
export async function noteScanned(ctx: AppContext, state: string): Promise<{ purpose: WxPurpose } | null> {
  const now = ctx.clock.now();
  await markScanned(ctx.db, state, new Date(now));
  const row = await findState(ctx.db, state);
  if (!row || row.status !== 'scanned' || row.expiresAt.getTime() <= now) return null;
  return { purpose: row.purpose as WxPurpose };
}

export type CallbackOutcome = 'done' | 'invalid' | 'expired' | 'cancelled' | 'failed';

/**
 * WeChat's redirect after the user answered on the phone. Never throws: the phone shows a page whatever happened.
 * No code means the user refused; the state then expires so the desktop page offers a new QR code.
 */
export async function handleCallback(ctx: AppContext, q: { state?: string; code?: string }): Promise<CallbackOutcome> {
  if (!q.state) return 'invalid';
  const row = await findState(ctx.db, q.state);
  if (!row) return 'invalid';
  const now = ctx.clock.now();
  if (!['pending', 'scanned'].includes(row.status) || row.expiresAt.getTime() <= now) return 'expired';
  if (!q.code) {
    await expireState(ctx.db, row.state);
    return 'cancelled';
  }
  let identity;
  try {
    identity = await ctx.providers.wechat.exchangeCode(q.code);
  } catch (err) {
    if (!(err instanceof AppError)) ctx.log.error({ err, event: 'wechat.exchange' }, 'WeChat code exchange failed');
    await expireState(ctx.db, row.state);
    return 'failed';
  }
  const confirmed = await confirmState(
    ctx.db,
    row.state,
    { unionid: identity.unionid, openid: identity.openid, nickname: identity.nickname ?? null, headImg: identity.headImg ?? null },
    new Date(now),
    new Date(now + ctx.config.WX_QR_TTL_SECONDS * 1000),
  );
  return confirmed ? 'done' : 'expired';
}

export type PollAnswer = { status: 'scanned' | 'confirmed'; token?: string; ticket?: string; nickname?: string };

/**
 * The desktop page polls its state. Pending answers the silent 212102; a confirmed login is picked up once: a token
 * when the WeChat account already has a user, else a ticket for the bindPhone page. Afterwards the state is spent.
 */
export async function pollState(ctx: AppContext, handle: string, meta: Omit<SessionMeta, 'method'>): Promise<PollAnswer> {
  const row = await findState(ctx.db, wxStateOf(handle));
  const now = ctx.clock.now();
  if (!row || row.status === 'used' || row.status === 'expired') throw new AppError('WX_STATE_EXPIRED');
  if (row.expiresAt.getTime() <= now) {
    await expireState(ctx.db, row.state);
    throw new AppError('WX_STATE_EXPIRED');
  }
  if (row.status === 'pending') throw new AppError('WX_SCAN_PENDING');
  if (row.status === 'scanned') return { status: 'scanned' };
  // Confirmed. A binding is completed by PUT /users/bind from the logged-in page that created it.
  if (row.purpose === 'bind') return { status: 'confirmed', nickname: row.nickname ?? undefined };

  const user = await findUserByUnionid(ctx.db, row.unionid!);
  const ticket = user ? null : newSecret();
  const used = await useConfirmedState(
    ctx.db,
    row.state,
    'login',
    new Date(now),
    ticket ? { hash: hashSecret(ticket), expiresAt: new Date(now + WX_TICKET_TTL_MS) } : null,
  );
  if (!used) throw new AppError('WX_STATE_EXPIRED');
  if (user) {
    const { token } = await issueSession(ctx, user.id, { ...meta, method: 'wechat' });
    return { status: 'confirmed', token };
  }
  return { status: 'confirmed', ticket: ticket!, nickname: row.nickname ?? undefined };
}
