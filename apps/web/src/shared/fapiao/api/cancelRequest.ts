import type { RequestDetail } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';

/** POST /fapiao/requests/{no}/cancel — only while 1 Request Received; its orders can be requested again. */
export function cancelRequest(requestNo: string): Promise<RequestDetail> {
  return request<RequestDetail>('POST', `/fapiao/requests/${encodeURIComponent(requestNo)}/cancel`);
}
