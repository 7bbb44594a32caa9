import type { CreatedPayment, CreatePaymentInput, NotifyRequest, PaymentNotice, PaymentProvider, RefundInput, RefundState, TradeState } from '../types.ts';
import { WechatPayClient, WechatPayGatewayError, type WechatPayDeps } from './client.ts';
import { parseNotification } from './notification.ts';
import { queryWechatRefund, requestWechatRefund } from './refund.ts';
import { loadWechatPayKeys, type WechatPayKeys, type WechatPaySettings } from './settings.ts';
import { amountFen, paidAt, rfc3339Beijing, tradeStatus, type WechatTransaction } from './transaction.ts';

const OUT_TRADE_NO = /^[0-9A-Za-z_-]{6,32}$/;
/** description is string(127) in the API. */
const MAX_DESCRIPTION = 127;

/**
 * WeChat Pay APIv3 for a directly connected merchant: Native (desktop QR, code_url) and H5 (mobile browser, h5_url)
 * orders, order query and close by our out_trade_no, refunds and their query, and payment notifications.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly channel = 'wechat' as const;
  readonly sandbox = false;
  private readonly client: WechatPayClient;
  private readonly mchid: string;
  private readonly appid: string;

  constructor(
    settings: WechatPaySettings,
    private readonly keys: WechatPayKeys,
    private readonly deps: WechatPayDeps,
  ) {
    this.mchid = settings.WECHATPAY_MCHID.trim();
    this.appid = settings.WECHATPAY_APPID.trim();
    this.client = new WechatPayClient({ baseUrl: settings.WECHATPAY_BASE_URL, mchid: this.mchid, serialNo: settings.WECHATPAY_SERIAL.trim() }, keys, deps);
  }

  async create(input: CreatePaymentInput): Promise<CreatedPayment> {
    checkOutTradeNo(input.outTradeNo);
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new RangeError('amountFen must be a positive integer');
    const order: Record<string, unknown> = {
      appid: this.appid,
      mchid: this.mchid,
      description: [...input.subject].slice(0, MAX_DESCRIPTION).join(''),
      out_trade_no: input.outTradeNo,
      time_expire: rfc3339Beijing(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.scene === 'qr') {
      const answer = await this.client.call('POST', '/v3/pay/transactions/native', order);
      const codeUrl = answer.json?.code_url;
      if (answer.status !== 200 || typeof codeUrl !== 'string' || !codeUrl) throw this.client.refusal('native order', answer);
      return { qrText: codeUrl };
    }
    // WeChat Pay checks that the H5 page is opened from the IP the order names: without it the payment cannot work.
    if (!input.clientIp) throw new RangeError('WeChat Pay H5 needs the payer IP (clientIp)');
    order.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } };
    const answer = await this.client.call('POST', '/v3/pay/transactions/h5', order);
    const h5Url = answer.json?.h5_url;
    if (answer.status !== 200 || typeof h5Url !== 'string' || !h5Url) throw this.client.refusal('h5 order', answer);
    // After paying, WeChat sends the browser to redirect_url appended to h5_url.
    const redirectUrl = input.returnUrl ? `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(input.returnUrl)}` : h5Url;
    return { redirectUrl };
  }

  async query(outTradeNo: string): Promise<TradeState> {
    checkOutTradeNo(outTradeNo);
    const answer = await this.client.call('GET', `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${encodeURIComponent(this.mchid)}`);
    // "Not found" decides that an order may be abandoned: believe it only when WeChat Pay signed it.
    if (answer.status === 404 && answer.signed && answer.json?.code === 'ORDER_NOT_EXIST') return { outTradeNo, status: 'not_found' };
    if (answer.status !== 200 || !answer.json) throw this.client.refusal('query', answer);
    const tx = answer.json as WechatTransaction;
    if (tx.out_trade_no !== outTradeNo || tx.mchid !== this.mchid) {
      throw new WechatPayGatewayError(`WeChat Pay query answered for ${tx.out_trade_no ?? '?'} of ${tx.mchid ?? '?'}`, answer.status);
    }
    const status = tradeStatus(tx.trade_state);
    if (!status) throw new WechatPayGatewayError(`WeChat Pay query: unknown trade_state ${tx.trade_state}`, answer.status);
    return {
      outTradeNo,
      status,
      amountFen: amountFen(tx),
      providerTradeNo: tx.transaction_id || undefined,
      paidAt: status === 'paid' ? paidAt(tx) : undefined,
    };
  }

  async close(outTradeNo: string): Promise<void> {
    checkOutTradeNo(outTradeNo);
    const answer = await this.client.call('POST', `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`, { mchid: this.mchid });
    // 204 also for an order already closed; a paid order is refused, and the caller re-queries to learn why.
    if (answer.status !== 204 && answer.status !== 200) throw this.client.refusal('close', answer);
  }

  async refund(input: RefundInput): Promise<RefundState> {
    return requestWechatRefund(this.client, input);
  }

  async queryRefund(outTradeNo: string, outRefundNo: string): Promise<RefundState> {
    return queryWechatRefund(this.client, outTradeNo, outRefundNo);
  }

  async parseNotification(req: NotifyRequest): Promise<PaymentNotice> {
    return parseNotification(req, {
      mchid: this.mchid,
      appid: this.appid,
      apiV3Key: this.keys.apiV3Key,
      platformKeys: this.keys.platformKeys,
      nowMs: this.deps.clock.now(),
    });
  }

  /** WeChat Pay takes 200/204 without body as accepted; anything else (with a JSON reason) makes it send again later. */
  ack(ok: boolean): { status: number; contentType: string; body: string } {
    if (ok) return { status: 204, contentType: 'application/json', body: '' };
    return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }
}

function checkOutTradeNo(no: string) {
  // It goes into a URL path: only the characters WeChat Pay allows, so it cannot change the path.
  if (!OUT_TRADE_NO.test(no)) throw new RangeError('outTradeNo must be 6-32 characters of [0-9A-Za-z_-]');
}

export function createProviderFromSettings(settings: WechatPaySettings, deps: WechatPayDeps): WechatPayProvider {
  return new WechatPayProvider(settings, loadWechatPayKeys(settings), deps);
}
