import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

/** The WeChat Pay v3 settings, named as in `.env.example`, so the server's config can be handed over as it is. */
export interface WechatPaySettings {
  WECHATPAY_MCHID: string;
  WECHATPAY_APPID: string;
  /** Serial number of the merchant API certificate (`serial_no` of every request). */
  WECHATPAY_SERIAL: string;
  /** The merchant API private key (apiclient_key.pem): the PEM itself or a path to it. */
  WECHATPAY_PRIVATE_KEY: string;
  /** The APIv3 key set in the merchant platform: exactly 32 bytes. */
  WECHATPAY_APIV3_KEY: string;
  /**
   * The keys WeChat Pay signs with. Either a JSON object from id to PEM (or to a path of a PEM file) — the id is a
   * platform certificate serial, or the "WeChat Pay public key" id `PUB_KEY_ID_…` with the public key PEM — or
   * platform certificate PEM(s) (or a path to them), each filed under its own serial number.
   */
  WECHATPAY_PLATFORM_CERTS: string;
  WECHATPAY_BASE_URL: string;
}

/** A key WeChat Pay signs with; a certificate's key is trusted only within the certificate's validity. */
export interface PlatformKey {
  key: KeyObject;
  notBefore?: number;
  notAfter?: number;
}

export interface WechatPayKeys {
  merchantKey: KeyObject;
  apiV3Key: Buffer;
  /** By serial / public key id, upper case: WeChat prints serials in upper-case hex. */
  platformKeys: Map<string, PlatformKey>;
}

const PEM_MARK = '-----BEGIN';

/** A PEM given inline (with real or `\n`-escaped line breaks, as env files carry them) or as a file path. */
export function readPem(value: string, setting: string): string {
  const v = value.trim();
  if (!v) throw new Error(`WeChat Pay needs ${setting}`);
  if (v.includes(PEM_MARK)) return v.replace(/\\n/g, '\n');
  try {
    return readFileSync(v, 'utf8');
  } catch (err) {
    throw new Error(`${setting}: cannot read ${v} (${(err as Error).message})`);
  }
}

function platformKey(pem: string, setting: string): PlatformKey {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem);
    return rsa({ key: cert.publicKey, notBefore: Date.parse(cert.validFrom), notAfter: Date.parse(cert.validTo) }, setting);
  }
  return rsa({ key: createPublicKey(pem) }, setting);
}

function rsa<T extends { key: KeyObject }>(k: T, setting: string): T {
  if (k.key.asymmetricKeyType !== 'rsa') throw new Error(`${setting}: WeChat Pay v3 keys are RSA keys`);
  return k;
}

export function parsePlatformKeys(value: string): Map<string, PlatformKey> {
  const setting = 'WECHATPAY_PLATFORM_CERTS';
  const v = value.trim();
  const keys = new Map<string, PlatformKey>();
  if (v.startsWith('{')) {
    let entries: Record<string, unknown>;
    try {
      entries = JSON.parse(v) as Record<string, unknown>;
    } catch {
      throw new Error(`${setting}: not valid JSON`);
    }
    for (const [id, pem] of Object.entries(entries)) {
      if (typeof pem !== 'string') throw new Error(`${setting}: the value for ${id} is not a string`);
      keys.set(id.trim().toUpperCase(), platformKey(readPem(pem, `${setting} (${id})`), setting));
    }
  } else {
    const text = readPem(v, setting);
    for (const block of text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []) {
      const cert = new X509Certificate(block);
      keys.set(cert.serialNumber.toUpperCase(), platformKey(block, setting));
    }
    if (keys.size === 0) throw new Error(`${setting}: a bare public key needs its id: use {"PUB_KEY_ID_…": "<PEM>"}`);
  }
  if (keys.size === 0) throw new Error(`WeChat Pay needs ${setting}`);
  return keys;
}

/** Reads and checks every key once, at start, so a misconfigured server stops instead of failing its first payment. */
export function loadWechatPayKeys(s: WechatPaySettings): WechatPayKeys {
  for (const name of ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_BASE_URL'] as const) {
    if (!s[name]?.trim()) throw new Error(`WeChat Pay needs ${name}`);
  }
  const apiV3Key = Buffer.from(s.WECHATPAY_APIV3_KEY ?? '', 'utf8');
  if (apiV3Key.length !== 32) throw new Error('WECHATPAY_APIV3_KEY must be exactly 32 bytes');
  const merchantKey = rsa({ key: createPrivateKey(readPem(s.WECHATPAY_PRIVATE_KEY ?? '', 'WECHATPAY_PRIVATE_KEY')) }, 'WECHATPAY_PRIVATE_KEY').key;
  return { merchantKey, apiV3Key, platformKeys: parsePlatformKeys(s.WECHATPAY_PLATFORM_CERTS ?? '') };
}
