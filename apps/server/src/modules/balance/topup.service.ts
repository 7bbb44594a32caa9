import type { OrderView } from '@lexbridge/contract';
import type { commerce } from '@lexbridge/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createOrder, type ClientInfo } from '../orders/orders.service.ts';
import { payOrder } from '../orders/pay.service.ts';

/** The top-up form in one call: a top-up order for the amount, paid with the chosen provider. Works on a phone too. */
export async function topUp(ctx: AppContext, userId: number, body: z.infer<typeof commerce.topupBody>, client: ClientInfo): Promise<OrderView> {
  const order = await createOrder(ctx, userId, { kind: 'topup', amount: body.amount, platform: body.platform, agentId: body.agentId, activityId: body.activityId }, client);
  return payOrder(ctx, userId, order.orderNo, { ...client, method: body.method, returnPath: body.returnPath });
}
