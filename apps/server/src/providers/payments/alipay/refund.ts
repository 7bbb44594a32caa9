import type { RefundInput, RefundState } from '../types.ts';
import { fenToYuan, yuanToFen } from './amount.ts';
import { str, type AlipayAnswer, type AlipayClient } from './client.ts';
import { parseBeijingTime } from './time.ts';

const OUT_REQUEST_NO = /^[0-9A-Za-z_-]{1,64}$/;
/** refund_reason is string(256). */
const MAX_REASON = 256;

/**
 * Refusals that asking again cannot change: the trade cannot be refunded (unknown, unpaid, closed, finished, out of
 * its refund period), or the request contradicts an earlier one. Anything else (system error, the merchant account
 * short of money, an unsigned refusal) is thrown, so the refund stays pending and is asked again.
 */
const FINAL_REFUSALS = new Set([
  'ACQ.TRADE_NOT_EXIST',
  'ACQ.TRADE_STATUS_ERROR',
  'ACQ.TRADE_NOT_ALLOW_REFUND',
  'ACQ.TRADE_HAS_CLOSE',
  'ACQ.TRADE_HAS_FINISHED',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
  'ACQ.REFUND_FEE_ERROR',
  'ACQ.DISCORDANT_REPEAT_REQUEST',
  'ACQ.ONLINE_TRADE_VOUCHER_NOT_ALLOW_REFUND',
]);

function checkNumbers(outTradeNo: string, outRefundNo: string) {
  if (!OUT_REQUEST_NO.test(outRefundNo)) throw new RangeError('outRefundNo must be 1-64 characters of [0-9A-Za-z_-]');
  if (!outTradeNo) throw new RangeError('outTradeNo is required');
}

/**
 * alipay.trade.refund by our out_trade_no and out_request_no. Alipay refunds once per out_request_no: code 10000 with
 * fund_change Y is this request moving the money; fund_change N means the money had moved already (or has not yet),
 * which only the refund query can tell.
 */
export async function requestAlipayRefund(client: AlipayClient, input: RefundInput): Promise<RefundState> {
  checkNumbers(input.outTradeNo, input.outRefundNo);
  const method = 'alipay.trade.refund';
  const answer = await client.call(method, {
    out_trade_no: input.outTradeNo,
    refund_amount: fenToYuan(input.amountFen),
    out_request_no: input.outRefundNo,
    refund_reason: [...input.reason].slice(0, MAX_REASON).join(''),
  });
  if (answer.code !== '10000') return refusal(client, method, answer, input.outRefundNo);
  const b = answer.body;
  if (b.out_trade_no !== input.outTradeNo) throw client.refusal(method, `answered for ${String(b.out_trade_no)}`, answer);
  if (b.fund_change === 'Y') {
    return { outRefundNo: input.outRefundNo, status: 'succeeded', providerRefundNo: str(b.trade_no), amountFen: input.amountFen, succeededAt: parseBeijingTime(str(b.gmt_refund_pay)) };
  }
  const confirmed = await queryAlipayRefund(client, input.outTradeNo, input.outRefundNo);
  if (confirmed.status === 'succeeded') {
    if (confirmed.amountFen !== undefined && confirmed.amountFen !== input.amountFen) {
      throw client.refusal(method, `refund ${input.outRefundNo} was for ${confirmed.amountFen} fen, not ${input.amountFen}`, answer);
    }
    return confirmed;
  }
  // Accepted but not (yet) seen by the query: not final, the reconciliation pass asks again.
  return { outRefundNo: input.outRefundNo, status: 'processing', providerRefundNo: str(b.trade_no), detail: 'fund_change N' };
}

/**
 * alipay.trade.fastpay.refund.query. refund_status REFUND_SUCCESS is a refund done; an answer without the refund
 * (no out_request_no, or no refund_status) is one Alipay did not make — asking for it again with the same number is safe.
 */
export async function queryAlipayRefund(client: AlipayClient, outTradeNo: string, outRefundNo: string): Promise<RefundState> {
  checkNumbers(outTradeNo, outRefundNo);
  const method = 'alipay.trade.fastpay.refund.query';
  const answer = await client.call(method, { out_trade_no: outTradeNo, out_request_no: outRefundNo, query_options: ['gmt_refund_pay'] });
  if (answer.code === '40004' && answer.subCode === 'ACQ.TRADE_NOT_EXIST' && answer.signed) return { outRefundNo, status: 'not_found' };
  if (answer.code !== '10000') throw client.refusal(method, 'refused', answer);
  const b = answer.body;
  if (b.out_trade_no !== undefined && b.out_trade_no !== outTradeNo) throw client.refusal(method, `answered for ${String(b.out_trade_no)}`, answer);
  // Alipay: "no refund_status means the refund request was not received or the refund failed".
  if (b.out_request_no === undefined || b.refund_status !== 'REFUND_SUCCESS') return { outRefundNo, status: 'not_found' };
  if (b.out_request_no !== outRefundNo) throw client.refusal(method, `answered for refund ${String(b.out_request_no)}`, answer);
  const amountFen = yuanToFen(str(b.refund_amount));
  if (amountFen === null) throw client.refusal(method, `unreadable refund_amount ${String(b.refund_amount)}`, answer);
  return { outRefundNo, status: 'succeeded', providerRefundNo: str(b.trade_no), amountFen, succeededAt: parseBeijingTime(str(b.gmt_refund_pay)) };
}

function refusal(client: AlipayClient, method: string, answer: AlipayAnswer, outRefundNo: string): RefundState {
  // Only a refusal Alipay signed is believed final; an unsigned one may be a fault on the way.
  if (answer.signed && answer.subCode && FINAL_REFUSALS.has(answer.subCode)) {
    return { outRefundNo, status: 'failed', detail: `${answer.subCode} ${answer.subMsg ?? ''}`.trim() };
  }
  throw client.refusal(method, 'refused', answer);
}
