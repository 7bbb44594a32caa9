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
}
export class PaymentSignatureError extends Error {}
export class PaymentGatewayError extends Error {}
