import type { RequestBody, RequestDetail } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';

/** POST /fapiao/requests — step two: the chosen orders, an information set and the mailing address. */
export function createRequest(body: RequestBody): Promise<RequestDetail> {
  return request<RequestDetail>('POST', '/fapiao/requests', { data: body, quiet: true });
}
