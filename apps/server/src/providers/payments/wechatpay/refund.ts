import type { RefundInput, RefundState } from '../types.ts';
import { WechatPayGatewayError, type WechatPayAnswer, type WechatPayClient } from './client.ts';

/** WeChat Pay also allows |*@, but the number goes into the query's path: ours never carry them. */
const OUT_REFUND_NO = /^[0-9A-Za-z_-]{1,64}$/;
/** reason is string(80). */
const MAX_REASON = 80;

/** The refund object of WeChat Pay APIv3 (create answer and query answer) that we read. */
interface WechatRefund {
  refund_id?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number; currency?: string };
}

/**
 * Refusals that asking again cannot change: the request is wrong or the order cannot be refunded (unknown order,
 * beyond its refund period, the payer's account abnormal). NOT_ENOUGH (the merchant's account short of money),
 * FREQUENCY_LIMITED and SYSTEM_ERROR pass: they are thrown, so the refund stays pending and is asked again.
 */
const FINAL_REFUSALS = new Set(['INVALID_REQUEST', 'PARAM_ERROR', 'RESOURCE_NOT_EXISTS', 'USER_ACCOUNT_ABNORMAL']);

/** status → ours. ABNORMAL (the payer's card closed) and CLOSED do not reach the payer by themselves. */
function refundStatus(status: string | undefined): RefundState['status'] | null {
  switch (status) {
    case 'SUCCESS':
      return 'succeeded';
    case 'PROCESSING':
      return 'processing';
    case 'CLOSED':
    case 'ABNORMAL':
      return 'failed';
    default:
      return null;
  }
}

function stateOf(r: WechatRefund, outRefundNo: string, outTradeNo: string, step: string, httpStatus: number): RefundState {
  if (r.out_refund_no !== outRefundNo || (r.out_trade_no !== undefined && r.out_trade_no !== outTradeNo)) {
    throw new WechatPayGatewayError(`WeChat Pay ${step} answered for ${r.out_refund_no ?? '?'} of ${r.out_trade_no ?? '?'}`, httpStatus);
  }
  const status = refundStatus(r.status);
  if (!status) throw new WechatPayGatewayError(`WeChat Pay ${step}: unknown refund status ${r.status}`, httpStatus);
  const amountFen = r.amount?.refund;
  if (typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen) || amountFen <= 0) throw new WechatPayGatewayError(`WeChat Pay ${step}: no refund amount`, httpStatus);
  const ms = r.success_time ? Date.parse(r.success_time) : NaN;
  return {
    outRefundNo,
    status,
    providerRefundNo: r.refund_id || undefined,
    amountFen,
    succeededAt: status === 'succeeded' && !Number.isNaN(ms) ? new Date(ms) : undefined,
    detail: status === 'failed' ? `refund ${r.status}` : undefined,
  };
}

function check(outTradeNo: string, outRefundNo: string) {
  // Both go into a path or a signed body: only the characters WeChat Pay allows.
  if (!/^[0-9A-Za-z_-]{6,32}$/.test(outTradeNo)) throw new RangeError('outTradeNo must be 6-32 characters of [0-9A-Za-z_-]');
  if (!OUT_REFUND_NO.test(outRefundNo)) throw new RangeError('outRefundNo must be 1-64 characters of [0-9A-Za-z_-]');
}

/**
 * POST /v3/refund/domestic/refunds. WeChat Pay refunds once per out_refund_no (asked again, it answers the same
 * refund); the answer is usually PROCESSING, and the refund query tells when it is SUCCESS.
 */
export async function requestWechatRefund(client: WechatPayClient, input: RefundInput): Promise<RefundState> {
  check(input.outTradeNo, input.outRefundNo);
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > input.totalFen) throw new RangeError('refund amount must be a positive integer within the total');
  const answer = await client.call('POST', '/v3/refund/domestic/refunds', {
    out_trade_no: input.outTradeNo,
    out_refund_no: input.outRefundNo,
    reason: [...input.reason].slice(0, MAX_REASON).join(''),
    amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
  });
  if (answer.status !== 200 || !answer.json) return refusal(client, answer, input.outRefundNo);
  const state = stateOf(answer.json as WechatRefund, input.outRefundNo, input.outTradeNo, 'refund', answer.status);
  if (state.amountFen !== input.amountFen) throw new WechatPayGatewayError(`WeChat Pay refund ${input.outRefundNo} is for ${state.amountFen} fen, not ${input.amountFen}`, answer.status);
  return state;
}

/** GET /v3/refund/domestic/refunds/{out_refund_no}; a signed 404 RESOURCE_NOT_EXISTS is a refund never received. */
export async function queryWechatRefund(client: WechatPayClient, outTradeNo: string, outRefundNo: string): Promise<RefundState> {
  check(outTradeNo, outRefundNo);
  const answer = await client.call('GET', `/v3/refund/domestic/refunds/${outRefundNo}`);
  if (answer.status === 404 && answer.signed && answer.json?.code === 'RESOURCE_NOT_EXISTS') return { outRefundNo, status: 'not_found' };
  if (answer.status !== 200 || !answer.json) throw client.refusal('refund query', answer);
  return stateOf(answer.json as WechatRefund, outRefundNo, outTradeNo, 'refund query', answer.status);
}

function refusal(client: WechatPayClient, answer: WechatPayAnswer, outRefundNo: string): RefundState {
  const code = typeof answer.json?.code === 'string' ? answer.json.code : '';
  const error = client.refusal('refund', answer);
  // Believed final only when WeChat Pay signed it: an unsigned refusal may come from anything on the way.
  if (answer.signed && FINAL_REFUSALS.has(code)) return { outRefundNo, status: 'failed', detail: error.message };
  throw error;
}
