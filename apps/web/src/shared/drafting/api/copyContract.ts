import type { DraftView } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** POST /contracts/{id}/copy — a new draft from this contract's latest answers; generating it makes a new contract. */
export function copyContract(id: number): Promise<DraftView> {
  return request<DraftView>('POST', `/contracts/${id}/copy`, { data: { platform: 'pc' } });
}
