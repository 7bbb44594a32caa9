import { useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';
import { fapiaoRoot } from '../keys.ts';

/** GET /fapiao/requests/{no} — one request with its information, address and orders. */
export function getRequest(requestNo: string): Promise<RequestDetail> {
  return request<RequestDetail>('GET', `/fapiao/requests/${encodeURIComponent(requestNo)}`);
}

/** The shape of a request number (the contract's `requestNoParams`): anything else is not asked for. */
export const isRequestNo = (v: string) => /^[0-9A-Za-z_-]{6,40}$/.test(v);

export const requestKey = (requestNo: string) => [...fapiaoRoot, 'request', requestNo] as const;

export function useFapiaoRequest(requestNo: string) {
  return useQuery({ queryKey: requestKey(requestNo), queryFn: () => getRequest(requestNo), enabled: isRequestNo(requestNo), retry: false });
}
