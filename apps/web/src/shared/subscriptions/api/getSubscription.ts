import { useQuery } from '@tanstack/react-query';
import type { SubscriptionDetail } from '@lexbridge/contract/api/subscriptions';
import { request } from '../../api/client.ts';
import { subscriptionsRoot } from '../keys.ts';

/** GET /subscriptions/{id} — one subscription with the templates of its package. */
export function getSubscription(id: number): Promise<SubscriptionDetail> {
  return request<SubscriptionDetail>('GET', `/subscriptions/${id}`);
}

export function useSubscription(id: number | null) {
  return useQuery({ queryKey: [...subscriptionsRoot, 'one', id], queryFn: () => getSubscription(id!), enabled: id !== null && Number.isInteger(id) && id > 0 });
}
