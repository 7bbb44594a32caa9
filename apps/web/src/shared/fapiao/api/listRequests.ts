import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestItem } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';
import { fapiaoRoot } from '../keys.ts';

export type RequestItem = z.infer<typeof requestItem>;
export interface RequestsPage {
  list: RequestItem[];
  total: number;
}

/** GET /fapiao/requests — the user's fapiao requests, newest first. */
export function listRequests(pageNo: number, pageSize: number): Promise<RequestsPage> {
  return request<RequestsPage>('GET', '/fapiao/requests', { params: { pageNo, pageSize } });
}

export const requestsKey = (pageNo: number, pageSize: number) => [...fapiaoRoot, 'requests', pageNo, pageSize] as const;

export function useFapiaoRequests(pageNo: number, pageSize: number) {
  return useQuery({ queryKey: requestsKey(pageNo, pageSize), queryFn: () => listRequests(pageNo, pageSize), placeholderData: keepPreviousData });
}
