import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import type { Clock } from '../../../config.ts';
import {
  PaymentGatewayError,
  type CreatedPayment,
  type CreatePaymentInput,
  type NotifyRequest,
  type PayChannel,
  type PaymentNotice,
  type PaymentProvider,
  type RefundInput,
  type RefundState,
  type TradeState,
} from '../types.ts';
import { SANDBOX_SIGNATURE_HEADER, signBody, verifyNotice, type SandboxNoticeBody } from './notice.ts';
import { finishTrade, insertRefund, insertTrade, lockTrade, refundsOfTrade, tradeByOutTradeNo, tradeByToken, type SandboxRefund, type SandboxTrade } from './trades.repository.ts';

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  key: () => Buffer;
}

/** Where the wallet page of a trade lives (registered by the payments module while a sandbox provider is active). */
export const walletPath = (token: string) => `/api/dev/pay/${token}`;

/**
 * A payment provider without money: trades live in the database (any instance can serve the wallet page), the
 * QR code or mobile link opens a local wallet page, and Confirm / Decline there sends a notification signed with
 * HMAC-SHA256 to the notify URL over HTTP, as a real provider calls back from outside.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly sandbox = true;
  constructor(
    readonly channel: PayChannel,
    private readonly deps: SandboxDeps,
  ) {}

  async create(input: CreatePaymentInput): Promise<CreatedPayment> {
    const existing = await tradeByOutTradeNo(this.deps.db, this.channel, input.outTradeNo);
    if (existing) throw new PaymentGatewayError(`sandbox: trade ${input.outTradeNo} exists already`);
    const token = randomBytes(24).toString('base64url');
    await insertTrade(this.deps.db, {
      outTradeNo: input.outTradeNo,
      channel: this.channel,
      token,
      tradeNo: `SBX${this.channel === 'alipay' ? 'A' : 'W'}${randomBytes(12).toString('hex')}`,
      amountFen: input.amountFen,
      subject: input.subject,
      scene: input.scene,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl ?? null,
      status: 'paying',
      createdAt: new Date(this.deps.clock.now()),
      expiresAt: input.expiresAt,
    });
    const url = `${this.deps.publicUrl.replace(/\/$/, '')}${walletPath(token)}`;
    return input.scene === 'qr' ? { qrText: url } : { redirectUrl: url };
  }

  async parseNotification(req: NotifyRequest): Promise<PaymentNotice> {
    return verifyNotice(this.deps.key(), req.body, req.headers[SANDBOX_SIGNATURE_HEADER]);
  }

  ack(ok: boolean) {
    return { status: ok ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
  }

  async query(outTradeNo: string): Promise<TradeState> {
    const trade = await this.expireIfDue(await tradeByOutTradeNo(this.deps.db, this.channel, outTradeNo));
    if (!trade) return { outTradeNo, status: 'not_found' };
    return { outTradeNo, status: trade.status, amountFen: trade.amountFen, providerTradeNo: trade.tradeNo, paidAt: trade.paidAt ?? undefined };
  }

  /** Like the real gateways: closing a paid trade is an error, closing a closed one is not. */
  async close(outTradeNo: string): Promise<void> {
    const trade = await tradeByOutTradeNo(this.deps.db, this.channel, outTradeNo);
    if (!trade) return;
    if (trade.status === 'paid') throw new PaymentGatewayError(`sandbox: trade ${outTradeNo} is paid`);
    await finishTrade(this.deps.db, outTradeNo, 'closed', new Date(this.deps.clock.now()));
  }

  /**
   * Refunds a paid trade at once, as the real gateways do for most refunds. Like them it answers the same refund
   * number with the same refund (once), and refuses for good a refund of an unpaid trade, a number reused for another
   * amount, or more than the trade took.
   */
  async refund(input: RefundInput): Promise<RefundState> {
    const at = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const trade = await lockTrade(tx, this.channel, input.outTradeNo);
      if (!trade || trade.status !== 'paid') return { outRefundNo: input.outRefundNo, status: 'failed' as const, detail: `trade ${input.outTradeNo} is ${trade?.status ?? 'unknown'}` };
      const refunds = await refundsOfTrade(tx, this.channel, input.outTradeNo);
      const same = refunds.find((r) => r.outRefundNo === input.outRefundNo);
      if (same) {
        if (same.amountFen !== input.amountFen) return { outRefundNo: input.outRefundNo, status: 'failed' as const, detail: 'refund number reused for another amount' };
        return refundState(same);
      }
      const refunded = refunds.reduce((s, r) => s + r.amountFen, 0);
      if (input.totalFen !== trade.amountFen || refunded + input.amountFen > trade.amountFen) {
        return { outRefundNo: input.outRefundNo, status: 'failed' as const, detail: `refund exceeds the trade (${refunded} of ${trade.amountFen} refunded)` };
      }
      const row = {
        outRefundNo: input.outRefundNo,
        channel: this.channel,
        outTradeNo: input.outTradeNo,
        refundNo: `SBXR${randomBytes(12).toString('hex')}`,
        amountFen: input.amountFen,
        reason: input.reason,
        createdAt: at,
      };
      await insertRefund(tx, row);
      return refundState(row);
    });
  }

  async queryRefund(outTradeNo: string, outRefundNo: string): Promise<RefundState> {
    const found = (await refundsOfTrade(this.deps.db, this.channel, outTradeNo)).find((r) => r.outRefundNo === outRefundNo);
    return found ? refundState(found) : { outRefundNo, status: 'not_found' };
  }

  /** The trade behind a wallet page (expired ones read as closed); null for an unknown token or another channel's. */
  async tradeOfToken(token: string): Promise<SandboxTrade | null> {
    const trade = await tradeByToken(this.deps.db, token);
    if (!trade || trade.channel !== this.channel) return null;
    return this.expireIfDue(trade);
  }

  /**
   * The payer pressed Confirm (pay) or Decline (close) on the wallet page. Answers the trade as it ends up and
   * whether our server acknowledged the notification.
   */
  async decide(token: string, action: 'confirm' | 'decline'): Promise<{ trade: SandboxTrade | null; delivered: boolean }> {
    const trade = await this.tradeOfToken(token);
    if (!trade || trade.status !== 'paying') return { trade, delivered: false };
    const at = new Date(this.deps.clock.now());
    const done = await finishTrade(this.deps.db, trade.outTradeNo, action === 'confirm' ? 'paid' : 'closed', at);
    if (!done) return { trade: await this.tradeOfToken(token), delivered: false };
    return { trade: done, delivered: await this.deliver(done) };
  }

  /** POSTs the signed notification; a few quick retries, as the real gateways retry (they for hours). */
  private async deliver(trade: SandboxTrade): Promise<boolean> {
    const notice: SandboxNoticeBody = {
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      amount_fen: trade.amountFen,
      status: trade.status === 'paid' ? 'paid' : 'closed',
      ...(trade.paidAt ? { paid_at: trade.paidAt.toISOString() } : {}),
    };
    const body = JSON.stringify(notice);
    const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(this.deps.key(), body) };
    for (let i = 0; i < 3; i++) {
      try {
        const res = await fetch(trade.notifyUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
        const text = await res.text();
        if (res.ok && text.trim() === 'success') return true;
        this.deps.log.warn({ event: 'pay.sandbox.notify', status: res.status, outTradeNo: trade.outTradeNo }, 'sandbox notification not acknowledged');
      } catch (err) {
        this.deps.log.warn({ event: 'pay.sandbox.notify', err, outTradeNo: trade.outTradeNo }, 'sandbox notification not delivered');
      }
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
    return false;
  }

  private async expireIfDue(trade: SandboxTrade | null): Promise<SandboxTrade | null> {
    if (!trade || trade.status !== 'paying' || trade.expiresAt.getTime() > this.deps.clock.now()) return trade;
    await finishTrade(this.deps.db, trade.outTradeNo, 'closed', new Date(this.deps.clock.now()));
    return { ...trade, status: 'closed' };
  }
}

function refundState(r: Pick<SandboxRefund, 'outRefundNo' | 'refundNo' | 'amountFen' | 'createdAt'>): RefundState {
  return { outRefundNo: r.outRefundNo, status: 'succeeded', providerRefundNo: r.refundNo, amountFen: r.amountFen, succeededAt: r.createdAt };
}
