import { isFreshTimestamp, responseMessage, verifySha256Rsa } from './crypto.ts';
import type { PlatformKey } from './settings.ts';

/** Reads one header by name, whatever its case (Fastify lowercases, the fetch API has its own Headers). */
export type HeaderReader = (name: string) => string | undefined;

export function recordHeaders(h: Record<string, string | undefined>): HeaderReader {
  const lower = new Map(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
  return (name) => lower.get(name.toLowerCase()) ?? undefined;
}

export function fetchHeaders(h: Headers): HeaderReader {
  return (name) => h.get(name) ?? undefined;
}

export type SignatureProblem = 'missing signature headers' | 'unknown serial' | 'stale timestamp' | 'certificate not valid now' | 'bad signature';

/** True when the answer or notification carries WeChat Pay's signature headers at all. */
export function hasSignatureHeaders(h: HeaderReader): boolean {
  return Boolean(h('Wechatpay-Signature') || h('Wechatpay-Serial'));
}

/**
 * Checks WeChat Pay's signature over "timestamp\nnonce\nbody\n" with the key the Wechatpay-Serial header names.
 * Returns what is wrong, or null when the body is WeChat Pay's own and recent.
 */
export function checkWechatpaySignature(h: HeaderReader, body: string, keys: Map<string, PlatformKey>, nowMs: number): SignatureProblem | null {
  const timestamp = h('Wechatpay-Timestamp');
  const nonce = h('Wechatpay-Nonce');
  const signature = h('Wechatpay-Signature');
  const serial = h('Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return 'missing signature headers';
  const key = keys.get(serial.trim().toUpperCase());
  if (!key) return 'unknown serial';
  if (!isFreshTimestamp(timestamp, nowMs)) return 'stale timestamp';
  if ((key.notBefore !== undefined && nowMs < key.notBefore) || (key.notAfter !== undefined && nowMs > key.notAfter)) {
    return 'certificate not valid now';
  }
  return verifySha256Rsa(responseMessage(timestamp, nonce, body), signature, key.key) ? null : 'bad signature';
}
