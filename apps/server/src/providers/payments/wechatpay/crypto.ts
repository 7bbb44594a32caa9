import { createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The WeChat Pay APIv3 primitives: SHA256-with-RSA (PKCS#1 v1.5) signatures over newline-terminated lines, and
 * AEAD_AES_256_GCM for the resources of notifications. Pure functions, so the known-answer vectors of WeChat Pay's
 * documentation can be checked against them directly.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat Pay rejects requests, and we reject answers and notifications, whose timestamp is further off than this. */
export const MAX_CLOCK_SKEW_SECONDS = 300;
const GCM_TAG_BYTES = 16;

/** Every line ends with \n, the last one too, even when the body is empty. */
export function requestMessage(method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What WeChat Pay signs in its answers and notifications. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function signSha256Rsa(message: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');
}

export function verifySha256Rsa(message: string, signatureB64: string, publicKey: KeyObject): boolean {
  // A signature that is not canonical base64 of a 2048-bit block cannot be one of WeChat Pay's.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureB64)) return false;
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signatureB64, 'base64'));
  } catch {
    return false;
  }
}

/** 32 upper-case hex characters, the form of WeChat Pay's own examples. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationParts {
  mchid: string;
  serialNo: string;
  nonce: string;
  timestamp: string;
  signature: string;
}

export function authorizationHeader(p: AuthorizationParts): string {
  return `${AUTH_SCHEMA} mchid="${p.mchid}",nonce_str="${p.nonce}",timestamp="${p.timestamp}",serial_no="${p.serialNo}",signature="${p.signature}"`;
}

/** Signs one request: the Authorization header value for it. */
export function signRequest(
  req: { method: string; pathAndQuery: string; body: string },
  cred: { mchid: string; serialNo: string; privateKey: KeyObject },
  timestamp: string,
  nonce: string,
): string {
  const signature = signSha256Rsa(requestMessage(req.method, req.pathAndQuery, timestamp, nonce, req.body), cred.privateKey);
  return authorizationHeader({ mchid: cred.mchid, serialNo: cred.serialNo, nonce, timestamp, signature });
}

export function isFreshTimestamp(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) <= MAX_CLOCK_SKEW_SECONDS;
}

/**
 * AEAD_AES_256_GCM as WeChat Pay uses it: the base64 ciphertext carries the 16-byte tag at its end; the nonce and
 * the associated data are used as their UTF-8 bytes. Throws on a wrong key, nonce, associated data or tag.
 */
export function decryptAesGcm(key: Buffer, nonce: Buffer, associatedData: Buffer, ciphertextB64: string): Buffer {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const data = Buffer.from(ciphertextB64, 'base64');
  if (data.length < GCM_TAG_BYTES) throw new Error('ciphertext shorter than its tag');
  // The tag length is fixed: without it Node would accept a truncated tag, which is easier to forge.
  const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: GCM_TAG_BYTES });
  decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
  decipher.setAAD(associatedData);
  return Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]);
}
