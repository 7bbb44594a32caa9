import { generateKeyPairSync } from 'node:crypto';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { FakeAlipayGateway } from '../payments/alipay/fake-gateway.ts';
import { FakeWechatPay } from '../payments/wechatpay/fake-gateway.ts';
import { listeningApp, rows } from './harness.ts';

const ALIPAY_APP_ID = '2021004100000001';
const WECHAT = { mchid: '1900007291', appid: 'wxd678efh567hg6787', serial: 'SERIAL01' };

export interface RealGateways {
  t: TestApp;
  alipay: FakeAlipayGateway;
  wechat: FakeWechatPay;
}

/**
 * The app with PAY_ALIPAY_PROVIDER and PAY_WECHAT_PROVIDER real: the gateway adapters talk to local gateways that sign
 * and verify like Alipay and WeChat Pay, each knowing the merchant's public key (RSA generation is the slow part: once
 * per file).
 */
export async function startRealGateways(): Promise<RealGateways> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = await FakeAlipayGateway.start(ALIPAY_APP_ID, app.publicKey);
  const apiV3Key = 'a'.repeat(16) + 'b'.repeat(16);
  const wechat = new FakeWechatPay({ mchid: WECHAT.mchid, appid: WECHAT.appid, merchantSerial: WECHAT.serial, merchantPublicKey: merchant.publicKey, apiV3Key });
  try {
    const wechatBase = await wechat.start();
    const t = await listeningApp({
      PAY_ALIPAY_PROVIDER: 'real',
      ALIPAY_APP_ID,
      ALIPAY_PRIVATE_KEY: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ALIPAY_PUBLIC_KEY: alipay.publicKeyPem,
      ALIPAY_GATEWAY: alipay.url,
      PAY_WECHAT_PROVIDER: 'real',
      WECHATPAY_MCHID: WECHAT.mchid,
      WECHATPAY_APPID: WECHAT.appid,
      WECHATPAY_SERIAL: WECHAT.serial,
      WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PLATFORM_CERTS: wechat.platformKeysSetting(),
      WECHATPAY_BASE_URL: wechatBase,
    });
    return { t, alipay, wechat };
  } catch (err) {
    // The gateways' servers would otherwise keep the test process alive.
    await stopRealGateways({ alipay, wechat });
    throw err;
  }
}

/** Stops what startRealGateways started (whatever of it had started). */
export async function stopRealGateways(g: Partial<RealGateways>): Promise<void> {
  await g.t?.close();
  await g.alipay?.stop();
  await g.wechat?.stop();
}

/** The trade number of an order's latest payment attempt: what the gateway knows the order by. */
export async function outTradeNo(t: TestApp, orderNo: string): Promise<string> {
  const [row] = await rows<{ out_trade_no: string }>(t, sql`select a.out_trade_no from payment_attempts a join orders o on o.id = a.order_id where o.order_no = ${orderNo} order by a.id desc limit 1`);
  return row.out_trade_no;
}
