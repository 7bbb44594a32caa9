import { sha256 } from './sha256.ts';

/**
 * The browser's half of the click-to-verify captcha: find a nonce such that sha256(salt + nonce) starts with
 * `difficulty` zero bits — the same search and the same nonce spelling (base 36 counting) as the server's solver.
 */
export type Digest = (data: Uint8Array) => Promise<Uint8Array>;

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** WebCrypto where the page may use it (https, localhost), else the plain-JS hash. */
export function defaultDigest(): Digest {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (subtle) return async (data) => new Uint8Array(await subtle.digest('SHA-256', data as BufferSource));
  return async (data) => sha256(data);
}

export class CaptchaGaveUp extends Error {}

interface SolveOptions {
  digest?: Digest;
  /** Hashes in flight at once: WebCrypto answers asynchronously, so a batch keeps it busy. */
  batch?: number;
  /** Stop searching after this many nonces (a difficulty the page cannot afford). */
  maxTries?: number;
  signal?: AbortSignal;
}

export async function solveProofOfWork(salt: string, difficulty: number, opts: SolveOptions = {}): Promise<string> {
  const digest = opts.digest ?? defaultDigest();
  const batch = opts.batch ?? 256;
  const maxTries = opts.maxTries ?? 2 ** Math.min(difficulty + 8, 30);
  const encoder = new TextEncoder();
  for (let start = 0; start < maxTries; start += batch) {
    if (opts.signal?.aborted) throw new CaptchaGaveUp('aborted');
    const nonces = Array.from({ length: batch }, (_, i) => (start + i).toString(36));
    const hashes = await Promise.all(nonces.map((n) => digest(encoder.encode(salt + n))));
    const found = hashes.findIndex((h) => leadingZeroBits(h) >= difficulty);
    if (found >= 0) return nonces[found];
  }
  throw new CaptchaGaveUp('no nonce found');
}
