import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderKind, OrderStatus, OrderView } from '../types.ts';
import { request } from '../../api/client.ts';

export interface OrdersPage {
  list: OrderView[];
  total: number;
}

export interface OrdersFilter {
  status?: OrderStatus;
  kind?: OrderKind;
  pageNo: number;
  pageSize: number;
}

/** GET /orders — the payment history, newest first. */
export function listOrders(f: OrdersFilter): Promise<OrdersPage> {
  return request<OrdersPage>('GET', '/orders', { params: { status: f.status, kind: f.kind, pageNo: f.pageNo, pageSize: f.pageSize } });
}

export const ordersKey = (f?: OrdersFilter) => (f ? (['orders', 'list', f.status ?? '', f.kind ?? '', f.pageNo, f.pageSize] as const) : (['orders'] as const));

export function useOrders(f: OrdersFilter) {
  return useQuery({ queryKey: ordersKey(f), queryFn: () => listOrders(f), placeholderData: keepPreviousData, staleTime: 0 });
}
