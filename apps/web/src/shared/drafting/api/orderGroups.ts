import { request } from '../../api/client.ts';

/** PUT /contractGroups/order — every custom group id in the new order. */
export function orderGroups(ids: number[]): Promise<unknown> {
  return request('PUT', '/contractGroups/order', { data: { ids } });
}
