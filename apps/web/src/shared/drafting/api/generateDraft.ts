import type { GenerateAnswer } from '@lexbridge/contract/api/drafting';
import type { Lang } from '@lexbridge/contract/constants';
import { request } from '../../api/client.ts';

/**
 * POST /drafts/{id}/generate — the contract (or its next version). Quiet: incomplete answers come back as 100001
 * with `datas.fields`, which the questionnaire places on its questions. `lang` names a new contract in the page's
 * language (template name and date).
 */
export function generateDraft(id: string, lang: Lang): Promise<GenerateAnswer> {
  return request<GenerateAnswer>('POST', `/drafts/${encodeURIComponent(id)}/generate`, { params: { lang }, quiet: true });
}
