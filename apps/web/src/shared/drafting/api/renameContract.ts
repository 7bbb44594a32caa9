import { request } from '../../api/client.ts';

/** PUT /contracts/{id} — a new name (1-100 characters). */
export function renameContract(id: number, name: string): Promise<unknown> {
  return request('PUT', `/contracts/${id}`, { data: { name } });
}
