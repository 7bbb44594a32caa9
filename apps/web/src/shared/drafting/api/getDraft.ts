import { useQuery } from '@tanstack/react-query';
import type { DraftView } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** GET /drafts/{id} — the draft with its answers, revision and entitlement. */
export function getDraft(id: string, opts: { quiet?: boolean } = {}): Promise<DraftView> {
  return request<DraftView>('GET', `/drafts/${encodeURIComponent(id)}`, { quiet: opts.quiet });
}

export const draftKey = (id: string) => ['drafts', 'one', id] as const;

/** Read once per page visit: the page then owns the answers (autosave keeps the server in step). */
export function useDraft(id: string) {
  return useQuery({ queryKey: draftKey(id), queryFn: () => getDraft(id, { quiet: true }), staleTime: Infinity, gcTime: 0 });
}
