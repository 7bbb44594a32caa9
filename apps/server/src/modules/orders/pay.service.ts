import type { OrderView, PayMethod } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { paymentProvider } from '../../providers/payments/index.ts';
import type { PayChannel, PayScene } from '../../providers/payments/types.ts';
import { payFromBalance } from '../balance/balance.service.ts';
import { closeOpenTrades } from '../payments/reconcile.service.ts';
import { attemptCount, insertAttempt, liveAttempts, updateAttempt } from './attempts.repository.ts';
import { outTradeNoOf } from './order-no.ts';
import { allowedFrom } from './order-state.ts';
import { lockOrder, orderById, transitionOrder, type OrderRow } from './orders.repository.ts';
import { freshOrder, onPhone, viewWithPayment, type ClientInfo } from './orders.service.ts';

export interface PayRequest extends ClientInfo {
  method: PayMethod;
  returnPath?: string;
}

/**
 * Pays an order. With Alipay or WeChat Pay: a QR code on a PC, a mobile-browser payment on a phone; the same
 * method and scene asked again returns the open trade, anything else first closes the open trade at its provider
 * (so one order is never paid twice by accident). With the balance: one transaction (see payFromBalance).
 */
export async function payOrder(ctx: AppContext, userId: number, orderNo: string, req: PayRequest): Promise<OrderView> {
  let order = await freshOrder(ctx, userId, orderNo);
  if (order.status === 'paid' || order.status === 'refunded') throw new AppError('ORDER_NOT_PAYABLE');
  if (order.status === 'closed') throw new AppError('ORDER_CLOSED');
  if (req.method === 'balance' && order.kind === 'topup') throw new AppError('BALANCE_NOT_FOR_TOPUP');
  const scene: PayScene = onPhone(req) ? 'h5' : 'qr';

  const live = await liveAttempts(ctx.db, order.id);
  const same = live.find((a) => a.status === 'open' && a.channel === req.method && a.scene === scene);
  if (same && live.length === 1) return viewWithPayment(ctx, order);
  if (live.length) {
    try {
      if (await closeOpenTrades(ctx, order)) return viewWithPayment(ctx, (await orderById(ctx.db, userId, order.id)) ?? order);
    } catch {
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
    order = (await orderById(ctx.db, userId, order.id)) ?? order;
  }

  if (req.method === 'balance') return viewWithPayment(ctx, await payFromBalance(ctx, userId, order.id));
  return viewWithPayment(ctx, await openTrade(ctx, order, req.method, scene, req));
}

/** Records the attempt and moves the order to paying (committed first, so a notification always finds it), then asks the provider. */
async function openTrade(ctx: AppContext, order: OrderRow, channel: PayChannel, scene: PayScene, req: PayRequest): Promise<OrderRow> {
  const at = new Date(ctx.clock.now());
  const opened = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.userId, order.id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.closesAt <= at) throw new AppError('ORDER_CLOSED');
    if ((await liveAttempts(tx, locked.id)).length) throw new AppError('ORDER_NOT_PAYABLE');
    const paying = await transitionOrder(tx, locked.userId, locked.id, allowedFrom('paying'), 'paying', { channel, updatedAt: at });
    if (!paying) throw new AppError(locked.status === 'closed' ? 'ORDER_CLOSED' : 'ORDER_NOT_PAYABLE');
    const attempt = await insertAttempt(tx, {
      orderId: locked.id,
      outTradeNo: outTradeNoOf(locked.orderNo, (await attemptCount(tx, locked.id)) + 1),
      channel,
      scene,
      status: 'opening',
      createdAt: at,
      expiresAt: locked.closesAt,
    });
    return { order: paying, attempt };
  });

  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  try {
    const created = await paymentProvider(ctx.providers.payments, channel).create({
      outTradeNo: opened.attempt.outTradeNo,
      amountFen: opened.order.amountFen,
      subject: opened.order.productNameCn,
      scene,
      notifyUrl: `${base}/api/payments/notify/${channel}`,
      returnUrl: req.returnPath ? `${base}${req.returnPath}` : undefined,
      clientIp: req.ip,
      expiresAt: opened.order.closesAt,
    });
    await updateAttempt(ctx.db, opened.attempt.id, ['opening'], { status: 'open', qrText: created.qrText ?? null, redirectUrl: created.redirectUrl ?? null });
  } catch (err) {
    ctx.log.error({ event: 'pay.create.failed', orderNo: order.orderNo, channel, err }, 'provider refused to open the trade');
    await updateAttempt(ctx.db, opened.attempt.id, ['opening'], { status: 'failed', endedAt: new Date(ctx.clock.now()) });
    await transitionOrder(ctx.db, order.userId, order.id, allowedFrom('failed'), 'failed', { updatedAt: new Date(ctx.clock.now()) });
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
  return (await orderById(ctx.db, order.userId, order.id)) ?? opened.order;
}
