import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';

export interface Balance {
  balanceFen: number;
  currency: 'CNY';
}

/** GET /balance — the account balance in fen. */
export function getBalance(): Promise<Balance> {
  return request<Balance>('GET', '/balance');
}

export const balanceKey = ['balance'] as const;

export function useBalance(enabled = true) {
  return useQuery({ queryKey: balanceKey, queryFn: getBalance, enabled, staleTime: 0 });
}
