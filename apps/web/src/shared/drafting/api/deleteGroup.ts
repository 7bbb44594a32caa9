import { request } from '../../api/client.ts';

/** DELETE /contractGroups/{id} — its contracts move to the default group. */
export function deleteGroup(id: number): Promise<unknown> {
  return request('DELETE', `/contractGroups/${id}`);
}
