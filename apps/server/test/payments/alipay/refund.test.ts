import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAlipayProvider } from '../../../src/providers/payments/alipay/index.ts';
import { PaymentGatewayError } from '../../../src/providers/payments/types.ts';
import { APP_ID, rigForFile } from './harness.ts';

const rig = rigForFile();
let seq = 0;

/** A trade of `fen` paid by the payer at the gateway; answers its number. */
async function paidTrade(fen: number): Promise<string> {
  seq += 1;
  const outTradeNo = `LB2026030200${String(seq).padStart(4, '0')}`;
  await rig.provider.create({ outTradeNo, amountFen: fen, subject: '单个模板', scene: 'qr', notifyUrl: rig.receiver.url, expiresAt: new Date(rig.clock.now() + 30 * 60_000) });
  await rig.gateway.pay(outTradeNo, { notify: false });
  return outTradeNo;
}

const input = (outTradeNo: string, fen: number, outRefundNo = `${outTradeNo}R1`) => ({ outTradeNo, outRefundNo, amountFen: fen, totalFen: fen, reason: '客户申请退款' });

describe('Alipay refunds (alipay.trade.refund, alipay.trade.fastpay.refund.query)', () => {
  it('refunds a paid trade in full with a request the gateway verified, and the query confirms it', async () => {
    const no = await paidTrade(199_900);
    const state = await rig.provider.refund(input(no, 199_900));
    expect(state).toMatchObject({ outRefundNo: `${no}R1`, status: 'succeeded', amountFen: 199_900, providerRefundNo: rig.gateway.trades.get(no)!.tradeNo });
    // 12:00 Beijing time on the rig's clock.
    expect(state.succeededAt?.toISOString()).toBe('2026-03-01T04:00:00.000Z');
    const req = rig.gateway.requests.at(-1)!;
    expect(req.method).toBe('alipay.trade.refund');
    expect(req.biz).toEqual({ out_trade_no: no, refund_amount: '1999.00', out_request_no: `${no}R1`, refund_reason: '客户申请退款' });
    // A full refund closes the trade at Alipay.
    expect((await rig.provider.query(no)).status).toBe('closed');
    expect(await rig.provider.queryRefund(no, `${no}R1`)).toMatchObject({ status: 'succeeded', amountFen: 199_900 });
  });

  it('asked again with the same refund number, refunds once: fund_change N, confirmed by the query', async () => {
    const no = await paidTrade(500);
    expect((await rig.provider.refund(input(no, 500))).status).toBe('succeeded');
    const again = await rig.provider.refund(input(no, 500));
    expect(again).toMatchObject({ status: 'succeeded', amountFen: 500 });
    expect(rig.gateway.requests.slice(-2).map((r) => r.method)).toEqual(['alipay.trade.refund', 'alipay.trade.fastpay.refund.query']);
    expect([...rig.gateway.refunds.values()].filter((r) => r.outTradeNo === no)).toHaveLength(1);
    // The same number for another amount is refused for good; a second number beyond the total too.
    expect(await rig.provider.refund(input(no, 400))).toMatchObject({ status: 'failed', detail: expect.stringContaining('ACQ.DISCORDANT_REPEAT_REQUEST') });
  });

  it('a refund never received is not_found by the query; an unknown trade and an unpaid one are refused for good', async () => {
    const no = await paidTrade(800);
    expect(await rig.provider.queryRefund(no, `${no}R9`)).toEqual({ outRefundNo: `${no}R9`, status: 'not_found' });
    expect(await rig.provider.queryRefund('LB20260302999999', 'LB20260302999999R1')).toEqual({ outRefundNo: 'LB20260302999999R1', status: 'not_found' });
    expect(await rig.provider.refund(input('LB20260302999999', 800))).toMatchObject({ status: 'failed', detail: expect.stringContaining('ACQ.TRADE_NOT_EXIST') });
    seq += 1;
    const unpaid = `LB2026030200${String(seq).padStart(4, '0')}`;
    await rig.provider.create({ outTradeNo: unpaid, amountFen: 800, subject: 'x', scene: 'qr', notifyUrl: rig.receiver.url, expiresAt: new Date(rig.clock.now() + 60_000) });
    rig.gateway.scan(unpaid);
    expect(await rig.provider.refund(input(unpaid, 800))).toMatchObject({ status: 'failed', detail: expect.stringContaining('ACQ.TRADE_STATUS_ERROR') });
  });

  it('a passing refusal (system error, merchant short of money) throws, so the refund is asked again later', async () => {
    const no = await paidTrade(900);
    rig.gateway.refundFaults.push('ACQ.SYSTEM_ERROR', 'ACQ.SELLER_BALANCE_NOT_ENOUGH');
    await expect(rig.provider.refund(input(no, 900))).rejects.toThrow(PaymentGatewayError);
    await expect(rig.provider.refund(input(no, 900))).rejects.toThrow(/SELLER_BALANCE_NOT_ENOUGH/);
    expect(await rig.provider.refund(input(no, 900))).toMatchObject({ status: 'succeeded' });
  });

  it('never believes an answer that is not Alipay\'s: a foreign, altered or missing signature throws', async () => {
    for (const fault of [{ foreignKey: true }, { alterAfterSigning: true }, { unsigned: true }]) {
      const no = await paidTrade(300);
      rig.gateway.fault = fault;
      await expect(rig.provider.refund(input(no, 300)), JSON.stringify(fault)).rejects.toThrow(PaymentGatewayError);
      await expect(rig.provider.queryRefund(no, `${no}R1`), JSON.stringify(fault)).rejects.toThrow(PaymentGatewayError);
      rig.gateway.fault = {};
      // The gateway did refund the first time: asking again under the same number settles it without a second refund.
      expect(await rig.provider.refund(input(no, 300))).toMatchObject({ status: 'succeeded', amountFen: 300 });
      expect([...rig.gateway.refunds.values()].filter((r) => r.outTradeNo === no)).toHaveLength(1);
    }
  });

  it('a request signed with a key that is not ours is refused by the gateway, unsigned: not final', async () => {
    const no = await paidTrade(700);
    const stranger = createAlipayProvider(
      {
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ALIPAY_PUBLIC_KEY: rig.gateway.publicKeyPem,
        ALIPAY_GATEWAY: rig.gateway.url,
        ALIPAY_SIGN_TYPE: 'RSA2',
      },
      { clock: rig.clock },
    );
    await expect(stranger.refund(input(no, 700))).rejects.toThrow(/isv.invalid-signature/);
    expect(rig.gateway.refunds.has(`${no}|${no}R1`)).toBe(false);
  });
});
