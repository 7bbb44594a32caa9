import type { CreateOrderBody, OrderView } from '@lexbridge/contract';
import { isPhoneUserAgent } from '@lexbridge/contract';
import type { OrderKind, OrderStatus } from '@lexbridge/db/schema/commerce';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { closeIfDue, settleOrder } from '../payments/reconcile.service.ts';
import { refundOfOrder, refundsOfOrders } from '../payments/refunds.repository.ts';
import { liveAttempts } from './attempts.repository.ts';
import { pricedItem } from './items.ts';
import { newOrderNo } from './order-no.ts';
import { insertOrder, listOrders as listOrderRows, openOrderFor, orderByNo, orderById, touchOrder, type OrderRow } from './orders.repository.ts';
import { orderView } from './orders.views.ts';

export interface ClientInfo {
  platform: 'pc' | 'mobile';
  userAgent?: string;
  ip?: string;
}

/** The page says it is the mobile site, or the browser is a phone's: either way the payer is on a phone. */
export const onPhone = (c: ClientInfo) => c.platform === 'mobile' || isPhoneUserAgent(c.userAgent);

const UNIQUE_VIOLATION = '23505';

/**
 * Opens an order for one item at the catalogue's price. Packages, templates and contracts are bought on a PC
 * only (spec §5); a top-up works anywhere. An unfinished order for the same contract is resumed rather than
 * doubled, so one contract is not paid for twice.
 */
export async function createOrder(ctx: AppContext, userId: number, body: CreateOrderBody, client: ClientInfo): Promise<OrderView> {
  if (body.kind !== 'topup' && onPhone(client)) throw new AppError('PURCHASE_PC_ONLY');
  const item = await pricedItem(ctx, userId, body);
  const now = ctx.clock.now();
  if (item.kind === 'contract') {
    const open = await openOrderFor(ctx.db, userId, 'contract', item.itemRef, new Date(now));
    if (open) return viewWithPayment(ctx, open);
  }
  for (let i = 0; ; i++) {
    try {
      const row = await insertOrder(ctx.db, {
        orderNo: newOrderNo(now),
        userId,
        kind: item.kind,
        itemRef: item.itemRef,
        productNameCn: item.nameCn,
        productNameEn: item.nameEn,
        amountFen: item.amountFen,
        currency: 'CNY',
        status: 'created',
        agentId: body.agentId || null,
        activityId: body.activityId || null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
        closesAt: new Date(now + ctx.config.ORDER_TIMEOUT_MINUTES * 60_000),
      });
      ctx.log.info({ event: 'order.created', orderNo: row.orderNo, kind: row.kind, amountFen: row.amountFen }, 'order created');
      return orderView(row);
    } catch (err) {
      // Ten random digits per second make a clash rare; two in a row would be a fault worth surfacing.
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION || i >= 2) throw err;
    }
  }
}

export async function viewWithPayment(ctx: AppContext, order: OrderRow): Promise<OrderView> {
  const live = order.status === 'paying' ? await liveAttempts(ctx.db, order.id) : [];
  const refund = order.status === 'refunded' ? await refundOfOrder(ctx.db, order.userId, order.id) : null;
  return orderView(order, live.at(-1) ?? null, refund);
}

/** The order of its owner, brought up to date: closed when its time is up, the provider asked when it pays slowly. */
export async function freshOrder(ctx: AppContext, userId: number, orderNo: string): Promise<OrderRow> {
  let order = await orderByNo(ctx.db, userId, orderNo);
  if (!order) throw new AppError('NOT_FOUND');
  order = await closeIfDue(ctx, order);
  if (order.status === 'paying' && ctx.clock.now() - order.updatedAt.getTime() >= ctx.config.ORDER_REQUERY_SECONDS * 1000) {
    try {
      if (!(await settleOrder(ctx, order))) await touchOrder(ctx.db, userId, order.id, new Date(ctx.clock.now()));
    } catch (err) {
      ctx.log.warn({ event: 'order.requery.failed', orderNo, err }, 'provider query failed');
    }
    order = (await orderById(ctx.db, userId, order.id)) ?? order;
  }
  return order;
}

/** GET /orders/{no}: what the payment dialog polls. */
export async function getOrder(ctx: AppContext, userId: number, orderNo: string): Promise<OrderView> {
  return viewWithPayment(ctx, await freshOrder(ctx, userId, orderNo));
}

export async function listOrders(ctx: AppContext, userId: number, q: { status?: OrderStatus; kind?: OrderKind; pageNo: number; pageSize: number }) {
  const { list, total } = await listOrderRows(ctx.db, userId, q);
  const refunds = new Map((await refundsOfOrders(ctx.db, userId, list.filter((o) => o.status === 'refunded').map((o) => o.id))).map((r) => [r.orderId, r]));
  return { list: list.map((o) => orderView(o, null, refunds.get(o.id) ?? null)), total };
}
