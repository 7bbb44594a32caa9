import { randomInt } from 'node:crypto';
import { solveCaptcha } from '../../apps/server/src/modules/auth/captcha.solver.ts';

/**
 * A real account and its login token, obtained the way a browser gets them: the click-to-verify captcha, an SMS
 * code read back from the sandbox outbox, then POST /api/users/create. Nothing is written to the database directly.
 */
interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  datas: T;
}

async function api<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let env: Envelope<T>;
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  if (!env.success) throw new Error(`${method} ${path} failed: ${res.status} ${text.slice(0, 300)}`);
  return env.datas;
}

export async function registerAccount(base: string): Promise<{ phone: string; token: string }> {
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const password = `bench${randomInt(100_000, 1_000_000)}`;

  const challenge = await api<{ id: string; salt: string; difficulty: number }>(base, 'POST', '/api/captcha');
  const nonce = solveCaptcha(challenge.salt, challenge.difficulty);
  const { captchaToken } = await api<{ captchaToken: string }>(base, 'POST', '/api/captcha/verify', { id: challenge.id, nonce });
  await api(base, 'POST', '/api/sms/code', { countryCode: '86', phone, purpose: 'register', captchaToken });

  const outbox = await api<{ channel: string; to: string; text: string }[]>(base, 'GET', `/api/dev/outbox?to=${phone}&limit=1`);
  const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the sandbox outbox: ${JSON.stringify(outbox)}`);

  const query = new URLSearchParams({ countryCode: '86', phone, code, password, agree: 'true', platform: 'pc' });
  const token = await api<string>(base, 'POST', `/api/users/create?${query}`);
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new Error(`registration answered no token: ${JSON.stringify(token)}`);
  return { phone, token };
}
