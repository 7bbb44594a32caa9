import type { GenerateAnswer } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/**
 * POST /drafts/{id}/generate — the contract (or its next version). Quiet: incomplete answers come back as 100001
 * with `datas.fields`, which the questionnaire places on its questions.
 */
export function generateDraft(id: string): Promise<GenerateAnswer> {
  return request<GenerateAnswer>('POST', `/drafts/${encodeURIComponent(id)}/generate`, { quiet: true });
}
