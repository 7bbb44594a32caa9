import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '../types.ts';
import { request } from '../../api/client.ts';

/**
 * GET /orders/{no} — one order of the user, brought up to date by the server (closed when its time is up, the provider
 * asked when a notification is late). `quiet` for polls: a failed poll is tried again, not shown.
 */
export function getOrder(orderNo: string, opts: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<OrderView> {
  return request<OrderView>('GET', `/orders/${encodeURIComponent(orderNo)}`, opts);
}

export const orderKey = (orderNo: string) => ['orders', 'one', orderNo] as const;

export function useOrder(orderNo: string | undefined) {
  return useQuery({ queryKey: orderKey(orderNo ?? ''), queryFn: () => getOrder(orderNo!), enabled: !!orderNo, staleTime: 0 });
}
