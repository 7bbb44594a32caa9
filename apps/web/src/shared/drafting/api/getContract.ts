import { useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** GET /contracts/{id} — the contract with its versions (newest first). */
export function getContract(id: number | string): Promise<ContractDetail> {
  return request<ContractDetail>('GET', `/contracts/${encodeURIComponent(String(id))}`);
}

export const contractKey = (id: number | string) => ['contracts', 'one', String(id)] as const;

export function useContract(id: number | string | undefined) {
  return useQuery({ queryKey: contractKey(id ?? ''), queryFn: () => getContract(id!), enabled: id !== undefined && id !== '' });
}
