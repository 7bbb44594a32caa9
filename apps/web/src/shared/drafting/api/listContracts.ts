import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractItem } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

export interface ContractsPage {
  list: ContractItem[];
  total: number;
}

/** Which group to list: every group (`undefined`), the default group, or a custom group by id. */
export type GroupFilter = 'default' | number | undefined;

export interface ContractsFilter {
  groupId?: GroupFilter;
  q?: string;
  pageNo: number;
  pageSize: number;
}

/** GET /contracts — one page of generated contracts, newest first. */
export function listContracts(f: ContractsFilter): Promise<ContractsPage> {
  return request<ContractsPage>('GET', '/contracts', { params: { groupId: f.groupId, q: f.q || undefined, pageNo: f.pageNo, pageSize: f.pageSize } });
}

export const contractsKey = (f?: ContractsFilter) => (f ? (['contracts', 'list', f.groupId ?? 'all', f.q ?? '', f.pageNo, f.pageSize] as const) : (['contracts'] as const));

export function useContracts(f: ContractsFilter) {
  return useQuery({ queryKey: contractsKey(f), queryFn: () => listContracts(f), placeholderData: keepPreviousData });
}
