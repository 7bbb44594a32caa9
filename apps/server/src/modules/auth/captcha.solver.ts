import { createHash } from 'node:crypto';

/**
 * The click-to-verify captcha is a small proof of work: find a nonce such that sha256(salt + nonce) starts with
 * `difficulty` zero bits. The browser runs the same search with WebCrypto when the user clicks the button;
 * it costs a real browser a moment and a script sending SMS codes in bulk a real price.
 */
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

export function checkCaptchaNonce(salt: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(createHash('sha256').update(salt + nonce).digest()) >= difficulty;
}

/** Counts upwards in base 36 until a nonce satisfies the difficulty. */
export function solveCaptcha(salt: string, difficulty: number): string {
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (checkCaptchaNonce(salt, nonce, difficulty)) return nonce;
  }
}
