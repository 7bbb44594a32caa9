import { useQuery } from '@tanstack/react-query';
import type { DraftItem } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

export interface DraftsPage {
  list: DraftItem[];
  total: number;
}

/** GET /drafts — questionnaires started and not generated yet (resume later). */
export function listDrafts(pageNo = 1, pageSize = 10): Promise<DraftsPage> {
  return request<DraftsPage>('GET', '/drafts', { params: { pageNo, pageSize } });
}

export const draftsKey = ['drafts', 'list'] as const;

export function useOpenDrafts() {
  return useQuery({ queryKey: draftsKey, queryFn: () => listDrafts(1, 20) });
}
