import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invoiceableAnswer } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';
import { invoiceableKey } from '../keys.ts';

export type InvoiceableAnswer = z.infer<typeof invoiceableAnswer>;
export type InvoiceableOrder = InvoiceableAnswer['list'][number];

/** GET /fapiao/orders — paid Alipay/WeChat Pay orders not covered by a request yet, with their count and sum. */
export function listInvoiceable(): Promise<InvoiceableAnswer> {
  return request<InvoiceableAnswer>('GET', '/fapiao/orders');
}

export function useInvoiceable() {
  return useQuery({ queryKey: invoiceableKey, queryFn: listInvoiceable });
}
