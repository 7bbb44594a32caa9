import { request } from '../../api/client.ts';

export interface FeedbackInput {
  content: string;
  contact?: string;
}

/**
 * POST /templates/{id}/feedback — a problem with a template, from anyone. Quiet: the form shows a refusal next to
 * its fields or in its own alert, not as a second toast.
 */
export function sendFeedback(templateId: string, input: FeedbackInput): Promise<{ id: number }> {
  return request<{ id: number }>('POST', `/templates/${encodeURIComponent(templateId)}/feedback`, { data: input, quiet: true });
}
