import { createHash, randomInt } from 'node:crypto';
import type { Envelope } from '@lexbridge/contract';
import { readSmsCode } from './outbox.ts';

/** Thrown when an API call answers `success: false`; keeps the envelope for assertions. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly envelope: Envelope,
  ) {
    super(`${path} → HTTP ${status}, code ${envelope.code}: ${envelope.messageEn || envelope.message}`);
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

/** Calls `/api<path>` and returns `datas`; throws ApiError unless the envelope says success. */
export async function api<T = unknown>(url: string, path: string, opts: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${url}/api${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} → HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
  }
  if (!envelope.success) throw new ApiError(path, res.status, envelope);
  return envelope.datas;
}

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The click-to-verify proof of work: a nonce such that sha256(salt + nonce) starts with `difficulty` zero bits. */
export function solveProofOfWork(salt: string, difficulty: number): string {
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (leadingZeroBits(createHash('sha256').update(salt + nonce).digest()) >= difficulty) return nonce;
  }
}

/** Fetches a captcha, solves it and answers the captcha token an SMS request needs. */
export async function apiCaptchaToken(url: string): Promise<string> {
  const challenge = await api<{ id: string; salt: string; difficulty: number }>(url, '/captcha', { method: 'POST', body: {} });
  const nonce = solveProofOfWork(challenge.salt, challenge.difficulty);
  const { captchaToken } = await api<{ captchaToken: string }>(url, '/captcha/verify', { body: { id: challenge.id, nonce } });
  return captchaToken;
}

export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind';

/** Requests an SMS code the way the pages do (captcha first) and reads it from the sandbox outbox. */
export async function apiSmsCode(url: string, phone: string, purpose: SmsPurpose, countryCode = '86'): Promise<string> {
  const since = Date.now() - 1_000;
  const captchaToken = await apiCaptchaToken(url);
  await api(url, '/sms/code', { body: { countryCode, phone, purpose, captchaToken } });
  return readSmsCode(url, phone, { since });
}

/** A mainland China mobile number no other test uses (valid for +86: 1[3-9] and nine digits). */
export function uniquePhone(): string {
  const second = 3 + randomInt(7);
  return `1${second}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

export const TEST_PASSWORD = 'Passw0rd1';

/** Registers an account through the API (captcha, SMS code, create) and answers its login token. */
export async function apiRegister(url: string, phone: string = uniquePhone(), password = TEST_PASSWORD, countryCode = '86'): Promise<string> {
  const code = await apiSmsCode(url, phone, 'register', countryCode);
  return api<string>(url, '/users/create', { body: { countryCode, phone, code, password, confirmPassword: password, agree: true } });
}

/** Logs in with country code, phone and password (login type 1) and answers the token. */
export function apiLogin(url: string, phone: string, password = TEST_PASSWORD, countryCode = '86'): Promise<string> {
  const q = new URLSearchParams({ countryCode, phone, password });
  return api<string>(url, `/tokens/phonepwd?${q}`, { method: 'POST' });
}
