import type { CreateDraftBody, DraftView } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/**
 * POST /drafts — starts a questionnaire (new, or from a contract's answers: copy / revise). Quiet: the page shows the
 * refusal itself (coming soon, not entitled, PC only) with the way forward.
 */
export function createDraft(body: CreateDraftBody): Promise<DraftView> {
  return request<DraftView>('POST', '/drafts', { data: body, quiet: true });
}
