import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { issueSession, type Platform } from '../auth/sessions.service.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { hashSecret, newSecret } from '../wechat/tickets.ts';
import { loginLinkMail } from './elogin.mail.ts';
import { insertLink, sweepLinks, useLink } from './elogin.repository.ts';

const HOUR = 3_600_000;
/** One issuance in this many also sweeps links expired for a day: the table stays small without a scheduler. */
const SWEEP_EVERY = 200;

/** A one-time login link for a user: the web page /{lang}/elogin/{token} trades it for a session. */
export async function issueLoginLink(ctx: AppContext, userId: number, issuedBy: 'user' | 'staff', lang: 'cn' | 'en') {
  const token = newSecret(32);
  const now = ctx.clock.now();
  const expiresAt = now + ctx.config.ELOGIN_TTL_SECONDS * 1000;
  await insertLink(ctx.db, { tokenHash: hashSecret(token), userId, issuedBy, createdAt: new Date(now), expiresAt: new Date(expiresAt) });
  ctx.log.info({ event: 'elogin.issued', userId, issuedBy }, 'login link issued');
  if (Math.random() * SWEEP_EVERY < 1) await sweepLinks(ctx.db, new Date(now - 24 * HOUR));
  return { url: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/${lang}/elogin/${token}`, expiresAt };
}

async function withinLimit(ctx: AppContext, key: string, limit: number, fields: Record<string, unknown>) {
  const n = await hitCounter(ctx.db, key, HOUR, ctx.clock.now());
  if (n <= limit) return;
  ctx.log.warn({ event: 'abuse.elogin_mail', ...fields, count: n }, 'login-link mails over the limit');
  throw new AppError('RATE_LIMITED');
}

/**
 * "E-mail me a login link". The answer is the same whether or not an account uses the address, so the call
 * cannot be used to find out who has an account; the limits count unknown addresses too.
 */
export async function mailLoginLink(ctx: AppContext, input: { email: string; lang: 'cn' | 'en' }, ip: string): Promise<null> {
  const email = input.email.trim().toLowerCase();
  await withinLimit(ctx, `elogin-ip:${ip}`, ctx.config.ELOGIN_MAIL_PER_IP_HOURLY, { ip });
  await withinLimit(ctx, `elogin-mail:${email}`, ctx.config.ELOGIN_MAIL_PER_EMAIL_HOURLY, { ip });
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    ctx.log.info({ event: 'elogin.unknown_address', ip }, 'login link asked for an unknown address');
    return null;
  }
  const link = await issueLoginLink(ctx, user.id, 'user', input.lang);
  const mail = loginLinkMail(input.lang, link.url, Math.round(ctx.config.ELOGIN_TTL_SECONDS / 60));
  await ctx.providers.mail.send({ to: user.email!, ...mail });
  return null;
}

/** Trades a live link for a session; a used, expired or unknown link answers ELOGIN_INVALID. */
export async function loginWithLink(ctx: AppContext, token: string, meta: { platform: Platform; ip: string; userAgent: string }): Promise<string> {
  const userId = await useLink(ctx.db, hashSecret(token), new Date(ctx.clock.now()));
  if (userId === null) {
    ctx.log.warn({ event: 'abuse.elogin_invalid', ip: meta.ip }, 'invalid login link');
    throw new AppError('ELOGIN_INVALID');
  }
  const { token: session } = await issueSession(ctx, userId, { method: 'elogin', ...meta });
  return session;
}
