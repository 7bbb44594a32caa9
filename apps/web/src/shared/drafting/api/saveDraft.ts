import type { SaveDraftAnswer } from '@lexbridge/contract/api/drafting';
import type { Answers } from '@lexbridge/drafting/browser';
import { API_BASE, request } from '../../api/client.ts';
import { getToken } from '../../auth/authState.ts';

/** PUT /drafts/{id} — autosave. Quiet: a conflict (DRAFT_CONFLICT) is resolved by the autosave hook, not shown. */
export function saveDraft(id: string, answers: Answers, revision: number): Promise<SaveDraftAnswer> {
  return request<SaveDraftAnswer>('PUT', `/drafts/${encodeURIComponent(id)}`, { data: { answers, revision }, quiet: true });
}

/**
 * The same save while the page is being closed: `keepalive` lets the request outlive the page. Its answer is never
 * read; a conflict is caught on the next visit, which reloads the draft.
 */
export function saveDraftOnExit(id: string, answers: Answers, revision: number): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    void fetch(`${API_BASE}/drafts/${encodeURIComponent(id)}`, { method: 'PUT', headers, body: JSON.stringify({ answers, revision }), keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    /* a page being torn down may refuse new requests: nothing more can be done */
  }
}
