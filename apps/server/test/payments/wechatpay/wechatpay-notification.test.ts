import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, PaymentSignatureError, type NotifyRequest, type PaymentProvider } from '../../../src/providers/payments/types.ts';
import { seal, type SignedMessage } from './fake-gateway.ts';
import { startWechatPay } from './harness.ts';

let env: Awaited<ReturnType<typeof startWechatPay>>;
let provider: PaymentProvider;
let no: string;
beforeAll(async () => {
  env = await startWechatPay();
  provider = env.provider();
  no = `LBN${Date.now()}`;
  // The order exists at the gateway and is paid; the notifications below are built from it, then broken one way each.
  await provider.create({ outTradeNo: no, amountFen: 68_800, subject: 'Package', scene: 'qr', notifyUrl: 'http://127.0.0.1:9/none', expiresAt: new Date(Date.now() + 3600_000) });
  env.fake.setState(no, 'SUCCESS');
});
afterAll(async () => env?.fake.stop());

/** Lower-cased header names, as the server's HTTP layer hands them over. */
const asRequest = (m: SignedMessage): NotifyRequest => ({ headers: Object.fromEntries(Object.entries(m.headers).map(([k, v]) => [k.toLowerCase(), v])), body: m.body });

/** Replaces the resource and signs the new body properly: only the encryption is wrong. */
function withResource(change: (r: Record<string, string>) => void): SignedMessage {
  const body = JSON.parse(env.fake.notification(no).body) as { resource: Record<string, string> };
  change(body.resource);
  const text = JSON.stringify(body);
  return { headers: env.fake.signedHeaders(text), body: text };
}

async function forged(m: SignedMessage, reason: RegExp) {
  const err = await provider.parseNotification(asRequest(m)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentSignatureError);
  expect((err as Error).message).toMatch(reason);
}

describe('WeChat Pay notifications', () => {
  it('a genuine notification yields only what WeChat Pay signed and sealed', async () => {
    const notice = await provider.parseNotification(asRequest(env.fake.notification(no)));
    const trade = env.fake.trades.get(no)!;
    expect(notice).toEqual({ outTradeNo: no, providerTradeNo: trade.transactionId, amountFen: 68_800, status: 'paid', paidAt: new Date(Date.parse(trade.successTime!)) });
    // Header names in any case, as another HTTP layer may pass them.
    expect(await provider.parseNotification(env.fake.notification(no))).toEqual(notice);
  });

  it('a body changed after signing is refused', async () => {
    const m = env.fake.notification(no);
    await forged({ headers: m.headers, body: m.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') }, /bad signature/);
    await forged({ headers: { ...m.headers, 'Wechatpay-Nonce': 'X' + m.headers['Wechatpay-Nonce']!.slice(1) }, body: m.body }, /bad signature/);
  });

  it('a signature by another key, under an unknown serial or without headers is refused', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await forged(env.fake.notification(no, { signingKey: stranger.privateKey }), /bad signature/);
    await forged(env.fake.notification(no, { serial: 'PUB_KEY_ID_0000' }), /unknown serial/);
    const m = env.fake.notification(no);
    await forged({ headers: { ...m.headers, 'Wechatpay-Signature': '' }, body: m.body }, /missing signature headers/);
    await forged({ headers: { ...m.headers, 'Wechatpay-Signature': 'not base64!' }, body: m.body }, /bad signature/);
  });

  it('a timestamp more than five minutes off is refused, either way; within five minutes it is accepted', async () => {
    await forged(env.fake.notification(no, { timestampOffsetSeconds: -301 }), /stale timestamp/);
    await forged(env.fake.notification(no, { timestampOffsetSeconds: 301 }), /stale timestamp/);
    expect((await provider.parseNotification(asRequest(env.fake.notification(no, { timestampOffsetSeconds: -290 })))).status).toBe('paid');
  });

  it('tampered ciphertext, a wrong tag, a wrong nonce or associated data, or another APIv3 key do not decrypt', async () => {
    await forged(
      withResource((r) => {
        const c = Buffer.from(r.ciphertext!, 'base64');
        c[5] = c[5]! ^ 0x01;
        r.ciphertext = c.toString('base64');
      }),
      /does not decrypt/,
    );
    await forged(
      withResource((r) => {
        const c = Buffer.from(r.ciphertext!, 'base64');
        c[c.length - 1] = c[c.length - 1]! ^ 0x80;
        r.ciphertext = c.toString('base64');
      }),
      /does not decrypt/,
    );
    // A truncated tag must not pass for a shorter valid one.
    await forged(withResource((r) => (r.ciphertext = Buffer.from(r.ciphertext!, 'base64').subarray(0, -4).toString('base64'))), /does not decrypt/);
    await forged(withResource((r) => (r.nonce = 'abcdefabcdef')), /does not decrypt/);
    await forged(withResource((r) => (r.associated_data = 'certificate')), /does not decrypt/);
    await forged(env.fake.notification(no, { apiV3Key: randomBytes(16).toString('hex') }), /does not decrypt/);
    await forged(withResource((r) => (r.algorithm = 'AEAD_AES_128_GCM')), /no AEAD_AES_256_GCM resource/);
  });

  it('a sealed and signed notification naming another merchant or app is refused', async () => {
    await forged(env.fake.notification(no, { mchid: '1900000109' }), /mchid or appid/);
    await forged(env.fake.notification(no, { appid: 'wx8888888888888888' }), /mchid or appid/);
  });

  it('an authentic notification we do not act on is a gateway error, not a forgery', async () => {
    const refund = withResource((r) => {
      Object.assign(r, seal(JSON.stringify({ mchid: '1900007291', appid: 'wxd678efh567hg6787', out_trade_no: no, refund_status: 'SUCCESS' }), env.apiV3Key, 'refund'), {
        original_type: 'refund',
      });
    });
    const err = await provider.parseNotification(asRequest(refund)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PaymentGatewayError);
    expect(err).not.toBeInstanceOf(PaymentSignatureError);
  });

  it('a closed trade is reported as closed', async () => {
    const closed = `LBC${Date.now()}`;
    await provider.create({ outTradeNo: closed, amountFen: 100, subject: 'x', scene: 'qr', notifyUrl: 'http://127.0.0.1:9/none', expiresAt: new Date(Date.now() + 3600_000) });
    env.fake.setState(closed, 'CLOSED');
    expect(await provider.parseNotification(asRequest(env.fake.notification(closed)))).toEqual({
      outTradeNo: closed,
      providerTradeNo: '',
      amountFen: 100,
      status: 'closed',
      paidAt: undefined,
    });
  });

  it('acks as WeChat Pay expects: 204 without body, or 500 with a JSON failure', () => {
    expect(provider.ack(true)).toEqual({ status: 204, contentType: 'application/json', body: '' });
    const no = provider.ack(false);
    expect(no.status).toBe(500);
    expect(JSON.parse(no.body)).toEqual({ code: 'FAIL', message: '失败' });
  });
});
