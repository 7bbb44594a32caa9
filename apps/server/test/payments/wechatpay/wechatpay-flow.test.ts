import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../../src/providers/payments/types.ts';
import { WechatPayGatewayError } from '../../../src/providers/payments/wechatpay/index.ts';
import { APPID, MCHID, wechatPayForFile } from './harness.ts';

const { env, receiver } = wechatPayForFile();

let n = 0;
const tradeNo = () => `LB${Date.now()}${String(++n).padStart(4, '0')}`;
const inAnHour = () => new Date(Date.now() + 3600_000);

async function gatewayError(p: Promise<unknown>): Promise<WechatPayGatewayError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentGatewayError);
  expect(err).toBeInstanceOf(WechatPayGatewayError);
  return err as WechatPayGatewayError;
}

describe('WeChat Pay v3 adapter against the local gateway', () => {
  it('Native: a QR order, paid by the payer, notified once verified and decrypted, then queried as paid', async () => {
    const p = env.provider();
    const no = tradeNo();
    const expiresAt = new Date(Date.UTC(2099, 0, 2, 3, 4, 5));
    const created = await p.create({ outTradeNo: no, amountFen: 19_900, subject: '年度合同套餐 Annual package', scene: 'qr', notifyUrl: receiver.url, expiresAt });
    expect(created.qrText).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(created.redirectUrl).toBeUndefined();
    expect(env.fake.orderBodies.at(-1)).toEqual({
      appid: APPID,
      mchid: MCHID,
      description: '年度合同套餐 Annual package',
      out_trade_no: no,
      time_expire: '2099-01-02T11:04:05+08:00',
      notify_url: receiver.url,
      amount: { total: 19_900, currency: 'CNY' },
    });
    expect(await p.query(no)).toEqual({ outTradeNo: no, status: 'paying', amountFen: 19_900, providerTradeNo: undefined, paidAt: undefined });

    const delivery = await env.fake.pay(no);
    expect(delivery.status).toBe(204);
    expect(delivery.body).toBe('');
    const trade = env.fake.trades.get(no)!;
    expect(receiver.refused).toEqual([]);
    expect(receiver.accepted.at(-1)).toEqual({
      outTradeNo: no,
      providerTradeNo: trade.transactionId,
      amountFen: 19_900,
      status: 'paid',
      paidAt: new Date(Date.parse(trade.successTime!)),
    });

    const state = await p.query(no);
    expect(state).toMatchObject({ outTradeNo: no, status: 'paid', amountFen: 19_900, providerTradeNo: trade.transactionId });
    expect(Math.abs(state.paidAt!.getTime() - Date.now())).toBeLessThan(10_000);
  });

  it('Native: asking again for the same order gives the same code; a different amount is refused', async () => {
    const p = env.provider();
    const no = tradeNo();
    const input = { outTradeNo: no, amountFen: 500, subject: 'Template', scene: 'qr' as const, notifyUrl: receiver.url, expiresAt: inAnHour() };
    const first = await p.create(input);
    expect((await p.create(input)).qrText).toBe(first.qrText);
    const err = await gatewayError(p.create({ ...input, amountFen: 600 }));
    expect([err.status, err.code]).toEqual([403, 'OUT_TRADE_NO_USED']);
    expect(env.warnings.at(-1)).toMatchObject({ event: 'wechatpay.refused', code: 'OUT_TRADE_NO_USED' });
  });

  it('H5: sends the payer IP and Wap scene, and appends the encoded return URL to h5_url', async () => {
    const p = env.provider();
    const no = tradeNo();
    const returnUrl = 'https://lexbridge.example/cn/payResult?order=A1&x=1';
    const created = await p.create({ outTradeNo: no, amountFen: 1_000, subject: 'Top-up', scene: 'h5', notifyUrl: receiver.url, returnUrl, clientIp: '203.0.113.7', expiresAt: inAnHour() });
    expect(created.qrText).toBeUndefined();
    expect(created.redirectUrl).toMatch(
      /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx\d+&package=\d+&redirect_url=https%3A%2F%2Flexbridge\.example%2Fcn%2FpayResult%3Forder%3DA1%26x%3D1$/,
    );
    expect(env.fake.orderBodies.at(-1)).toMatchObject({ scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } });
    expect(env.fake.trades.get(no)).toMatchObject({ tradeType: 'MWEB', payerClientIp: '203.0.113.7' });
    await expect(p.create({ outTradeNo: tradeNo(), amountFen: 1_000, subject: 'Top-up', scene: 'h5', notifyUrl: receiver.url, expiresAt: inAnHour() })).rejects.toThrow(/payer IP/);
  });

  it('refuses to send an order number or amount WeChat Pay would not take', async () => {
    const p = env.provider();
    const base = { amountFen: 100, subject: 'x', scene: 'qr' as const, notifyUrl: receiver.url, expiresAt: inAnHour() };
    await expect(p.create({ ...base, outTradeNo: '../../v3/x' })).rejects.toThrow(RangeError);
    await expect(p.create({ ...base, outTradeNo: tradeNo(), amountFen: 1.5 })).rejects.toThrow(RangeError);
    await expect(p.query('a/b?c')).rejects.toThrow(RangeError);
  });

  it('query maps every trade_state, and an unknown order is not_found', async () => {
    const p = env.provider();
    const no = tradeNo();
    await p.create({ outTradeNo: no, amountFen: 300, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: inAnHour() });
    const cases: [string, string][] = [
      ['NOTPAY', 'paying'],
      ['USERPAYING', 'paying'],
      ['PAYERROR', 'closed'],
      ['REVOKED', 'closed'],
      ['CLOSED', 'closed'],
      ['SUCCESS', 'paid'],
      ['REFUND', 'paid'],
    ];
    for (const [wechat, ours] of cases) {
      env.fake.setState(no, wechat);
      expect((await p.query(no)).status, wechat).toBe(ours);
    }
    env.fake.setState(no, 'SOMETHING_NEW');
    await gatewayError(p.query(no));
    expect(await p.query(tradeNo())).toEqual({ outTradeNo: expect.any(String), status: 'not_found' });
  });

  it('an unpaid order past its expiry is closed by the gateway', async () => {
    const p = env.provider();
    const no = tradeNo();
    await p.create({ outTradeNo: no, amountFen: 300, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: new Date(Date.now() - 1000) });
    expect((await p.query(no)).status).toBe('closed');
  });

  it('close: the order is closed, closing again is fine, a paid order cannot be closed', async () => {
    const p = env.provider();
    const no = tradeNo();
    await p.create({ outTradeNo: no, amountFen: 800, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: inAnHour() });
    await p.close(no);
    expect(env.fake.requests.at(-1)).toMatchObject({ method: 'POST', url: `/v3/pay/transactions/out-trade-no/${no}/close`, status: 204 });
    expect((await p.query(no)).status).toBe('closed');
    await p.close(no);
    const paid = tradeNo();
    await p.create({ outTradeNo: paid, amountFen: 800, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: inAnHour() });
    await env.fake.pay(paid);
    const err = await gatewayError(p.close(paid));
    expect([err.status, err.code]).toEqual([400, 'INVALID_REQUEST']);
    expect((await p.query(paid)).status).toBe('paid');
  });

  it('the gateway refuses requests not signed with the merchant key (401 SIGN_ERROR)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p = env.provider({ WECHATPAY_PRIVATE_KEY: other.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string });
    const err = await gatewayError(p.query(tradeNo()));
    expect([err.status, err.code]).toEqual([401, 'SIGN_ERROR']);
    const wrongSerial = await gatewayError(env.provider({ WECHATPAY_SERIAL: 'ABCDEF' }).query(tradeNo()));
    expect(wrongSerial.code).toBe('SIGN_ERROR');
  });
});

describe('answers of the gateway are verified', () => {
  it('a bad answer signature is a PaymentGatewayError, even on a success', async () => {
    const p = env.provider();
    const no = tradeNo();
    await p.create({ outTradeNo: no, amountFen: 300, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: inAnHour() });
    env.fake.setState(no, 'SUCCESS');
    env.fake.corruptAnswerSignature = true;
    try {
      expect((await gatewayError(p.query(no))).message).toMatch(/bad signature/);
      // A forged "not found" must not be believed either.
      expect((await gatewayError(p.query(tradeNo()))).message).toMatch(/bad signature/);
    } finally {
      env.fake.corruptAnswerSignature = false;
    }
    expect(env.warnings.at(-1)).toMatchObject({ event: 'wechatpay.bad_answer_signature', problem: 'bad signature' });
  });

  it('an unsigned success, a stale answer and an unknown platform key are refused', async () => {
    const p = env.provider();
    const no = tradeNo();
    await p.create({ outTradeNo: no, amountFen: 300, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: inAnHour() });
    env.fake.unsignedAnswers = true;
    try {
      expect((await gatewayError(p.query(no))).message).toMatch(/without signature/);
      // Unsigned "not found": an error, not a state.
      expect((await gatewayError(p.query(tradeNo()))).status).toBe(404);
    } finally {
      env.fake.unsignedAnswers = false;
    }
    env.fake.answerTimestampOffsetSeconds = -301;
    try {
      expect((await gatewayError(p.query(no))).message).toMatch(/stale timestamp/);
    } finally {
      env.fake.answerTimestampOffsetSeconds = 0;
    }
    env.fake.answerTimestampOffsetSeconds = -290;
    try {
      expect((await p.query(no)).status).toBe('paying');
    } finally {
      env.fake.answerTimestampOffsetSeconds = 0;
    }
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p2 = env.provider({ WECHATPAY_PLATFORM_CERTS: JSON.stringify({ PUB_KEY_ID_OTHER: stranger.publicKey.export({ type: 'spki', format: 'pem' }) }) });
    expect((await gatewayError(p2.query(no))).message).toMatch(/unknown serial/);
  });

  it('an unreachable gateway is a PaymentGatewayError', async () => {
    const p = env.provider({}, { fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect((await gatewayError(p.close(tradeNo()))).message).toMatch(/unreachable/);
  });
});
