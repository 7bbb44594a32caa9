import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { rsa2Sign, rsa2Verify, signingString } from '../../../src/providers/payments/alipay/sign.ts';
import { beijingTime } from '../../../src/providers/payments/alipay/time.ts';

type FakeTradeStatus = 'PRECREATED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  /** PRECREATED: a QR code nobody scanned yet — Alipay itself does not know such a trade yet. */
  status: FakeTradeStatus;
  notifyUrl?: string;
  returnUrl?: string;
  timeExpire?: string;
  productCode?: string;
  gmtCreate: string;
  gmtPayment?: string;
}

export interface FakeRefund {
  outTradeNo: string;
  outRequestNo: string;
  refundAmount: string;
  reason?: string;
  gmtRefundPay: string;
}

export interface FakeRequest {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

/** How the next answers misbehave, for the tests of answer verification. */
export interface AnswerFault {
  /** Sign with a key that is not Alipay's. */
  foreignKey?: boolean;
  /** Change a byte of the signed text after signing. */
  alterAfterSigning?: boolean;
  /** Leave the signature out. */
  unsigned?: boolean;
}

const SUCCESS = { code: '10000', msg: 'Success' };

/**
 * A local Alipay open platform gateway: precreate, query, close, refund and refund query, and the wap / page cashier
 * over the gateway protocol.
 * It holds its own RSA key pair, checks our request signatures with our application public key, signs its answers
 * over their exact JSON text and posts signed asynchronous notifications to notify_url as Alipay does.
 */
export class FakeAlipayGateway {
  readonly trades = new Map<string, FakeTrade>();
  readonly requests: FakeRequest[] = [];
  /** Refunds by out_trade_no + out_request_no: Alipay refunds once per request number. */
  readonly refunds = new Map<string, FakeRefund>();
  /** Sub codes the next refund calls answer with (e.g. ACQ.SYSTEM_ERROR), one per call, before working again. */
  readonly refundFaults: string[] = [];
  fault: AnswerFault = {};
  readonly publicKeyPem: string;
  private readonly privateKey: KeyObject;
  private readonly foreignKey: KeyObject;
  private server!: Server;
  url = '';

  constructor(
    readonly appId: string,
    private readonly appPublicKey: KeyObject,
    private readonly now: () => number = Date.now,
  ) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  }

  static async start(appId: string, appPublicKey: KeyObject, now?: () => number): Promise<FakeAlipayGateway> {
    const gw = new FakeAlipayGateway(appId, appPublicKey, now);
    gw.server = createServer((req, res) => void gw.handle(req, res));
    await new Promise<void>((resolve) => gw.server.listen(0, '127.0.0.1', resolve));
    gw.url = `http://127.0.0.1:${(gw.server.address() as AddressInfo).port}/gateway.do`;
    return gw;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The payer scans the QR code: Alipay creates the trade, waiting for payment. */
  scan(outTradeNo: string): FakeTrade {
    const t = this.trade(outTradeNo);
    if (t.status === 'PRECREATED') t.status = 'WAIT_BUYER_PAY';
    return t;
  }

  /** The payer pays: the trade succeeds and Alipay notifies notify_url. Answers what was posted and what came back. */
  async pay(outTradeNo: string, opts: { notify?: boolean } = {}): Promise<{ body: string; status: number; answer: string }> {
    const t = this.scan(outTradeNo);
    if (t.status !== 'WAIT_BUYER_PAY') throw new Error(`fake Alipay: cannot pay a trade in ${t.status}`);
    t.status = 'TRADE_SUCCESS';
    t.gmtPayment = beijingTime(this.now());
    const body = this.notification(outTradeNo);
    if (opts.notify === false || !t.notifyUrl) return { body, status: 0, answer: '' };
    const res = await fetch(t.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    });
    return { body, status: res.status, answer: await res.text() };
  }

  /** The signed form body of the trade_status_sync notification of a trade, with fields changed before signing. */
  notification(outTradeNo: string, override: Record<string, string | undefined> = {}): string {
    const t = this.trade(outTradeNo);
    const fields: Record<string, string | undefined> = {
      gmt_create: t.gmtCreate,
      charset: 'utf-8',
      seller_email: 'shop@example.cn',
      subject: t.subject,
      buyer_id: '2088102177846880',
      invoice_amount: t.totalAmount,
      notify_id: `2024${randomBytes(14).toString('hex')}`,
      fund_bill_list: JSON.stringify([{ amount: t.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: t.status,
      receipt_amount: t.totalAmount,
      buyer_pay_amount: t.totalAmount,
      app_id: this.appId,
      sign_type: 'RSA2',
      seller_id: '2088102177296610',
      gmt_payment: t.gmtPayment,
      notify_time: beijingTime(this.now()),
      version: '1.0',
      out_trade_no: t.outTradeNo,
      total_amount: t.totalAmount,
      trade_no: t.tradeNo,
      auth_app_id: this.appId,
      buyer_logon_id: 'pay***@example.cn',
      point_amount: '0.00',
      ...override,
    };
    const present = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
    present.sign = rsa2Sign(signingString(present, ['sign', 'sign_type']), this.privateKey);
    return new URLSearchParams(present).toString();
  }

  private trade(outTradeNo: string): FakeTrade {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`fake Alipay: no trade ${outTradeNo}`);
    return t;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) params[k] = v;
    const ctype = req.headers['content-type'] ?? '';
    if (req.method === 'POST' && ctype.startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[k] = v;
    }
    const method = params.method ?? '';
    const refusal = this.authenticate(params);
    let biz: Record<string, unknown> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      if (!refusal) return this.answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'biz_content' });
    }
    this.requests.push({ method, params, biz });
    // Like Alipay, a request it cannot authenticate gets an unsigned refusal.
    if (refusal) return this.answer(res, method, refusal, false);
    switch (method) {
      case 'alipay.trade.precreate':
        return this.answer(res, method, this.precreate(params, biz));
      case 'alipay.trade.query':
        return this.answer(res, method, this.query(biz));
      case 'alipay.trade.close':
        return this.answer(res, method, this.close(biz));
      case 'alipay.trade.refund':
        return this.answer(res, method, this.refund(biz));
      case 'alipay.trade.fastpay.refund.query':
        return this.answer(res, method, this.refundQuery(biz));
      case 'alipay.trade.wap.pay':
      case 'alipay.trade.page.pay':
        return this.cashier(res, params, biz);
      default:
        return this.answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: method });
    }
  }

  private authenticate(p: Record<string, string>): Record<string, string> | null {
    const bad = (sub: string) => ({ code: '40002', msg: 'Invalid Arguments', sub_code: sub, sub_msg: sub });
    if (p.app_id !== this.appId) return bad('isv.invalid-app-id');
    if (p.sign_type !== 'RSA2') return bad('isv.invalid-sign-type');
    if (p.version !== '1.0' || p.charset?.toLowerCase() !== 'utf-8' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(p.timestamp ?? '')) {
      return bad('isv.invalid-parameter');
    }
    if (!p.sign) return bad('isv.missing-signature');
    // Requests sign every parameter but sign itself (sign_type included).
    if (!rsa2Verify(signingString(p, ['sign']), p.sign, this.appPublicKey)) return bad('isv.invalid-signature');
    return null;
  }

  private precreate(p: Record<string, string>, biz: Record<string, unknown>): Record<string, unknown> {
    const outTradeNo = String(biz.out_trade_no ?? '');
    const totalAmount = String(biz.total_amount ?? '');
    if (!outTradeNo || !/^\d+(\.\d{1,2})?$/.test(totalAmount) || !biz.subject) {
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'out_trade_no, total_amount, subject' };
    }
    const known = this.trades.get(outTradeNo);
    if (known && known.status !== 'PRECREATED') return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_SUCCESS', sub_msg: 'trade exists' };
    this.trades.set(outTradeNo, this.newTrade(p, biz, 'PRECREATED'));
    return { ...SUCCESS, out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/bax0${randomBytes(10).toString('hex')}` };
  }

  private newTrade(p: Record<string, string>, biz: Record<string, unknown>, status: FakeTradeStatus): FakeTrade {
    return {
      outTradeNo: String(biz.out_trade_no),
      tradeNo: `2024${String(this.now()).slice(-10)}22001${randomBytes(5).toString('hex')}`,
      totalAmount: String(biz.total_amount),
      subject: String(biz.subject),
      status,
      notifyUrl: p.notify_url,
      returnUrl: p.return_url,
      timeExpire: typeof biz.time_expire === 'string' ? biz.time_expire : undefined,
      productCode: typeof biz.product_code === 'string' ? biz.product_code : undefined,
      gmtCreate: beijingTime(this.now()),
    };
  }

  private query(biz: Record<string, unknown>): Record<string, unknown> {
    const t = this.trades.get(String(biz.out_trade_no ?? ''));
    if (!t || t.status === 'PRECREATED') return notExist();
    return {
      ...SUCCESS,
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      buyer_logon_id: 'pay***@example.cn',
      trade_status: t.status,
      total_amount: t.totalAmount,
      buyer_pay_amount: t.status === 'TRADE_SUCCESS' ? t.totalAmount : '0.00',
      ...(t.gmtPayment ? { send_pay_date: t.gmtPayment } : {}),
      buyer_user_id: '2088102177846880',
    };
  }

  private close(biz: Record<string, unknown>): Record<string, unknown> {
    const t = this.trades.get(String(biz.out_trade_no ?? ''));
    if (!t || t.status === 'PRECREATED') return notExist();
    if (t.status !== 'WAIT_BUYER_PAY') return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    t.status = 'TRADE_CLOSED';
    return { ...SUCCESS, trade_no: t.tradeNo, out_trade_no: t.outTradeNo };
  }

  /**
   * alipay.trade.refund: a paid trade refunded up to its amount, once per out_request_no (asked again with the same
   * number and amount it answers fund_change N; with another amount it refuses). A full refund closes the trade.
   */
  private refund(biz: Record<string, unknown>): Record<string, unknown> {
    const fault = this.refundFaults.shift();
    if (fault) return { code: '40004', msg: 'Business Failed', sub_code: fault, sub_msg: fault };
    const outTradeNo = String(biz.out_trade_no ?? '');
    const outRequestNo = String(biz.out_request_no ?? '');
    const amount = String(biz.refund_amount ?? '');
    if (!outRequestNo || !/^\d+(\.\d{1,2})?$/.test(amount)) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'out_request_no, refund_amount' };
    const t = this.trades.get(outTradeNo);
    if (!t || t.status === 'PRECREATED') return notExist();
    const key = `${outTradeNo}|${outRequestNo}`;
    const known = this.refunds.get(key);
    const done = { ...SUCCESS, trade_no: t.tradeNo, out_trade_no: t.outTradeNo, buyer_logon_id: 'pay***@example.cn' };
    if (known) {
      if (toFen(known.refundAmount) !== toFen(amount)) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.DISCORDANT_REPEAT_REQUEST', sub_msg: '不一致的请求' };
      return { ...done, fund_change: 'N', refund_fee: this.refundedYuan(outTradeNo) };
    }
    if (t.status !== 'TRADE_SUCCESS') return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    const refunded = toFen(this.refundedYuan(outTradeNo));
    if (refunded + toFen(amount) > toFen(t.totalAmount)) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
    const gmtRefundPay = beijingTime(this.now());
    this.refunds.set(key, { outTradeNo, outRequestNo, refundAmount: amount, reason: typeof biz.refund_reason === 'string' ? biz.refund_reason : undefined, gmtRefundPay });
    if (refunded + toFen(amount) === toFen(t.totalAmount)) t.status = 'TRADE_CLOSED';
    return { ...done, fund_change: 'Y', refund_fee: this.refundedYuan(outTradeNo), gmt_refund_pay: gmtRefundPay };
  }

  /** alipay.trade.fastpay.refund.query: a refund made answers REFUND_SUCCESS; one never received answers without it. */
  private refundQuery(biz: Record<string, unknown>): Record<string, unknown> {
    const outTradeNo = String(biz.out_trade_no ?? '');
    const t = this.trades.get(outTradeNo);
    if (!t || t.status === 'PRECREATED') return notExist();
    const r = this.refunds.get(`${outTradeNo}|${String(biz.out_request_no ?? '')}`);
    if (!r) return { ...SUCCESS, trade_no: t.tradeNo, out_trade_no: t.outTradeNo };
    return {
      ...SUCCESS,
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      out_request_no: r.outRequestNo,
      total_amount: t.totalAmount,
      refund_amount: r.refundAmount,
      refund_status: 'REFUND_SUCCESS',
      gmt_refund_pay: r.gmtRefundPay,
    };
  }

  private refundedYuan(outTradeNo: string): string {
    let fen = 0;
    for (const r of this.refunds.values()) if (r.outTradeNo === outTradeNo) fen += toFen(r.refundAmount);
    return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  }

  /** The payer's browser opens the cashier: the trade exists from now on, waiting for payment. */
  private cashier(res: ServerResponse, p: Record<string, string>, biz: Record<string, unknown>): void {
    const outTradeNo = String(biz.out_trade_no ?? '');
    if (!outTradeNo || !biz.total_amount) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end('<p>invalid parameters</p>');
      return;
    }
    if (!this.trades.has(outTradeNo)) this.trades.set(outTradeNo, this.newTrade(p, biz, 'WAIT_BUYER_PAY'));
    const t = this.trades.get(outTradeNo)!;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>收银台</title><p>${escapeHtml(t.subject)}</p><p>¥${escapeHtml(t.totalAmount)}</p>`);
  }

  /** Writes an answer as Alipay does: `\/`-escaped JSON, signed over the exact text of the response member. */
  private answer(res: ServerResponse, method: string, body: Record<string, unknown>, signed = true): void {
    const key = `${method ? method.replace(/\./g, '_') : 'error'}_response`;
    let raw = JSON.stringify(body).replace(/\//g, '\\/');
    let text = `{"${key}":${raw}`;
    if (signed && !this.fault.unsigned) {
      const sign = rsa2Sign(raw, this.fault.foreignKey ? this.foreignKey : this.privateKey);
      if (this.fault.alterAfterSigning) raw = raw.replace('"10000"', '"10000" ').replace('"40004"', '"40004" ');
      text = `{"${key}":${raw},"sign":"${sign}"}`;
    } else {
      text += '}';
    }
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(text);
  }
}

function toFen(yuan: string): number {
  const [whole, frac = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function notExist(): Record<string, unknown> {
  return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
