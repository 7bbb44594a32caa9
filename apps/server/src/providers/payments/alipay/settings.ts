import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** The Alipay settings, named as in `.env.example`, so the server's config can be handed over as it is. */
export interface AlipaySettings {
  ALIPAY_APP_ID: string;
  /** Our application private key: PKCS#8 PEM (PKCS#1 is accepted too), the bare base64 Alipay's key tool prints, or a path. */
  ALIPAY_PRIVATE_KEY: string;
  /** Alipay's public key ("支付宝公钥", not our application public key): PEM, bare base64 or a path. */
  ALIPAY_PUBLIC_KEY: string;
  ALIPAY_GATEWAY: string;
  /** Only RSA2 (SHA256withRSA): Alipay no longer issues RSA (SHA1) applications. */
  ALIPAY_SIGN_TYPE: string;
}

export interface AlipayKeys {
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
}

const PEM_MARK = '-----BEGIN';
const BARE_BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * A key given inline (PEM with real or `\n`-escaped line breaks, as env files carry them; or the bare base64 body the
 * Alipay key tool shows) or as a path to a file holding either form.
 */
export function readKeyText(value: string, setting: string, kind: 'private' | 'public'): string {
  const v = value.trim();
  if (!v) throw new Error(`Alipay needs ${setting}`);
  if (v.includes(PEM_MARK)) return v.replace(/\\n/g, '\n');
  // A key body is long; a short value without a slash is far more likely a mistyped path than a key.
  if (BARE_BASE64.test(v) && v.length > 200 && !v.startsWith('/')) return wrapPem(v, kind);
  let text: string;
  try {
    text = readFileSync(v, 'utf8').trim();
  } catch (err) {
    throw new Error(`${setting}: cannot read ${v} (${(err as Error).message})`);
  }
  return text.includes(PEM_MARK) ? text : wrapPem(text, kind);
}

/** The key tool's bare base64 is PKCS#8 for private keys and SubjectPublicKeyInfo for public keys. */
function wrapPem(body: string, kind: 'private' | 'public'): string {
  const label = kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY';
  const lines = body.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

function rsa(key: KeyObject, setting: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${setting}: Alipay RSA2 needs an RSA key`);
  return key;
}

/** Reads and checks every setting once, at start, so a misconfigured server stops instead of failing its first payment. */
export function loadAlipayKeys(s: AlipaySettings): AlipayKeys {
  for (const name of ['ALIPAY_APP_ID', 'ALIPAY_GATEWAY'] as const) {
    if (!s[name]?.trim()) throw new Error(`Alipay needs ${name}`);
  }
  if ((s.ALIPAY_SIGN_TYPE || 'RSA2').trim().toUpperCase() !== 'RSA2') throw new Error('ALIPAY_SIGN_TYPE: only RSA2 is supported');
  let privateKey: KeyObject;
  let alipayPublicKey: KeyObject;
  try {
    privateKey = createPrivateKey(readKeyText(s.ALIPAY_PRIVATE_KEY ?? '', 'ALIPAY_PRIVATE_KEY', 'private'));
  } catch (err) {
    throw new Error(`ALIPAY_PRIVATE_KEY: ${(err as Error).message}`);
  }
  try {
    alipayPublicKey = createPublicKey(readKeyText(s.ALIPAY_PUBLIC_KEY ?? '', 'ALIPAY_PUBLIC_KEY', 'public'));
  } catch (err) {
    throw new Error(`ALIPAY_PUBLIC_KEY: ${(err as Error).message}`);
  }
  if (/PRIVATE KEY/.test(s.ALIPAY_PUBLIC_KEY)) throw new Error('ALIPAY_PUBLIC_KEY: expected Alipay\'s public key, not a private key');
  // The usual mix-up: our application public key pasted where Alipay's belongs. Nothing would ever verify.
  if (alipayPublicKey.equals(createPublicKey(privateKey))) {
    throw new Error('ALIPAY_PUBLIC_KEY is our own application public key; it must be Alipay\'s public key (支付宝公钥)');
  }
  return { privateKey: rsa(privateKey, 'ALIPAY_PRIVATE_KEY'), alipayPublicKey: rsa(alipayPublicKey, 'ALIPAY_PUBLIC_KEY') };
}
