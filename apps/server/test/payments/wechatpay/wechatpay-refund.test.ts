import { generateKeyPairSync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../../src/providers/payments/types.ts';
import { wechatPayForFile } from './harness.ts';

const { env, receiver } = wechatPayForFile();
beforeEach(() => {
  env.fake.newRefundStatus = 'PROCESSING';
  env.fake.refundFaults.length = 0;
  env.fake.corruptAnswerSignature = false;
  env.fake.unsignedAnswers = false;
});

let n = 0;
/** A Native trade of `fen` paid by the payer; answers its number. */
async function paidTrade(fen: number): Promise<string> {
  const no = `LB${Date.now()}${String(++n).padStart(4, '0')}`;
  await env.provider().create({ outTradeNo: no, amountFen: fen, subject: '年度合同套餐', scene: 'qr', notifyUrl: receiver.url, expiresAt: new Date(Date.now() + 3600_000) });
  await env.fake.pay(no);
  return no;
}
const input = (outTradeNo: string, fen: number) => ({ outTradeNo, outRefundNo: `${outTradeNo}R1`, amountFen: fen, totalFen: fen, reason: '客户申请退款' });

describe('WeChat Pay v3 refunds (POST /v3/refund/domestic/refunds and its query)', () => {
  it('a refund accepted as PROCESSING, confirmed SUCCESS by the query once WeChat Pay finishes it', async () => {
    const p = env.provider();
    const no = await paidTrade(19_900);
    const state = await p.refund(input(no, 19_900));
    const made = env.fake.refunds.get(`${no}R1`)!;
    expect(state).toEqual({ outRefundNo: `${no}R1`, status: 'processing', providerRefundNo: made.refundId, amountFen: 19_900, succeededAt: undefined, detail: undefined });
    expect(made).toMatchObject({ outTradeNo: no, refundFen: 19_900, totalFen: 19_900, reason: '客户申请退款' });
    expect(env.fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v3/refund/domestic/refunds', status: 200 });
    expect((await p.queryRefund(no, `${no}R1`)).status).toBe('processing');
    env.fake.settleRefund(`${no}R1`);
    const done = await p.queryRefund(no, `${no}R1`);
    expect(done).toMatchObject({ status: 'succeeded', amountFen: 19_900, providerRefundNo: made.refundId });
    expect(done.succeededAt).toBeInstanceOf(Date);
    // The trade itself still reads as paid (state REFUND): the payment happened.
    expect((await p.query(no)).status).toBe('paid');
  });

  it('asked again with the same number, answers the same refund: one refund only', async () => {
    const p = env.provider();
    env.fake.newRefundStatus = 'SUCCESS';
    const no = await paidTrade(500);
    expect((await p.refund(input(no, 500))).status).toBe('succeeded');
    expect((await p.refund(input(no, 500))).status).toBe('succeeded');
    expect([...env.fake.refunds.values()].filter((r) => r.outTradeNo === no)).toHaveLength(1);
  });

  it('an unknown refund is not_found; an unknown or unpaid order and a refund beyond the total are refused for good', async () => {
    const p = env.provider();
    const no = await paidTrade(800);
    expect(await p.queryRefund(no, `${no}R7`)).toEqual({ outRefundNo: `${no}R7`, status: 'not_found' });
    expect(await p.refund(input('LB00000000000001', 800))).toMatchObject({ status: 'failed', detail: expect.stringContaining('RESOURCE_NOT_EXISTS') });
    const unpaid = `LB${Date.now()}${String(++n).padStart(4, '0')}`;
    await p.create({ outTradeNo: unpaid, amountFen: 800, subject: 'x', scene: 'qr', notifyUrl: receiver.url, expiresAt: new Date(Date.now() + 3600_000) });
    expect(await p.refund(input(unpaid, 800))).toMatchObject({ status: 'failed', detail: expect.stringContaining('INVALID_REQUEST') });
    expect(await p.refund({ ...input(no, 800), outRefundNo: `${no}R2`, amountFen: 800, totalFen: 900 })).toMatchObject({ status: 'failed' });
  });

  it('CLOSED or ABNORMAL (the money cannot reach the payer) is a failed refund', async () => {
    const p = env.provider();
    const no = await paidTrade(600);
    await p.refund(input(no, 600));
    env.fake.settleRefund(`${no}R1`, 'ABNORMAL');
    expect(await p.queryRefund(no, `${no}R1`)).toMatchObject({ status: 'failed', detail: 'refund ABNORMAL' });
  });

  it('a passing refusal (SYSTEM_ERROR, NOT_ENOUGH, FREQUENCY_LIMITED) throws, so the refund is asked again', async () => {
    const p = env.provider();
    const no = await paidTrade(700);
    env.fake.refundFaults.push('SYSTEM_ERROR', 'NOT_ENOUGH', 'FREQUENCY_LIMITED');
    for (const code of ['SYSTEM_ERROR', 'NOT_ENOUGH', 'FREQUENCY_LIMITED']) await expect(p.refund(input(no, 700))).rejects.toThrow(code);
    expect((await p.refund(input(no, 700))).status).toBe('processing');
  });

  it('never believes an answer that is not WeChat Pay\'s: a corrupted or missing signature throws', async () => {
    const p = env.provider();
    const no = await paidTrade(300);
    env.fake.corruptAnswerSignature = true;
    await expect(p.refund(input(no, 300))).rejects.toThrow(PaymentGatewayError);
    env.fake.corruptAnswerSignature = false;
    env.fake.unsignedAnswers = true;
    await expect(p.queryRefund(no, `${no}R1`)).rejects.toThrow(/without signature/);
    env.fake.unsignedAnswers = false;
    // The first request did reach WeChat Pay: the same number answers that refund, not a second one.
    expect((await p.refund(input(no, 300))).status).toBe('processing');
    expect([...env.fake.refunds.values()].filter((r) => r.outTradeNo === no)).toHaveLength(1);
  });

  it('a request not signed by our merchant key is refused by the gateway (401 SIGN_ERROR): not final', async () => {
    const no = await paidTrade(400);
    const stranger = env.provider({ WECHATPAY_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string });
    await expect(stranger.refund(input(no, 400))).rejects.toThrow(/SIGN_ERROR/);
    expect(env.fake.refunds.has(`${no}R1`)).toBe(false);
  });
});
