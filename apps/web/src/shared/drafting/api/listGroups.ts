import { useQuery } from '@tanstack/react-query';
import type { ContractGroup } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** GET /contractGroups — the default group first (id null, named by the client), then the custom groups in order. */
export function listGroups(): Promise<ContractGroup[]> {
  return request<ContractGroup[]>('GET', '/contractGroups');
}

export const groupsKey = ['contractGroups'] as const;

export function useGroups() {
  return useQuery({ queryKey: groupsKey, queryFn: listGroups });
}
