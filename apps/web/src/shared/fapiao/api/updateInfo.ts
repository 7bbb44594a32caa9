import type { InfoBody, InfoView } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';

/** PUT /fapiao/infos/{id} — edit an information set. */
export function updateInfo(id: number, body: InfoBody): Promise<InfoView> {
  return request<InfoView>('PUT', `/fapiao/infos/${id}`, { data: body, quiet: true });
}
