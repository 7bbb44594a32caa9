import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context.ts';
import { solveCaptcha } from '../../src/modules/auth/captcha.solver.ts';
import { call, callOk } from '../helpers/api.ts';

/** Account journeys the auth and users tests share: captcha, SMS codes read from the sandbox outbox, registration. */
export const PASSWORD = 'secret123';

/** A fresh mainland number, so tests on one database never collide. */
export function newPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function captchaToken(app: FastifyInstance): Promise<string> {
  const ch = await callOk(app, 'POST', '/api/captcha');
  const nonce = solveCaptcha(ch.salt, ch.difficulty);
  const { captchaToken } = await callOk(app, 'POST', '/api/captcha/verify', { body: { id: ch.id, nonce } });
  return captchaToken;
}

export async function requestCode(app: FastifyInstance, phone: string, purpose: string, countryCode = '86') {
  return call(app, 'POST', '/api/sms/code', { body: { countryCode, phone, purpose, captchaToken: await captchaToken(app) } });
}

/** The code of the newest SMS the sandbox sent to `phone`. */
export async function lastCode(ctx: AppContext, phone: string): Promise<string> {
  const [entry] = await ctx.providers.outbox!.list(1, phone);
  const match = entry && /(\d{6})/.exec(entry.text);
  if (!match) throw new Error(`no SMS code in the outbox for ${phone}`);
  return match[1];
}

export async function sendCode(app: FastifyInstance, phone: string, purpose: string): Promise<string> {
  const res = await requestCode(app, phone, purpose);
  if (!res.body.success) throw new Error(`sending a code failed: ${JSON.stringify(res.body)}`);
  return lastCode(app.ctx, phone);
}

/** Registers a new account through the API; answers its phone and token. */
export async function registerUser(app: FastifyInstance, extra: Record<string, string> = {}, phone = newPhone()) {
  const code = await sendCode(app, phone, 'register');
  const token = await callOk<string>(app, 'POST', '/api/users/create', {
    query: { countryCode: '86', phone, code, password: PASSWORD, agree: 'true', ...extra },
  });
  return { phone, token };
}

export async function loginByPassword(app: FastifyInstance, phone: string, password = PASSWORD, opts: { remoteAddress?: string; platform?: string } = {}) {
  return call<string>(app, 'POST', '/api/tokens/phonepwd', {
    query: { countryCode: '86', phone, password, platform: opts.platform ?? 'pc' },
    remoteAddress: opts.remoteAddress,
  });
}

/**
 * Runs `fn` with some limits changed on the running app: services read ctx.config on every call, so a test can
 * tighten a limit without booting another server. The settings are restored afterwards.
 */
export async function withConfig<T>(ctx: AppContext, overrides: Partial<AppContext['config']>, fn: () => Promise<T>): Promise<T> {
  const saved = { ...ctx.config };
  Object.assign(ctx.config, overrides);
  try {
    return await fn();
  } finally {
    Object.assign(ctx.config, saved);
  }
}
