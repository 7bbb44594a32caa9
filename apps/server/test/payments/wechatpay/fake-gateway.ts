import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatPayOptions {
  mchid: string;
  appid: string;
  /** The merchant certificate serial and public key: what WeChat Pay checks our request signatures with. */
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  apiV3Key: string;
  /** The gateway's clock in ms (Date.now unless a test moves it). */
  now?: () => number;
}

export interface FakeTrade {
  outTradeNo: string;
  tradeType: 'NATIVE' | 'MWEB';
  description: string;
  amountFen: number;
  notifyUrl: string;
  timeExpire?: string;
  payerClientIp?: string;
  prepayId: string;
  state: string;
  transactionId?: string;
  successTime?: string;
}

export interface FakeRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  reason?: string;
  refundFen: number;
  totalFen: number;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createTime: string;
  successTime?: string;
}

/** How a test wants a notification built: each option breaks one thing a real notification gets right. */
export interface NotificationOptions {
  timestampOffsetSeconds?: number;
  mchid?: string;
  appid?: string;
  apiV3Key?: string;
  signingKey?: KeyObject;
  serial?: string;
}

export interface SignedMessage {
  headers: Record<string, string>;
  body: string;
}

const OUT_TRADE_NO = /^[0-9A-Za-z_\-*]{6,32}$/;

/**
 * A local WeChat Pay APIv3 gateway speaking the protocol: it verifies the merchant's request signatures
 * (WECHATPAY2-SHA256-RSA2048, fresh timestamp, nonce used once) with the merchant public key, answers Native and H5
 * orders, query and close, refunds and refund query, signs every answer to an authenticated request with its own
 * platform key, and on `pay`
 * sends the AES-256-GCM sealed, signed notification to the order's notify_url.
 */
export class FakeWechatPay {
  readonly platformSerial = `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  readonly trades = new Map<string, FakeTrade>();
  readonly requests: { method: string; url: string; status: number }[] = [];
  /** The last order bodies as received, for checks of what we send. */
  readonly orderBodies: Record<string, unknown>[] = [];
  /** Refunds by out_refund_no: WeChat Pay refunds once per number. */
  readonly refunds = new Map<string, FakeRefund>();
  /** The status a new refund starts in: WeChat Pay usually answers PROCESSING and finishes later. */
  newRefundStatus: FakeRefund['status'] = 'PROCESSING';
  /** Error codes the next refund requests answer with (SYSTEM_ERROR 500, NOT_ENOUGH 403, ...), one per call. */
  readonly refundFaults: string[] = [];
  /** Test switches for broken answers. */
  corruptAnswerSignature = false;
  unsignedAnswers = false;
  answerTimestampOffsetSeconds = 0;

  private readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly seenNonces = new Set<string>();
  private server: Server | null = null;
  private seq = 0;

  constructor(private readonly opts: FakeWechatPayOptions) {}

  private now() {
    return (this.opts.now ?? Date.now)();
  }

  /** WECHATPAY_PLATFORM_CERTS for a provider talking to this gateway: the "WeChat Pay public key" form. */
  platformKeysSetting(): string {
    return JSON.stringify({ [this.platformSerial]: this.platform.publicKey.export({ type: 'spki', format: 'pem' }) });
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Moves a trade to a state, as the payer's actions would (USERPAYING, PAYERROR, REVOKED, REFUND ...). */
  setState(outTradeNo: string, state: string) {
    const t = this.mustTrade(outTradeNo);
    t.state = state;
    if (state === 'SUCCESS' || state === 'REFUND') this.markPaid(t);
  }

  /** WeChat Pay finishes a refund (SUCCESS, or CLOSED / ABNORMAL when the money cannot reach the payer). */
  settleRefund(outRefundNo: string, status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL' = 'SUCCESS') {
    const r = this.refunds.get(outRefundNo);
    if (!r) throw new Error(`no refund ${outRefundNo}`);
    r.status = status;
    if (status === 'SUCCESS') r.successTime = rfc3339(this.now());
  }

  /** The payer pays: the trade succeeds and WeChat Pay posts the notification to notify_url. */
  async pay(outTradeNo: string): Promise<{ status: number; body: string; sent: SignedMessage }> {
    const t = this.mustTrade(outTradeNo);
    if (t.state !== 'NOTPAY' && t.state !== 'USERPAYING') throw new Error(`cannot pay a trade in state ${t.state}`);
    t.state = 'SUCCESS';
    this.markPaid(t);
    const sent = this.notification(outTradeNo);
    const res = await fetch(t.notifyUrl, { method: 'POST', headers: { ...sent.headers, 'Content-Type': 'application/json' }, body: sent.body });
    return { status: res.status, body: await res.text(), sent };
  }

  /** A notification for the trade in its current state, as WeChat Pay builds it, unless `o` breaks it. */
  notification(outTradeNo: string, o: NotificationOptions = {}): SignedMessage {
    const t = this.mustTrade(outTradeNo);
    const tx = { ...this.transaction(t), mchid: o.mchid ?? this.opts.mchid, appid: o.appid ?? this.opts.appid };
    const resource = seal(JSON.stringify(tx), o.apiV3Key ?? this.opts.apiV3Key, 'transaction');
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: rfc3339(this.now()),
      resource_type: 'encrypt-resource',
      event_type: t.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: '支付成功',
      resource,
    });
    return { headers: this.signedHeaders(body, o), body };
  }

  /** Signs a body as WeChat Pay does: over "timestamp\nnonce\nbody\n" with the platform key. */
  signedHeaders(body: string, o: NotificationOptions = {}): Record<string, string> {
    const timestamp = String(Math.floor(this.now() / 1000) + (o.timestampOffsetSeconds ?? 0));
    const nonce = randomBytes(16).toString('hex').toUpperCase();
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), o.signingKey ?? this.platform.privateKey).toString('base64');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': o.serial ?? this.platformSerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  private handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, json: unknown, signed = true) => {
      const text = json === null ? '' : JSON.stringify(json);
      res.statusCode = status;
      res.setHeader('Request-ID', randomBytes(8).toString('hex'));
      if (text) res.setHeader('Content-Type', 'application/json');
      if (signed && !this.unsignedAnswers) {
        const headers = this.signedHeaders(this.corruptAnswerSignature ? `${text} ` : text, { timestampOffsetSeconds: this.answerTimestampOffsetSeconds });
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      }
      this.requests.push({ method: req.method ?? '', url: req.url ?? '', status });
      res.end(text);
    };
    // An unauthenticated request gets an unsigned 401, as WeChat Pay answers it.
    const authProblem = this.checkAuthorization(req, body);
    if (authProblem) return send(401, { code: 'SIGN_ERROR', message: `签名错误: ${authProblem}` }, false);
    let payload: Record<string, unknown> = {};
    if (body) {
      try {
        payload = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(400, { code: 'PARAM_ERROR', message: '请求体不是JSON' });
      }
    }
    const m = url.pathname.match(/^\/v3\/pay\/transactions\/(native|h5)$/);
    if (req.method === 'POST' && m) return this.order(m[1] === 'native' ? 'NATIVE' : 'MWEB', payload, send);
    const q = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/);
    if (q && req.method === 'GET' && !q[2]) {
      if (url.searchParams.get('mchid') !== this.opts.mchid) return send(400, { code: 'PARAM_ERROR', message: 'mchid不正确' });
      const t = this.trades.get(decodeURIComponent(q[1]!));
      if (!t) return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      this.expire(t);
      return send(200, this.transaction(t));
    }
    if (q && req.method === 'POST' && q[2]) {
      if (payload.mchid !== this.opts.mchid) return send(400, { code: 'PARAM_ERROR', message: 'mchid不正确' });
      const t = this.trades.get(decodeURIComponent(q[1]!));
      if (t && (t.state === 'SUCCESS' || t.state === 'REFUND')) return send(400, { code: 'INVALID_REQUEST', message: '订单已支付' });
      if (t) t.state = 'CLOSED';
      // An unknown or already closed order: 204 all the same, as the real gateway does.
      return send(204, null);
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return this.refund(payload, send);
    const rq = url.pathname.match(/^\/v3\/refund\/domestic\/refunds\/([^/]+)$/);
    if (rq && req.method === 'GET') {
      const r = this.refunds.get(decodeURIComponent(rq[1]!));
      if (!r) return send(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return send(200, this.refundObject(r));
    }
    return send(404, { code: 'NOT_FOUND', message: '接口不存在' });
  }

  /**
   * POST /v3/refund/domestic/refunds: a paid trade refunded up to its total, once per out_refund_no (the same number
   * asked again answers the same refund). The trade's state becomes REFUND.
   */
  private refund(p: Record<string, unknown>, send: (s: number, j: unknown) => void) {
    const fault = this.refundFaults.shift();
    if (fault) return send(fault === 'SYSTEM_ERROR' ? 500 : fault === 'FREQUENCY_LIMITED' ? 429 : 403, { code: fault, message: fault });
    const amount = p.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const outRefundNo = p.out_refund_no;
    if (typeof outRefundNo !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(outRefundNo)) return send(400, { code: 'PARAM_ERROR', message: 'out_refund_no' });
    if (!amount || !Number.isSafeInteger(amount.refund) || !Number.isSafeInteger(amount.total) || (amount.refund as number) <= 0 || amount.currency !== 'CNY') {
      return send(400, { code: 'PARAM_ERROR', message: 'amount' });
    }
    const known = this.refunds.get(outRefundNo);
    if (known) return send(200, this.refundObject(known));
    const t = typeof p.out_trade_no === 'string' ? this.trades.get(p.out_trade_no) : undefined;
    if (!t) return send(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    if (t.state !== 'SUCCESS' && t.state !== 'REFUND') return send(400, { code: 'INVALID_REQUEST', message: '订单未支付' });
    if (amount.total !== t.amountFen) return send(400, { code: 'INVALID_REQUEST', message: '订单金额与实际不符' });
    let refunded = 0;
    for (const r of this.refunds.values()) if (r.outTradeNo === t.outTradeNo) refunded += r.refundFen;
    if (refunded + (amount.refund as number) > t.amountFen) return send(400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    const r: FakeRefund = {
      refundId: `50${String(Date.now()).slice(-10)}${String(++this.seq).padStart(16, '0')}`,
      outRefundNo,
      outTradeNo: t.outTradeNo,
      transactionId: t.transactionId!,
      reason: typeof p.reason === 'string' ? p.reason : undefined,
      refundFen: amount.refund as number,
      totalFen: t.amountFen,
      status: this.newRefundStatus,
      createTime: rfc3339(this.now()),
      successTime: this.newRefundStatus === 'SUCCESS' ? rfc3339(this.now()) : undefined,
    };
    this.refunds.set(outRefundNo, r);
    t.state = 'REFUND';
    return send(200, this.refundObject(r));
  }

  private refundObject(r: FakeRefund) {
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: r.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(r.successTime ? { success_time: r.successTime } : {}),
      create_time: r.createTime,
      status: r.status,
      funds_account: 'AVAILABLE',
      amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen, settlement_refund: r.refundFen, settlement_total: r.totalFen, discount_refund: 0, currency: 'CNY' },
    };
  }

  private checkAuthorization(req: IncomingMessage, body: string): string | null {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'schema';
    const parts = Object.fromEntries([...auth.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (parts.mchid !== this.opts.mchid) return 'mchid';
    if (parts.serial_no !== this.opts.merchantSerial) return 'serial_no';
    const ts = Number(parts.timestamp);
    if (!/^\d+$/.test(parts.timestamp ?? '') || Math.abs(Math.floor(this.now() / 1000) - ts) > 300) return 'timestamp';
    if (!parts.nonce_str || this.seenNonces.has(parts.nonce_str)) return 'nonce';
    const message = `${req.method}\n${req.url}\n${parts.timestamp}\n${parts.nonce_str}\n${body}\n`;
    const ok = verify('sha256', Buffer.from(message), this.opts.merchantPublicKey, Buffer.from(parts.signature ?? '', 'base64'));
    if (!ok) return 'signature';
    this.seenNonces.add(parts.nonce_str);
    return null;
  }

  private order(tradeType: FakeTrade['tradeType'], p: Record<string, unknown>, send: (s: number, j: unknown) => void) {
    if (p.appid !== this.opts.appid || p.mchid !== this.opts.mchid) return send(400, { code: 'APPID_MCHID_NOT_MATCH', message: 'AppID和mch_id不匹配' });
    const amount = p.amount as { total?: unknown; currency?: unknown } | undefined;
    const scene = p.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    const bad =
      typeof p.description !== 'string' || !p.description || [...p.description].length > 127
        ? 'description'
        : typeof p.out_trade_no !== 'string' || !OUT_TRADE_NO.test(p.out_trade_no)
          ? 'out_trade_no'
          : typeof p.notify_url !== 'string' || !/^https?:\/\//.test(p.notify_url)
            ? 'notify_url'
            : !amount || !Number.isSafeInteger(amount.total) || (amount.total as number) <= 0 || (amount.currency ?? 'CNY') !== 'CNY'
              ? 'amount'
              : p.time_expire !== undefined && (typeof p.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(p.time_expire))
                ? 'time_expire'
                : tradeType === 'MWEB' && (typeof scene?.payer_client_ip !== 'string' || !scene.h5_info?.type)
                  ? 'scene_info'
                  : null;
    if (bad) return send(400, { code: 'PARAM_ERROR', message: `参数错误: ${bad}` });
    this.orderBodies.push(p);
    const no = p.out_trade_no as string;
    const existing = this.trades.get(no);
    if (existing) {
      this.expire(existing);
      if (existing.state === 'CLOSED') return send(400, { code: 'ORDER_CLOSED', message: '订单已关闭' });
      if (existing.state !== 'NOTPAY' || existing.amountFen !== amount!.total || existing.tradeType !== tradeType) {
        return send(403, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
      }
      return send(200, this.orderAnswer(existing));
    }
    const t: FakeTrade = {
      outTradeNo: no,
      tradeType,
      description: p.description as string,
      amountFen: amount!.total as number,
      notifyUrl: p.notify_url as string,
      timeExpire: p.time_expire as string | undefined,
      payerClientIp: scene?.payer_client_ip as string | undefined,
      prepayId: `wx${Date.now()}${String(++this.seq).padStart(6, '0')}`,
      state: 'NOTPAY',
    };
    this.trades.set(no, t);
    return send(200, this.orderAnswer(t));
  }

  private orderAnswer(t: FakeTrade) {
    return t.tradeType === 'NATIVE'
      ? { code_url: `weixin://wxpay/bizpayurl?pr=${t.prepayId.slice(-10)}` }
      : { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${t.prepayId}&package=${2000000000 + this.seq}` };
  }

  /** An unpaid trade past its time_expire is closed by WeChat Pay. */
  private expire(t: FakeTrade) {
    if ((t.state === 'NOTPAY' || t.state === 'USERPAYING') && t.timeExpire && Date.parse(t.timeExpire) < this.now()) t.state = 'CLOSED';
  }

  private markPaid(t: FakeTrade) {
    t.transactionId ??= `4200${String(Date.now()).slice(-10)}${String(++this.seq).padStart(14, '0')}`;
    t.successTime ??= rfc3339(this.now());
  }

  private transaction(t: FakeTrade) {
    const paid = t.state === 'SUCCESS' || t.state === 'REFUND';
    return {
      appid: this.opts.appid,
      mchid: this.opts.mchid,
      out_trade_no: t.outTradeNo,
      trade_type: t.tradeType,
      trade_state: t.state,
      trade_state_desc: t.state,
      attach: '',
      ...(t.transactionId ? { transaction_id: t.transactionId } : {}),
      ...(paid ? { bank_type: 'OTHERS', success_time: t.successTime, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
      amount: { total: t.amountFen, currency: 'CNY', ...(paid ? { payer_total: t.amountFen, payer_currency: 'CNY' } : {}) },
    };
  }

  private mustTrade(outTradeNo: string): FakeTrade {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    return t;
  }
}

/** AEAD_AES_256_GCM the way WeChat Pay seals a resource: 12-character nonce, tag appended, base64. */
export function seal(plaintext: string, apiV3Key: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'), { authTagLength: 16 });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}

/** RFC 3339 in Beijing time, as WeChat Pay writes times. */
export function rfc3339(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
