import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { getJwtSecret } from '../../lib/secrets.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { findUserByPhone } from '../users/users.repository.ts';
import { consumeCaptchaToken } from './captcha.service.ts';
import cn from './locales/cn/sms.json' with { type: 'json' };
import en from './locales/en/sms.json' with { type: 'json' };
import {
  addAttempt,
  countSentSince,
  deleteSmsCode,
  insertSmsCode,
  lastSentAt,
  latestCodeForUpdate,
  lockPhone,
  markConsumed,
} from './sms.repository.ts';

/**
 * SMS verification codes: 6 digits, SMS_CODE_TTL_SECONDS to live, single use, SMS_CODE_MAX_TRIES wrong tries.
 * Sending is limited per phone (one per interval, a daily count over the last 24 hours) and per IP (per hour).
 * Only an HMAC of each code is stored, keyed with the server secret, so the table alone reveals no code.
 */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind';

export interface SendSmsInput {
  countryCode: string;
  phone: string;
  purpose: SmsPurpose;
  captchaToken: string;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

async function codeHash(ctx: AppContext, v: { countryCode: string; phone: string; purpose: string }, code: string) {
  return createHmac('sha256', await getJwtSecret(ctx)).update(`${v.countryCode}:${v.phone}:${v.purpose}:${code}`).digest('hex');
}

export function smsText(code: string, minutes: number): string {
  const fill = (s: string) => s.replace('{code}', code).replace('{minutes}', String(minutes));
  return `${fill(cn.code)} ${fill(en.code)}`;
}

/** Tells the truth about the phone, because the page needs it: register on a taken phone, log in on an unknown one. */
async function assertPurposeFits(ctx: AppContext, input: SendSmsInput): Promise<void> {
  if (input.purpose === 'bind') return;
  const user = await findUserByPhone(ctx.db, input.countryCode, input.phone);
  if (input.purpose === 'register' && user) throw new AppError('PHONE_TAKEN');
  if (input.purpose !== 'register' && !user) throw new AppError('PHONE_UNKNOWN');
}

export async function sendSmsCode(ctx: AppContext, input: SendSmsInput, ip: string) {
  const { config } = ctx;
  const now = ctx.clock.now();
  const ipHits = await hitCounter(ctx.db, `sms-ip:${ip}`, HOUR, now);
  if (ipHits > config.SMS_PER_IP_HOURLY) {
    ctx.log.warn({ event: 'abuse.sms_ip_limit', ip, hits: ipHits }, 'SMS requests over the per-IP limit');
    throw new AppError('RATE_LIMITED');
  }
  await consumeCaptchaToken(ctx, input.captchaToken, ip);
  await assertPurposeFits(ctx, input);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await codeHash(ctx, input, code);
  const id = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, input.countryCode, input.phone);
    const last = await lastSentAt(tx, input.countryCode, input.phone);
    const waitMs = last ? last.getTime() + config.SMS_PER_PHONE_INTERVAL_SECONDS * 1000 - now : 0;
    if (waitMs > 0) {
      ctx.log.warn({ event: 'abuse.sms_too_frequent', ip }, 'SMS resend within the interval');
      throw new AppError('SMS_TOO_FREQUENT', { seconds: Math.ceil(waitMs / 1000) });
    }
    const sentToday = await countSentSince(tx, input.countryCode, input.phone, new Date(now - DAY));
    if (sentToday >= config.SMS_PER_PHONE_DAILY) {
      ctx.log.warn({ event: 'abuse.sms_daily_limit', ip, sentToday }, 'SMS daily limit reached for a phone');
      throw new AppError('SMS_DAILY_LIMIT');
    }
    return insertSmsCode(tx, {
      countryCode: input.countryCode,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hash,
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + config.SMS_CODE_TTL_SECONDS * 1000),
    });
  });

  try {
    await ctx.providers.sms.sendCode({ countryCode: input.countryCode, phone: input.phone }, code, smsText(code, Math.round(config.SMS_CODE_TTL_SECONDS / 60)));
  } catch (err) {
    // Not sent: the row must not hold the phone's interval or daily count against the user.
    await deleteSmsCode(ctx.db, id);
    throw err;
  }
  ctx.log.info({ event: 'sms.sent', purpose: input.purpose, ip }, 'SMS code sent');
  return { resendAfterSeconds: config.SMS_PER_PHONE_INTERVAL_SECONDS, expiresInSeconds: config.SMS_CODE_TTL_SECONDS };
}

type Verdict = 'ok' | 'wrong' | 'expired' | 'tooMany';

/**
 * Checks and spends a code. Only the newest code of the phone and purpose counts; the row is locked while it is
 * judged, so two concurrent verifications of one code cannot both succeed. A wrong try is committed before the
 * refusal is thrown, so the count survives.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  input: { countryCode: string; phone: string; purpose: SmsPurpose; code: string; /** For the abuse log only. */ ip?: string },
): Promise<void> {
  const now = new Date(ctx.clock.now());
  const hash = Buffer.from(await codeHash(ctx, input, input.code), 'hex');
  const verdict = await ctx.db.transaction(async (tx): Promise<Verdict> => {
    const row = await latestCodeForUpdate(tx, input.countryCode, input.phone, input.purpose);
    if (!row || row.consumedAt || row.expiresAt <= now) return 'expired';
    if (row.attempts >= ctx.config.SMS_CODE_MAX_TRIES) return 'tooMany';
    const stored = Buffer.from(row.codeHash, 'hex');
    if (stored.length !== hash.length || !timingSafeEqual(stored, hash)) {
      await addAttempt(tx, row.id);
      return 'wrong';
    }
    await markConsumed(tx, row.id, now);
    return 'ok';
  });
  if (verdict === 'ok') return;
  if (verdict === 'tooMany') ctx.log.warn({ event: 'abuse.sms_code_tries', ip: input.ip, purpose: input.purpose }, 'SMS code tried too many times');
  throw new AppError(verdict === 'wrong' ? 'SMS_CODE_WRONG' : verdict === 'expired' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_TOO_MANY_TRIES');
}
