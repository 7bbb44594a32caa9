import { useQuery } from '@tanstack/react-query';
import type { Overview } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';

/** GET /contracts/overview — counts, frequently used templates and recent contracts of the account overview. */
export function getOverview(): Promise<Overview> {
  return request<Overview>('GET', '/contracts/overview');
}

export const overviewKey = ['contracts', 'overview'] as const;

export function useOverview() {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: overviewKey, queryFn: getOverview, enabled: loggedIn });
}
