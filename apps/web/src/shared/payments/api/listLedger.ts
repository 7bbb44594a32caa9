import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ledgerItem } from '@lexbridge/contract/api/commerce';
import { request } from '../../api/client.ts';

export type LedgerItem = z.infer<typeof ledgerItem>;

export interface LedgerPage {
  list: LedgerItem[];
  total: number;
}

/** GET /balance/ledger — every change of the balance, newest first. */
export function listLedger(pageNo: number, pageSize: number): Promise<LedgerPage> {
  return request<LedgerPage>('GET', '/balance/ledger', { params: { pageNo, pageSize } });
}

export const ledgerKey = (pageNo?: number, pageSize?: number) => (pageNo ? (['balance', 'ledger', pageNo, pageSize] as const) : (['balance', 'ledger'] as const));

export function useLedger(pageNo: number, pageSize: number) {
  return useQuery({ queryKey: ledgerKey(pageNo, pageSize), queryFn: () => listLedger(pageNo, pageSize), placeholderData: keepPreviousData, staleTime: 0 });
}
