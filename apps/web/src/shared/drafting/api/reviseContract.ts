import type { DraftView } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** POST /contracts/{id}/revise — a draft holding the latest answers; generating it adds a version. */
export function reviseContract(id: number): Promise<DraftView> {
  return request<DraftView>('POST', `/contracts/${id}/revise`, { data: { platform: 'pc' } });
}
