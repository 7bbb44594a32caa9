import type { AppContext } from '../../context.ts';
import { paymentProvider } from '../../providers/payments/index.ts';
import { PaymentSignatureError, type NotifyRequest, type PayChannel, type PaymentNotice } from '../../providers/payments/types.ts';
import { applyNotice } from './apply.ts';

export interface Ack {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A provider's notification is a hint: verified by the provider adapter (forged or tampered → refused, nothing
 * changes), applied exactly once, and for an order already closed (or unknown to the trade) the provider is asked
 * and its answer is what counts.
 */
export async function handleNotification(ctx: AppContext, channel: PayChannel, req: NotifyRequest): Promise<Ack> {
  const provider = paymentProvider(ctx.providers.payments, channel);
  let notice: PaymentNotice;
  try {
    notice = await provider.parseNotification(req);
  } catch (err) {
    const forged = err instanceof PaymentSignatureError;
    ctx.log.warn({ event: 'pay.notice.rejected', channel, forged, err: forged ? String(err.message) : err }, 'payment notification refused');
    return provider.ack(false);
  }
  let result = await applyNotice(ctx, channel, notice, req.body);
  if (result === 'needs_query') {
    const state = await provider.query(notice.outTradeNo);
    if (state.status === 'paid') {
      const confirmed = { ...notice, amountFen: state.amountFen ?? notice.amountFen, providerTradeNo: state.providerTradeNo ?? notice.providerTradeNo };
      result = await applyNotice(ctx, channel, confirmed, req.body, true);
    } else {
      ctx.log.warn({ event: 'pay.notice.unconfirmed', channel, outTradeNo: notice.outTradeNo, status: state.status }, 'the provider does not confirm the notified payment');
      return provider.ack(true);
    }
  }
  if (result === 'needs_query') return provider.ack(false);
  ctx.log.info({ event: 'pay.notice', channel, outTradeNo: notice.outTradeNo, outcome: result.outcome }, 'payment notification handled');
  return provider.ack(result.ack);
}
