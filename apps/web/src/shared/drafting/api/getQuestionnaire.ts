import { useQuery } from '@tanstack/react-query';
import type { QuestionnaireAnswer } from '@lexbridge/contract/api/catalogue';
import { request } from '../../api/client.ts';

/**
 * GET /templates/{id}/questionnaire — the template for the browser runtime. `full` false: clause texts were removed
 * (the contract will be unpaid), so the live preview shows headings only.
 */
export function getQuestionnaire(templateId: string): Promise<QuestionnaireAnswer> {
  return request<QuestionnaireAnswer>('GET', `/templates/${encodeURIComponent(templateId)}/questionnaire`, { quiet: true });
}

export function useQuestionnaireTemplate(templateId: string | undefined) {
  return useQuery({ queryKey: ['templates', 'questionnaire', templateId], queryFn: () => getQuestionnaire(templateId!), enabled: !!templateId, staleTime: 5 * 60_000 });
}
