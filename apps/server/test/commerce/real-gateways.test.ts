import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { outTradeNo, startRealGateways, stopRealGateways, type RealGateways } from './gateways.ts';
import { callOk, member, rows } from './harness.ts';

/** The order flow with PAY_*_PROVIDER=real: the gateway adapters against the local fakes that sign like Alipay and WeChat Pay. */
let { t, alipay, wechat } = {} as RealGateways;
beforeAll(async () => {
  ({ t, alipay, wechat } = await startRealGateways());
});
afterAll(() => stopRealGateways({ t, alipay, wechat }));

describe('orders paid through the real gateway adapters', () => {
  it('Alipay: precreate QR → payment → RSA2 notification → paid once; the replay is acknowledged', async () => {
    const { token, id } = await member(t.app);
    const order = await callOk(t.app, 'POST', '/api/orders', { token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    const paying = await callOk(t.app, 'POST', `/api/orders/${order.orderNo}/pay`, { token, body: { method: 'alipay' } });
    expect(paying.payment.qrText).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const sent = await alipay.pay(await outTradeNo(t, order.orderNo));
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
    const sent = await wechat.pay(await outTradeNo(t, order.orderNo));
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
