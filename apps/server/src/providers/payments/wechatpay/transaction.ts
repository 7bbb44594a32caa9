import type { TradeStatus } from '../types.ts';

/** The fields of WeChat Pay's transaction object (query answer and decrypted notification) that we read. */
export interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

/**
 * trade_state → our status. REFUND means the payment did go through (a refund is its own matter, handled apart);
 * NOTPAY and USERPAYING are still open; CLOSED, REVOKED and PAYERROR end the trade without money.
 * Anything else is unknown and yields null, so the caller does not guess.
 */
export function tradeStatus(state: string | undefined): Exclude<TradeStatus, 'not_found'> | null {
  switch (state) {
    case 'SUCCESS':
    case 'REFUND':
      return 'paid';
    case 'NOTPAY':
    case 'USERPAYING':
      return 'paying';
    case 'CLOSED':
    case 'REVOKED':
    case 'PAYERROR':
      return 'closed';
    default:
      return null;
  }
}

/** amount.total is already integer fen. */
export function amountFen(t: WechatTransaction): number | undefined {
  const total = t.amount?.total;
  return typeof total === 'number' && Number.isSafeInteger(total) && total > 0 ? total : undefined;
}

/** success_time is RFC 3339 with an offset ("2018-06-08T10:34:56+08:00"). */
export function paidAt(t: WechatTransaction): Date | undefined {
  if (!t.success_time) return undefined;
  const ms = Date.parse(t.success_time);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** time_expire in the form WeChat Pay documents: Beijing time with its offset, no fraction of a second. */
export function rfc3339Beijing(d: Date): string {
  const bj = new Date(d.getTime() + 8 * 3600_000);
  return `${bj.toISOString().slice(0, 19)}+08:00`;
}
