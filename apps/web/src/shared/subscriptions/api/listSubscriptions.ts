import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscriptionsAnswer, SubscriptionType } from '@lexbridge/contract/api/subscriptions';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';
import { subscriptionsRoot } from '../keys.ts';

/** GET /subscriptions — one page of the user's package subscriptions (`subscribe`) or free-trial packages (`trial`). */
export function listSubscriptions(type: SubscriptionType, pageNo: number, pageSize: number): Promise<SubscriptionsAnswer> {
  return request<SubscriptionsAnswer>('GET', '/subscriptions', { params: { type, pageNo, pageSize } });
}

export const subscriptionsKey = (type: SubscriptionType, pageNo: number, pageSize: number) => [...subscriptionsRoot, 'list', type, pageNo, pageSize] as const;

export function useSubscriptions(type: SubscriptionType, pageNo = 1, pageSize = 10) {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: subscriptionsKey(type, pageNo, pageSize), queryFn: () => listSubscriptions(type, pageNo, pageSize), enabled: loggedIn, placeholderData: keepPreviousData });
}
