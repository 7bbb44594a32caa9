import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * Alipay's string to sign: every parameter with a non-empty value, sorted by name in byte order, as `name=value`
 * joined by `&`, values raw (not URL-encoded). `sign` never takes part; `sign_type` does in requests but not in
 * asynchronous notifications — the caller leaves out what its direction excludes.
 */
export function signingString(params: Record<string, string | undefined>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** RSA2: SHA256withRSA (PKCS#1 v1.5) over the UTF-8 bytes, base64. */
export function rsa2Sign(content: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject): boolean {
  // Form decoding turns a '+' that was not percent-encoded into a space; base64 has no spaces, so put it back.
  const b64 = signature.replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return false;
  try {
    return verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(b64, 'base64'));
  } catch {
    return false;
  }
}
