import type { CreatedPayment, CreatePaymentInput, NotifyRequest, PaymentNotice, PaymentProvider, RefundInput, RefundState, TradeState, TradeStatus } from '../types.ts';
import { fenToYuan, yuanToFen } from './amount.ts';
import { AlipayClient, AlipayGatewayError, str, type AlipayAnswer, type AlipayDeps } from './client.ts';
import { parseAlipayNotification } from './notification.ts';
import { queryAlipayRefund, requestAlipayRefund } from './refund.ts';
import { loadAlipayKeys, type AlipayKeys, type AlipaySettings } from './settings.ts';
import { beijingTime, parseBeijingTime } from './time.ts';

const OUT_TRADE_NO = /^[0-9A-Za-z_-]{6,32}$/;
/** subject is string(256) in the trade APIs. */
const MAX_SUBJECT = 256;
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

const STATUS: Record<string, TradeStatus> = {
  WAIT_BUYER_PAY: 'paying',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/**
 * Alipay for a directly connected application: the desktop QR code (alipay.trade.precreate), the mobile-browser
 * payment (alipay.trade.wap.pay) and the desktop cashier page (alipay.trade.page.pay), trade query and close by our
 * out_trade_no, refunds (alipay.trade.refund and its query), and asynchronous notifications.
 */
export class AlipayProvider implements PaymentProvider {
  readonly channel = 'alipay' as const;
  readonly sandbox = false;
  private readonly client: AlipayClient;
  private readonly appId: string;

  constructor(
    settings: AlipaySettings,
    private readonly keys: AlipayKeys,
    deps: AlipayDeps,
  ) {
    this.appId = settings.ALIPAY_APP_ID.trim();
    this.client = new AlipayClient({ appId: this.appId, gateway: settings.ALIPAY_GATEWAY.trim(), ...keys }, deps);
  }

  async create(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (input.scene === 'h5') return { redirectUrl: this.pageUrl(input, 'alipay.trade.wap.pay') };
    const method = 'alipay.trade.precreate';
    const answer = await this.client.call(method, { ...this.trade(input), product_code: 'FACE_TO_FACE_PAYMENT' }, { notify_url: input.notifyUrl });
    const qrCode = str(answer.body.qr_code);
    if (answer.code !== '10000' || !qrCode) throw this.client.refusal(method, 'no QR code', answer);
    if (answer.body.out_trade_no !== input.outTradeNo) throw this.client.refusal(method, `answered for ${String(answer.body.out_trade_no)}`, answer);
    return { qrText: qrCode };
  }

  /**
   * The desktop cashier page (alipay.trade.page.pay) as a link: an alternative to the QR code for a payer who
   * prefers to log in to Alipay in the browser.
   */
  pagePayUrl(input: CreatePaymentInput): string {
    return this.pageUrl(input, 'alipay.trade.page.pay');
  }

  private pageUrl(input: CreatePaymentInput, method: 'alipay.trade.wap.pay' | 'alipay.trade.page.pay'): string {
    const biz: Record<string, unknown> = this.trade(input);
    if (method === 'alipay.trade.wap.pay') {
      biz.product_code = 'QUICK_WAP_WAY';
      // Where the cashier's "back" button leads when the payer gives up.
      if (input.returnUrl) biz.quit_url = input.returnUrl;
    } else {
      biz.product_code = 'FAST_INSTANT_TRADE_PAY';
    }
    return this.client.pageUrl(method, biz, { notify_url: input.notifyUrl, return_url: input.returnUrl });
  }

  private trade(input: CreatePaymentInput): Record<string, unknown> {
    checkOutTradeNo(input.outTradeNo);
    return {
      out_trade_no: input.outTradeNo,
      total_amount: fenToYuan(input.amountFen),
      subject: [...input.subject].slice(0, MAX_SUBJECT).join(''),
      // Alipay closes the trade itself at this time, so a late payment cannot land on an order we closed.
      time_expire: beijingTime(input.expiresAt),
    };
  }

  async query(outTradeNo: string): Promise<TradeState> {
    checkOutTradeNo(outTradeNo);
    const method = 'alipay.trade.query';
    const answer = await this.client.call(method, { out_trade_no: outTradeNo });
    // "Not found" decides that an order may be abandoned: believe it only when Alipay signed it.
    if (isNotFound(answer)) return { outTradeNo, status: 'not_found' };
    if (answer.code !== '10000') throw this.client.refusal(method, 'refused', answer);
    const b = answer.body;
    if (b.out_trade_no !== outTradeNo) throw this.client.refusal(method, `answered for ${String(b.out_trade_no)}`, answer);
    const status = STATUS[str(b.trade_status) ?? ''];
    if (!status) throw this.client.refusal(method, `unknown trade_status ${String(b.trade_status)}`, answer);
    const amountFen = yuanToFen(str(b.total_amount));
    if (amountFen === null) throw this.client.refusal(method, `unreadable total_amount ${String(b.total_amount)}`, answer);
    return {
      outTradeNo,
      status,
      amountFen,
      providerTradeNo: str(b.trade_no) || undefined,
      paidAt: status === 'paid' ? parseBeijingTime(str(b.send_pay_date)) : undefined,
    };
  }

  async close(outTradeNo: string): Promise<void> {
    checkOutTradeNo(outTradeNo);
    const method = 'alipay.trade.close';
    const answer = await this.client.call(method, { out_trade_no: outTradeNo });
    if (answer.code === '10000') return;
    // A QR code nobody scanned never became a trade at Alipay: there is nothing to close.
    if (isNotFound(answer)) return;
    // Alipay refuses to close a trade that is already closed or paid; only the first is fine.
    if (answer.subCode === 'ACQ.TRADE_STATUS_ERROR') {
      const state = await this.query(outTradeNo);
      if (state.status === 'closed' || state.status === 'not_found') return;
      throw new AlipayGatewayError(`Alipay ${method}: the trade is ${state.status}`, answer.code, answer.subCode);
    }
    throw this.client.refusal(method, 'refused', answer);
  }

  async refund(input: RefundInput): Promise<RefundState> {
    checkOutTradeNo(input.outTradeNo);
    return requestAlipayRefund(this.client, input);
  }

  async queryRefund(outTradeNo: string, outRefundNo: string): Promise<RefundState> {
    checkOutTradeNo(outTradeNo);
    return queryAlipayRefund(this.client, outTradeNo, outRefundNo);
  }

  async parseNotification(req: NotifyRequest): Promise<PaymentNotice> {
    return parseAlipayNotification(req, { appId: this.appId, alipayPublicKey: this.keys.alipayPublicKey });
  }

  /** Alipay stops resending only on the plain text `success`; anything else is sent again (up to 8 times in 25 h). */
  ack(ok: boolean): { status: number; contentType: string; body: string } {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
  }
}

function isNotFound(answer: AlipayAnswer): boolean {
  return answer.signed && answer.code === '40004' && answer.subCode === TRADE_NOT_EXIST;
}

function checkOutTradeNo(no: string) {
  if (!OUT_TRADE_NO.test(no)) throw new RangeError('outTradeNo must be 6-32 characters of [0-9A-Za-z_-]');
}

export function createProviderFromSettings(settings: AlipaySettings, deps: AlipayDeps): AlipayProvider {
  return new AlipayProvider(settings, loadAlipayKeys(settings), deps);
}
