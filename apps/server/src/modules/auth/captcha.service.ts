import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { deleteExpiredCaptchas, findCaptcha, insertCaptcha, markSolved, useToken } from './captcha.repository.ts';
import { checkCaptchaNonce } from './captcha.solver.ts';

/**
 * The click-to-verify captcha (spec §5 "click the button to verify"): POST /captcha hands out a proof-of-work
 * challenge, POST /captcha/verify checks the nonce and answers a single-use token that POST /sms/code spends.
 */
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Challenges are kept a day past their expiry, then swept by a later request; no scheduler needed. */
const KEEP_EXPIRED_MS = 86_400_000;
const SWEEP_EVERY = 100;

export async function createChallenge(ctx: AppContext) {
  const now = ctx.clock.now();
  const challenge = {
    id: randomUUID(),
    salt: randomBytes(16).toString('hex'),
    difficulty: ctx.config.CAPTCHA_DIFFICULTY_BITS,
    expiresAt: now + ctx.config.CAPTCHA_TTL_SECONDS * 1000,
  };
  await insertCaptcha(ctx.db, { ...challenge, createdAt: new Date(now), expiresAt: new Date(challenge.expiresAt) });
  if (Math.random() * SWEEP_EVERY < 1) await deleteExpiredCaptchas(ctx.db, new Date(now - KEEP_EXPIRED_MS));
  return challenge;
}

export async function verifyChallenge(ctx: AppContext, input: { id: string; nonce: string }): Promise<{ captchaToken: string }> {
  const now = new Date(ctx.clock.now());
  const row = /^[0-9a-f-]{36}$/i.test(input.id) ? await findCaptcha(ctx.db, input.id) : null;
  if (!row || row.solvedAt || row.expiresAt <= now || !checkCaptchaNonce(row.salt, input.nonce, row.difficulty)) {
    throw new AppError('CAPTCHA_REQUIRED');
  }
  const captchaToken = randomBytes(24).toString('base64url');
  if (!(await markSolved(ctx.db, row.id, sha256(captchaToken), now))) throw new AppError('CAPTCHA_REQUIRED');
  return { captchaToken };
}

/** Spends a captcha token (single use, valid CAPTCHA_TTL_SECONDS after solving); CAPTCHA_REQUIRED otherwise. */
export async function consumeCaptchaToken(ctx: AppContext, token: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const solvedAfter = new Date(now - ctx.config.CAPTCHA_TTL_SECONDS * 1000);
  if (!(await useToken(ctx.db, sha256(token), solvedAfter, new Date(now)))) {
    ctx.log.warn({ event: 'abuse.captcha_invalid', ip }, 'captcha token missing, reused or expired');
    throw new AppError('CAPTCHA_REQUIRED');
  }
}
