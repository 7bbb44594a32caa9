export type PayChannel = 'alipay' | 'wechat';
/** qr: a desktop QR code (Alipay precreate qr_code, WeChat Pay Native code_url); h5: a mobile-browser payment
 *  (Alipay wap pay URL, WeChat Pay H5 h5_url). */
export type PayScene = 'qr' | 'h5';
export interface CreatePaymentInput {
  outTradeNo: string;          // our order number, unique, 6-32 chars [0-9A-Za-z_-]
  amountFen: number;           // integer fen > 0
  subject: string;             // product name shown to the payer
  scene: PayScene;
  notifyUrl: string;           // PUBLIC_URL + /api/payments/notify/<channel>
  returnUrl?: string;          // where the browser comes back after an h5/page payment
  clientIp?: string;           // WeChat H5 needs it
  expiresAt: Date;             // the provider closes the trade then
}
export interface CreatedPayment { qrText?: string; redirectUrl?: string }
export type TradeStatus = 'paying' | 'paid' | 'closed' | 'not_found';
export interface TradeState { outTradeNo: string; status: TradeStatus; amountFen?: number; providerTradeNo?: string; paidAt?: Date }
/** A verified notification: only what the provider signed. */
export interface PaymentNotice { outTradeNo: string; providerTradeNo: string; amountFen: number; status: 'paid' | 'closed'; paidAt?: Date }
export interface NotifyRequest { headers: Record<string, string | undefined>; body: string }
/** A full or partial refund of a paid trade. `outRefundNo` is ours and idempotent: asked again, the provider refunds once. */
export interface RefundInput {
  outTradeNo: string;          // the trade that took the money
  outRefundNo: string;         // our refund request number, 1-64 chars [0-9A-Za-z_-]
  amountFen: number;           // to refund, integer fen > 0
  totalFen: number;            // the trade's amount (WeChat Pay checks it)
  reason: string;              // shown to the payer by some providers
}
/** succeeded: the money is on its way back; processing: accepted, not final; failed: refused for good (closed, abnormal). */
export type RefundStatus = 'succeeded' | 'processing' | 'failed' | 'not_found';
export interface RefundState { outRefundNo: string; status: RefundStatus; providerRefundNo?: string; amountFen?: number; succeededAt?: Date; detail?: string }
export interface PaymentProvider {
  readonly channel: PayChannel;
  readonly sandbox: boolean;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Verifies the signature (and decrypts) — throws PaymentSignatureError on anything forged or tampered. */
  parseNotification(req: NotifyRequest): Promise<PaymentNotice>;
  /** What the provider expects back: Alipay the text 'success'; WeChat Pay v3 HTTP 200/204 or a JSON failure. */
  ack(ok: boolean): { status: number; contentType: string; body: string };
  query(outTradeNo: string): Promise<TradeState>;
  close(outTradeNo: string): Promise<void>;
  /**
   * Asks for a refund. Answers what the provider decided (never 'not_found'); throws PaymentGatewayError when it
   * cannot tell (unreachable, a refusal that may pass, an answer that does not verify) — asking again is safe.
   */
  refund(input: RefundInput): Promise<RefundState>;
  /** The state of a refund asked for earlier; 'not_found' when the provider never received it. */
  queryRefund(outTradeNo: string, outRefundNo: string): Promise<RefundState>;
}
export class PaymentSignatureError extends Error {}
export class PaymentGatewayError extends Error {}
