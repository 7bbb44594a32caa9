import type { CreateOrderBody, OrderView } from '../types.ts';
import { request } from '../../api/client.ts';
import { getAttribution } from '../../attribution.ts';

/**
 * POST /orders — an order for a package, a template, a generated contract or a top-up, priced by the server. The
 * session's agentId/activityId (spec §4) go with it, so the order records where the buyer came from.
 */
export function createOrder(body: CreateOrderBody): Promise<OrderView> {
  return request<OrderView>('POST', '/orders', { data: { ...getAttribution(), ...body } });
}
