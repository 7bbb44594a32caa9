import { request } from '../../api/client.ts';

/** DELETE /fapiao/infos/{id} — when it was the default, the oldest remaining set becomes the default. */
export function deleteInfo(id: number): Promise<unknown> {
  return request('DELETE', `/fapiao/infos/${id}`);
}
