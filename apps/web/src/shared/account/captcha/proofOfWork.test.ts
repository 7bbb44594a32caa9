import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CaptchaGaveUp, defaultDigest, leadingZeroBits, solveProofOfWork } from './proofOfWork.ts';
import { sha256 } from './sha256.ts';

const nodeSha = (s: string) => new Uint8Array(createHash('sha256').update(s).digest());
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The server's check (apps/server/src/modules/auth/captcha.solver.ts), restated with node:crypto. */
function serverAccepts(salt: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(nodeSha(salt + nonce)) >= difficulty;
}

describe('leadingZeroBits', () => {
  it('counts whole zero bytes, then the zero bits of the first non-zero byte', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('the plain-JS SHA-256 used without WebCrypto', () => {
  it('matches node:crypto on empty, short, block-boundary and multi-block inputs', () => {
    const enc = new TextEncoder();
    for (const s of ['', 'abc', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(63), 'd'.repeat(64), 'e'.repeat(65), '验证码'.repeat(40)]) {
      expect(hex(sha256(enc.encode(s))), `length ${s.length}`).toBe(hex(nodeSha(s)));
    }
  });
});

describe('solveProofOfWork', () => {
  const jsDigest = async (d: Uint8Array) => sha256(d);

  it('finds the smallest base-36 nonce the server accepts', async () => {
    const salt = '1db3d246ce59073eb8b898e2952d224f';
    const nonce = await solveProofOfWork(salt, 10, { digest: jsDigest, batch: 64 });
    expect(serverAccepts(salt, nonce, 10)).toBe(true);
    const n = parseInt(nonce, 36);
    for (let i = 0; i < n; i++) expect(serverAccepts(salt, i.toString(36), 10), `nonce ${i.toString(36)} also works`).toBe(false);
  });

  it('gives the same answer whatever the batch size', async () => {
    const salt = 'a-salt';
    const one = await solveProofOfWork(salt, 8, { digest: jsDigest, batch: 1 });
    const many = await solveProofOfWork(salt, 8, { digest: jsDigest, batch: 500 });
    expect(many).toBe(one);
  });

  it('works with the digest the page picks (WebCrypto when present, else plain JS)', async () => {
    const nonce = await solveProofOfWork('salt-for-default', 6, { digest: defaultDigest() });
    expect(serverAccepts('salt-for-default', nonce, 6)).toBe(true);
  });

  it('gives up instead of searching forever, and when aborted', async () => {
    await expect(solveProofOfWork('s', 40, { digest: jsDigest, maxTries: 256 })).rejects.toBeInstanceOf(CaptchaGaveUp);
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork('s', 4, { digest: jsDigest, signal: controller.signal })).rejects.toBeInstanceOf(CaptchaGaveUp);
  });
});
