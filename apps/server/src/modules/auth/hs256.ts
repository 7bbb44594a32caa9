import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 signature and time checks of a compact JWT with node:crypto, synchronously. WebCrypto (which jose uses) runs
 * every HMAC as a job on the libuv thread pool: on a busy server the hand-offs cost far more than the hash itself,
 * and the token is checked on every authenticated call.
 */
export function verifyHs256(token: string, secret: Uint8Array, nowMs: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  // Compared as text: a decoder would accept several spellings of the same bytes.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = parseSegment(head);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
  const payload = parseSegment(body);
  if (!payload) return null;
  const now = Math.floor(nowMs / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  return payload;
}

function parseSegment(segment: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
