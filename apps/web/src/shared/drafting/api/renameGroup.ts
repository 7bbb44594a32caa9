import { request } from '../../api/client.ts';

/** PUT /contractGroups/{id} — the default group has no id and cannot be renamed. */
export function renameGroup(id: number, name: string): Promise<unknown> {
  return request('PUT', `/contractGroups/${id}`, { data: { name } });
}
