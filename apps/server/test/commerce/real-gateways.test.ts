import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { FakeAlipayGateway } from '../payments/alipay/fake-gateway.ts';
import { FakeWechatPay } from '../payments/wechatpay/fake-gateway.ts';
import { callOk, listeningApp, member, rows } from './harness.ts';

/** The order flow with PAY_*_PROVIDER=real: the gateway adapters against the local fakes that sign like Alipay and WeChat Pay. */
let t: TestApp;
let alipay: FakeAlipayGateway;
let wechat: FakeWechatPay;

beforeAll(async () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  alipay = await FakeAlipayGateway.start('2021004100000001', app.publicKey);
  const apiV3Key = 'a'.repeat(16) + 'b'.repeat(16);
  wechat = new FakeWechatPay({ mchid: '1900007291', appid: 'wxd678efh567hg6787', merchantSerial: 'SERIAL01', merchantPublicKey: merchant.publicKey, apiV3Key });
  const wechatBase = await wechat.start();
  t = await listeningApp({
    PAY_ALIPAY_PROVIDER: 'real',
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: alipay.publicKeyPem,
    ALIPAY_GATEWAY: alipay.url,
    PAY_WECHAT_PROVIDER: 'real',
    WECHATPAY_MCHID: '1900007291',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_SERIAL: 'SERIAL01',
    WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERTS: wechat.platformKeysSetting(),
    WECHATPAY_BASE_URL: wechatBase,
  });
});
afterAll(async () => {
  await t?.close();
  await alipay?.stop();
  await wechat?.stop();
});

async function outTradeNo(orderNo: string): Promise<string> {
  const [row] = await rows<{ out_trade_no: string }>(t, sql`select a.out_trade_no from payment_attempts a join orders o on o.id = a.order_id where o.order_no = ${orderNo} order by a.id desc limit 1`);
  return row.out_trade_no;
}

describe('orders paid through the real gateway adapters', () => {
  it('Alipay: precreate QR → payment → RSA2 notification → paid once; the replay is acknowledged', async () => {
    const { token, id } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    const paying = await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'alipay' } });
    expect(paying.payment.qrText).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const sent = await alipay.pay(await outTradeNo(order.orderNo));
    expect([sent.status, sent.answer]).toEqual([200, 'success']);
    expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('paid');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: sent.body });
    expect(replay.body).toBe('success');
    const forged = await t.app.inject({ method: 'POST', url: '/api/payments/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: sent.body.replace('total_amount=1999.00', 'total_amount=0.01') });
    expect(forged.body).toBe('failure');
    expect(await rows(t, sql`select template_id from template_purchases where user_id = ${id}`)).toEqual([{ template_id: 'sale-of-goods' }]);
  });

  it('WeChat Pay: Native code_url → payment → encrypted, signed notification → paid once', async () => {
    const { token, id } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'package', packageId: 'domestic' } });
    const paying = await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'wechat' } });
    expect(paying.payment.qrText).toMatch(/^weixin:\/\//);
    const sent = await wechat.pay(await outTradeNo(order.orderNo));
    expect(sent.status).toBeLessThan(300);
    expect((await callOk(t.app, 'GET', `/api/orders/${order.orderNo}`, { token })).status).toBe('paid');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/notify/wechat', headers: { ...sent.sent.headers, 'content-type': 'application/json' }, payload: sent.sent.body });
    expect(replay.statusCode).toBeLessThan(300);
    expect(await rows(t, sql`select package_id from subscriptions where user_id = ${id} and kind = 'subscribe'`)).toEqual([{ package_id: 'domestic' }]);
  });

  it('with both channels real, the sandbox wallet does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/pay/abcdefghijklmnopqrstuvwx' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});
