import { afterAll, beforeAll } from 'vitest';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../src/config.ts';
import type { PaymentNotice, PaymentProvider } from '../../../src/providers/payments/types.ts';
import { createWechatPayProvider, type WechatPayDeps, type WechatPaySettings } from '../../../src/providers/payments/wechatpay/index.ts';
import { FakeWechatPay } from './fake-gateway.ts';

export const MCHID = '1900007291';
export const APPID = 'wxd678efh567hg6787';
export const MERCHANT_SERIAL = '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB';

/** A merchant with its own key pair and APIv3 key, a gateway that knows its public key, and a provider for it. */
export async function startWechatPay() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // 32 ASCII characters, the form the merchant platform accepts.
  const apiV3Key = randomBytes(16).toString('hex');
  const fake = new FakeWechatPay({ mchid: MCHID, appid: APPID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key });
  const baseUrl = await fake.start();
  const settings: WechatPaySettings = {
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_SERIAL: MERCHANT_SERIAL,
    WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERTS: fake.platformKeysSetting(),
    WECHATPAY_BASE_URL: baseUrl,
  };
  const warnings: Record<string, unknown>[] = [];
  const provider = (over: Partial<WechatPaySettings> = {}, deps: Partial<WechatPayDeps> = {}): PaymentProvider =>
    createWechatPayProvider({ ...settings, ...over }, { clock: systemClock, log: { warn: (o) => warnings.push(o) }, ...deps });
  return { fake, settings, provider, warnings, apiV3Key };
}

/**
 * Stands in for the server's notify endpoint: hands the raw body and headers to the provider and answers with its
 * ack, as WeChat Pay expects. Keeps what it accepted and what it refused.
 */
export async function startNotifyReceiver(provider: PaymentProvider) {
  const accepted: PaymentNotice[] = [];
  const refused: Error[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
      let ok = true;
      try {
        accepted.push(await provider.parseNotification({ headers, body: Buffer.concat(chunks).toString('utf8') }));
      } catch (err) {
        ok = false;
        refused.push(err as Error);
      }
      const a = provider.ack(ok);
      res.statusCode = a.status;
      res.setHeader('Content-Type', a.contentType);
      res.end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/notify/wechat`;
  return { url, accepted, refused, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A merchant, its gateway and a notify receiver for the tests of one file: started before them, stopped after them.
 * The two objects are filled in when the file's tests begin.
 */
export function wechatPayForFile() {
  const env = {} as Awaited<ReturnType<typeof startWechatPay>>;
  const receiver = {} as Awaited<ReturnType<typeof startNotifyReceiver>>;
  beforeAll(async () => {
    Object.assign(env, await startWechatPay());
    Object.assign(receiver, await startNotifyReceiver(env.provider()));
  });
  afterAll(async () => {
    await receiver.stop?.();
    await env.fake?.stop();
  });
  return { env, receiver };
}

export function clockAt(ms: number): Clock {
  return { now: () => ms };
}
