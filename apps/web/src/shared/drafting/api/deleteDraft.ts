import { request } from '../../api/client.ts';

/** DELETE /drafts/{id} — drops a questionnaire that was never generated. */
export function deleteDraft(id: string): Promise<unknown> {
  return request('DELETE', `/drafts/${encodeURIComponent(id)}`);
}
