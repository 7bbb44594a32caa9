import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { rsa2Sign, signingString } from '../../../src/providers/payments/alipay/sign.ts';
import { createAlipayProvider } from '../../../src/providers/payments/alipay/index.ts';
import { PaymentGatewayError, PaymentSignatureError, type CreatePaymentInput } from '../../../src/providers/payments/types.ts';
import { APP_ID, rigForFile } from './harness.ts';

const rig = rigForFile();
let seq = 0;

function order(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  seq += 1;
  return {
    outTradeNo: `LB2026030100${String(seq).padStart(4, '0')}`,
    amountFen: 1,
    subject: '年度合同套餐',
    scene: 'qr',
    notifyUrl: rig.receiver.url,
    expiresAt: new Date(rig.clock.now() + 30 * 60_000),
    ...over,
  };
}

describe('create', () => {
  it('precreates a trade and answers its QR code, with a request the gateway verified', async () => {
    const input = order({ amountFen: 1 });
    const created = await rig.provider.create(input);
    expect(created.qrText).toMatch(/^https:\/\/qr\.alipay\.com\/bax0[0-9a-f]+$/);
    const req = rig.gateway.requests.at(-1)!;
    expect(req.method).toBe('alipay.trade.precreate');
    expect(req.params.notify_url).toBe(rig.receiver.url);
    // 2026-03-01 04:00 UTC is 12:00 in Beijing; the trade expires 30 minutes later.
    expect(req.params.timestamp).toBe('2026-03-01 12:00:00');
    expect(req.biz).toEqual({
      out_trade_no: input.outTradeNo,
      total_amount: '0.01',
      subject: '年度合同套餐',
      time_expire: '2026-03-01 12:30:00',
      product_code: 'FACE_TO_FACE_PAYMENT',
    });
  });

  it.each([
    [1, '0.01'],
    [1288800, '12888.00'],
    [19990, '199.90'],
  ])('sends %i fen as %s yuan', async (fen, yuan) => {
    const input = order({ amountFen: fen });
    await rig.provider.create(input);
    expect(rig.gateway.trades.get(input.outTradeNo)!.totalAmount).toBe(yuan);
  });

  it('refuses an order number Alipay would not take and an amount that is not whole fen', async () => {
    await expect(rig.provider.create(order({ outTradeNo: 'a/b' }))).rejects.toThrow(RangeError);
    await expect(rig.provider.create(order({ amountFen: 1.5 }))).rejects.toThrow(RangeError);
    await expect(rig.provider.create(order({ amountFen: 0 }))).rejects.toThrow(RangeError);
  });

  it('h5: a signed wap cashier URL the gateway accepts, which then takes the payment', async () => {
    const input = order({ scene: 'h5', amountFen: 19990, returnUrl: 'https://lexbridge.example/cn/alipay/h5/x' });
    const { redirectUrl, qrText } = await rig.provider.create(input);
    expect(qrText).toBeUndefined();
    const url = new URL(redirectUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(rig.gateway.url);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(url.searchParams.get('return_url')).toBe(input.returnUrl);
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: input.returnUrl, total_amount: '199.90' });
    const page = await fetch(redirectUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('¥199.90');
    expect(rig.gateway.trades.get(input.outTradeNo)!.status).toBe('WAIT_BUYER_PAY');
    const paid = await rig.gateway.pay(input.outTradeNo);
    expect(paid.answer).toBe('success');
    expect(rig.receiver.notices.at(-1)).toMatchObject({ outTradeNo: input.outTradeNo, amountFen: 19990, status: 'paid' });
  });

  it('h5: a cashier URL whose parameters were changed is refused by the gateway', async () => {
    const input = order({ scene: 'h5', amountFen: 100 });
    const url = new URL((await rig.provider.create(input)).redirectUrl!);
    url.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('"1.00"', '"0.01"'));
    const page = await fetch(url);
    expect(await page.text()).toContain('isv.invalid-signature');
    expect(rig.gateway.trades.has(input.outTradeNo)).toBe(false);
  });

  it('the desktop cashier page (page pay) as an option', async () => {
    const input = order({ amountFen: 1288800, returnUrl: 'https://lexbridge.example/cn/alipay/pc/y' });
    const link = rig.provider.pagePayUrl(input);
    expect(new URL(link).searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect((await fetch(link)).status).toBe(200);
    expect(rig.gateway.trades.get(input.outTradeNo)).toMatchObject({ productCode: 'FAST_INSTANT_TRADE_PAY', totalAmount: '12888.00' });
  });
});

describe('notifications', () => {
  it('pay: the notification Alipay posts verifies and maps to fen; the answer is "success"', async () => {
    const input = order({ amountFen: 1288800 });
    await rig.provider.create(input);
    rig.clock.advance(60_000);
    const paid = await rig.gateway.pay(input.outTradeNo);
    expect(paid).toMatchObject({ status: 200, answer: 'success' });
    const trade = rig.gateway.trades.get(input.outTradeNo)!;
    expect(rig.receiver.notices.at(-1)).toEqual({
      outTradeNo: input.outTradeNo,
      providerTradeNo: trade.tradeNo,
      amountFen: 1288800,
      status: 'paid',
      paidAt: new Date(rig.clock.now()),
    });
  });

  async function paidTrade(amountFen = 19990): Promise<string> {
    const input = order({ amountFen });
    await rig.provider.create(input);
    await rig.gateway.pay(input.outTradeNo, { notify: false });
    return input.outTradeNo;
  }
  const parse = (body: string) => rig.provider.parseNotification({ headers: {}, body });

  it.each([
    ['0.01', 1],
    ['12888.00', 1288800],
    ['199.9', 19990],
    ['199.90', 19990],
  ])('total_amount %s is %i fen', async (yuan, fen) => {
    const no = await paidTrade();
    await expect(parse(rig.gateway.notification(no, { total_amount: yuan }))).resolves.toMatchObject({ amountFen: fen });
  });

  it('TRADE_FINISHED is paid, TRADE_CLOSED is closed', async () => {
    const no = await paidTrade();
    await expect(parse(rig.gateway.notification(no, { trade_status: 'TRADE_FINISHED' }))).resolves.toMatchObject({ status: 'paid' });
    await expect(parse(rig.gateway.notification(no, { trade_status: 'TRADE_CLOSED' }))).resolves.toMatchObject({ status: 'closed', paidAt: undefined });
    await expect(parse(rig.gateway.notification(no, { trade_status: 'WAIT_BUYER_PAY' }))).rejects.toThrow(PaymentGatewayError);
  });

  it('a tampered amount, a wrong signature, a foreign app or a missing signature is refused', async () => {
    const no = await paidTrade(100);
    const genuine = rig.gateway.notification(no);
    await expect(parse(genuine)).resolves.toMatchObject({ amountFen: 100 });

    const tampered = new URLSearchParams(genuine);
    tampered.set('total_amount', '0.01');
    await expect(parse(tampered.toString())).rejects.toThrow(PaymentSignatureError);

    const status = new URLSearchParams(rig.gateway.notification(no, { trade_status: 'TRADE_CLOSED' }));
    status.set('trade_status', 'TRADE_SUCCESS');
    await expect(parse(status.toString())).rejects.toThrow(PaymentSignatureError);

    // Signed correctly over its fields, but with a key that is not Alipay's (here: our own application key).
    const forged = new URLSearchParams(genuine);
    const fields = Object.fromEntries(forged);
    forged.set('sign', rsa2Sign(signingString(fields, ['sign', 'sign_type']), rig.app.privateKey));
    await expect(parse(forged.toString())).rejects.toThrow(PaymentSignatureError);

    const garbled = new URLSearchParams(genuine);
    garbled.set('sign', `${garbled.get('sign')!.slice(0, -4)}AAA=`);
    await expect(parse(garbled.toString())).rejects.toThrow(PaymentSignatureError);

    await expect(parse(rig.gateway.notification(no, { app_id: '2021009999999999', auth_app_id: '2021009999999999' }))).rejects.toThrow(PaymentSignatureError);

    const unsigned = new URLSearchParams(genuine);
    unsigned.delete('sign');
    await expect(parse(unsigned.toString())).rejects.toThrow(PaymentSignatureError);

    const rsa1 = new URLSearchParams(genuine);
    rsa1.set('sign_type', 'RSA');
    await expect(parse(rsa1.toString())).rejects.toThrow(PaymentSignatureError);

    // A second copy of a signed field: one could be verified and the other read.
    await expect(parse(`${genuine}&total_amount=0.01`)).rejects.toThrow(PaymentSignatureError);
    await expect(parse('')).rejects.toThrow(PaymentSignatureError);
  });

  it('an amount Alipay never writes is refused even when signed', async () => {
    const no = await paidTrade();
    for (const bad of ['1.001', '-1.00', '1e3', '01.00', '', ' 1.00']) {
      await expect(parse(rig.gateway.notification(no, { total_amount: bad }))).rejects.toThrow(PaymentSignatureError);
    }
  });

  it('a refused notification is answered "failure", so Alipay sends it again', async () => {
    expect(rig.provider.ack(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(rig.provider.ack(false).body).toBe('failure');
    const no = await paidTrade();
    const before = rig.receiver.errors.length;
    const res = await fetch(rig.receiver.url, { method: 'POST', body: rig.gateway.notification(no).replace('trade_status=TRADE_SUCCESS', 'trade_status=TRADE_FINISHED') });
    expect(await res.text()).toBe('failure');
    expect(rig.receiver.errors.length).toBe(before + 1);
  });
});

describe('query and close', () => {
  it('follows the trade: not found before the scan, paying, paid with amount and time', async () => {
    const input = order({ amountFen: 19990 });
    await rig.provider.create(input);
    await expect(rig.provider.query(input.outTradeNo)).resolves.toEqual({ outTradeNo: input.outTradeNo, status: 'not_found' });
    rig.gateway.scan(input.outTradeNo);
    await expect(rig.provider.query(input.outTradeNo)).resolves.toMatchObject({ status: 'paying', amountFen: 19990, paidAt: undefined });
    rig.clock.advance(5_000);
    await rig.gateway.pay(input.outTradeNo, { notify: false });
    const paid = await rig.provider.query(input.outTradeNo);
    expect(paid).toEqual({
      outTradeNo: input.outTradeNo,
      status: 'paid',
      amountFen: 19990,
      providerTradeNo: rig.gateway.trades.get(input.outTradeNo)!.tradeNo,
      paidAt: new Date(rig.clock.now() - (rig.clock.now() % 1000)),
    });
    await expect(rig.provider.query('LB-never-created')).resolves.toMatchObject({ status: 'not_found' });
  });

  it('close: a scanned trade closes; closing again or an unscanned code is fine; a paid trade is refused', async () => {
    const input = order();
    await rig.provider.create(input);
    await expect(rig.provider.close(input.outTradeNo)).resolves.toBeUndefined();
    rig.gateway.scan(input.outTradeNo);
    await rig.provider.close(input.outTradeNo);
    await expect(rig.provider.query(input.outTradeNo)).resolves.toMatchObject({ status: 'closed' });
    await expect(rig.provider.close(input.outTradeNo)).resolves.toBeUndefined();
    await expect(rig.gateway.pay(input.outTradeNo)).rejects.toThrow(/cannot pay/);

    const paid = order();
    await rig.provider.create(paid);
    await rig.gateway.pay(paid.outTradeNo, { notify: false });
    await expect(rig.provider.close(paid.outTradeNo)).rejects.toThrow(PaymentGatewayError);
    await expect(rig.provider.query(paid.outTradeNo)).resolves.toMatchObject({ status: 'paid' });
  });
});

describe('gateway answers', () => {
  it.each([
    ['signed with another key', { foreignKey: true }],
    ['changed after signing', { alterAfterSigning: true }],
    ['a success without a signature', { unsigned: true }],
  ])('an answer %s is refused', async (_label, fault) => {
    const input = order();
    await rig.provider.create(input);
    rig.gateway.scan(input.outTradeNo);
    rig.gateway.fault = fault;
    await expect(rig.provider.query(input.outTradeNo)).rejects.toThrow(PaymentGatewayError);
    await expect(rig.provider.create(order())).rejects.toThrow(PaymentGatewayError);
    await expect(rig.provider.close(input.outTradeNo)).rejects.toThrow(PaymentGatewayError);
  });

  it('"not found" is believed only when signed', async () => {
    rig.gateway.fault = { unsigned: true };
    await expect(rig.provider.query('LB-unsigned-404')).rejects.toThrow(PaymentGatewayError);
  });

  it('a request signed with a key Alipay does not know is refused by the gateway, and that refusal is an error', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const other = createAlipayProvider(
      { ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: stranger, ALIPAY_PUBLIC_KEY: rig.gateway.publicKeyPem, ALIPAY_GATEWAY: rig.gateway.url, ALIPAY_SIGN_TYPE: 'RSA2' },
      { clock: rig.clock },
    );
    await expect(other.query('LB-any-trade')).rejects.toMatchObject({ name: 'AlipayGatewayError', subCode: 'isv.invalid-signature' });
  });

  it('an unreachable gateway is a gateway error', async () => {
    const down = createAlipayProvider(
      { ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: rig.app.privatePem, ALIPAY_PUBLIC_KEY: rig.gateway.publicKeyPem, ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do', ALIPAY_SIGN_TYPE: 'RSA2' },
      { clock: rig.clock, timeoutMs: 2_000 },
    );
    await expect(down.query('LB-any-trade')).rejects.toThrow(PaymentGatewayError);
  });
});
