import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PurchasedTemplatesAnswer } from '@lexbridge/contract/api/subscriptions';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';
import { subscriptionsRoot } from '../keys.ts';

/** GET /subscriptions/templates — one page of the templates bought on their own, with their usage status. */
export function listPurchasedTemplates(pageNo: number, pageSize: number): Promise<PurchasedTemplatesAnswer> {
  return request<PurchasedTemplatesAnswer>('GET', '/subscriptions/templates', { params: { pageNo, pageSize } });
}

export const purchasedTemplatesKey = (pageNo: number, pageSize: number) => [...subscriptionsRoot, 'templates', pageNo, pageSize] as const;

export function usePurchasedTemplates(pageNo = 1, pageSize = 10) {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: purchasedTemplatesKey(pageNo, pageSize), queryFn: () => listPurchasedTemplates(pageNo, pageSize), enabled: loggedIn, placeholderData: keepPreviousData });
}
