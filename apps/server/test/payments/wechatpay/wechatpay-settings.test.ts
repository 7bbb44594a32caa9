import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSignatureError } from '../../../src/providers/payments/types.ts';
import { createWechatPayProvider, type WechatPaySettings } from '../../../src/providers/payments/wechatpay/index.ts';
import { FakeWechatPay } from './fake-gateway.ts';
import { APPID, MCHID, MERCHANT_SERIAL, clockAt } from './harness.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platformPem = platform.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345';
const base: WechatPaySettings = {
  WECHATPAY_MCHID: MCHID,
  WECHATPAY_APPID: APPID,
  WECHATPAY_SERIAL: MERCHANT_SERIAL,
  WECHATPAY_PRIVATE_KEY: merchantPem,
  WECHATPAY_APIV3_KEY: apiV3Key,
  WECHATPAY_PLATFORM_CERTS: JSON.stringify({ PUB_KEY_ID_0114: platformPem }),
  WECHATPAY_BASE_URL: 'https://api.mch.weixin.qq.com',
};
const make = (over: Partial<WechatPaySettings>, now = Date.now()) => createWechatPayProvider({ ...base, ...over }, { clock: clockAt(now) });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wxpay-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('WeChat Pay settings', () => {
  it('stops the start on a missing or malformed setting, naming it', () => {
    expect(() => make({ WECHATPAY_MCHID: '' })).toThrow(/WECHATPAY_MCHID/);
    expect(() => make({ WECHATPAY_APIV3_KEY: apiV3Key.slice(1) })).toThrow(/WECHATPAY_APIV3_KEY must be exactly 32 bytes/);
    expect(() => make({ WECHATPAY_PRIVATE_KEY: join(dir, 'missing.pem') })).toThrow(/WECHATPAY_PRIVATE_KEY: cannot read/);
    expect(() => make({ WECHATPAY_PLATFORM_CERTS: '' })).toThrow(/WECHATPAY_PLATFORM_CERTS/);
    expect(() => make({ WECHATPAY_PLATFORM_CERTS: '{"PUB_KEY_ID_1": ' })).toThrow(/not valid JSON/);
    expect(() => make({ WECHATPAY_PLATFORM_CERTS: platformPem })).toThrow(/needs its id/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(() => make({ WECHATPAY_PLATFORM_CERTS: JSON.stringify({ PUB_KEY_ID_1: ec }) })).toThrow(/RSA/);
  });

  it('takes keys inline, with escaped line breaks as env files carry them, or as file paths', () => {
    const keyFile = join(dir, 'apiclient_key.pem');
    writeFileSync(keyFile, merchantPem);
    const pubFile = join(dir, 'pub_key.pem');
    writeFileSync(pubFile, platformPem);
    expect(make({ WECHATPAY_PRIVATE_KEY: keyFile, WECHATPAY_PLATFORM_CERTS: JSON.stringify({ PUB_KEY_ID_0114: pubFile }) }).channel).toBe('wechat');
    expect(make({ WECHATPAY_PRIVATE_KEY: merchantPem.replace(/\n/g, '\\n') }).sandbox).toBe(false);
  });

  it('platform certificates are filed under their serial and trusted only while valid', async () => {
    const keyFile = join(dir, 'platform_key.pem');
    const certFile = join(dir, 'platform_cert.pem');
    const serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=Tenpay.com Root CA', '-set_serial', `0x${serial}`], {
      stdio: 'ignore',
    });
    const signingKey = createPrivateKey(readFileSync(keyFile, 'utf8'));
    let now = Date.now();
    const fake = new FakeWechatPay({ mchid: MCHID, appid: APPID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key, now: () => now });
    fake.trades.set('LB0000001', { outTradeNo: 'LB0000001', tradeType: 'NATIVE', description: 'x', amountFen: 100, notifyUrl: 'http://127.0.0.1/', prepayId: 'wx1', state: 'NOTPAY' });
    fake.setState('LB0000001', 'SUCCESS');
    const notice = () => fake.notification('LB0000001', { signingKey, serial });

    // A file of certificate PEMs, and the same certificate inline in the JSON form.
    for (const setting of [certFile, JSON.stringify({ [serial.toLowerCase()]: readFileSync(certFile, 'utf8') })]) {
      now = Date.now();
      expect(await make({ WECHATPAY_PLATFORM_CERTS: setting }, now).parseNotification(notice())).toMatchObject({ outTradeNo: 'LB0000001', status: 'paid', amountFen: 100 });
      now += 3 * 86_400_000;
      const late = await make({ WECHATPAY_PLATFORM_CERTS: setting }, now).parseNotification(notice()).catch((e: unknown) => e);
      expect(late).toBeInstanceOf(PaymentSignatureError);
      expect((late as Error).message).toMatch(/certificate not valid now/);
    }
  });
});
