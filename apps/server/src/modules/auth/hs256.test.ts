import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256.ts';

const secret = new TextEncoder().encode('a-secret-of-reasonable-length-for-hs256');
const NOW = Date.UTC(2026, 0, 1, 2, 0, 0);
const nowS = NOW / 1000;

const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, key = secret) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);

/** A token built by hand, for headers jose refuses to write. */
function handMade(header: object, payload: object, key: Uint8Array = secret, alg = 'sha256') {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${enc(header)}.${enc(payload)}`;
  return `${input}.${createHmac(alg, key).update(input).digest('base64url')}`;
}

describe('verifyHs256', () => {
  it('accepts a token jose signed and answers its claims', async () => {
    const token = await sign({ sub: '7', sid: 's-1', exp: nowS + 60 });
    expect(verifyHs256(token, secret, NOW)).toMatchObject({ sub: '7', sid: 's-1', exp: nowS + 60 });
  });

  it('refuses another key, a changed payload and any other spelling of the signature', async () => {
    const token = await sign({ sub: '7', sid: 's-1', exp: nowS + 60 });
    expect(verifyHs256(token, new TextEncoder().encode('another-secret'), NOW)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '8', sid: 's-1', exp: nowS + 60 })).toString('base64url');
    expect(verifyHs256(`${h}.${forged}.${s}`, secret, NOW)).toBeNull();
    // The last character of a 32-byte signature carries 2 unused bits: another letter can decode to the same bytes.
    for (const c of 'AEIMQUYcgkosw048') {
      const respelled = token.slice(0, -1) + c;
      if (respelled !== token) expect(verifyHs256(respelled, secret, NOW)).toBeNull();
    }
    expect(verifyHs256(`${token}=`, secret, NOW)).toBeNull();
  });

  it('refuses other algorithms, "none" and critical headers', async () => {
    const claims = { sub: '7', sid: 's-1', exp: nowS + 60 };
    expect(verifyHs256(handMade({ alg: 'HS512' }, claims, secret, 'sha512'), secret, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: 'HS384', typ: 'JWT' }, claims), secret, NOW)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(verifyHs256(none, secret, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: 'HS256', crit: ['x'], x: 1 }, claims), secret, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: 'HS256' }, claims), secret, NOW)).not.toBeNull();
  });

  it('refuses an expired token, one without expiry and one not yet valid', async () => {
    expect(verifyHs256(await sign({ sub: '7', exp: nowS }), secret, NOW)).toBeNull();
    expect(verifyHs256(await sign({ sub: '7', exp: nowS + 1 }), secret, NOW)).not.toBeNull();
    expect(verifyHs256(await sign({ sub: '7' }), secret, NOW)).toBeNull();
    expect(verifyHs256(await sign({ sub: '7', exp: nowS + 60, nbf: nowS + 5 }), secret, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: 'HS256' }, { sub: '7', exp: String(nowS + 60) }), secret, NOW)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', '..', 'x.y.z', `${handMade({ alg: 'HS256' }, { exp: nowS + 60 })}x`]) {
      expect(verifyHs256(bad, secret, NOW)).toBeNull();
    }
    const notJson = (() => {
      const input = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('not json').toString('base64url')}`;
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    })();
    expect(verifyHs256(notJson, secret, NOW)).toBeNull();
  });
});
