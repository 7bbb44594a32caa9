import { useQuery } from '@tanstack/react-query';
import type { LayoutName } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/**
 * GET /contracts/{id}/preview — the engine's HTML of a version (the latest unless given). Unpaid → CONTRACT_UNPAID,
 * which the client shows as a toast like every refusal.
 */
export function previewContract(id: number, layout: LayoutName, version?: number): Promise<{ html: string }> {
  return request<{ html: string }>('GET', `/contracts/${id}/preview`, { params: { layout, version } });
}

export function useContractPreview(id: number | null, layout: LayoutName, version?: number) {
  return useQuery({
    queryKey: ['contracts', 'preview', id, layout, version ?? 'latest'],
    queryFn: () => previewContract(id!, layout, version),
    enabled: id !== null,
  });
}
