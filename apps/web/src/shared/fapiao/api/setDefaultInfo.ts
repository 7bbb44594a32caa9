import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';

/** PUT /fapiao/infos/{id}/default — make a set the default. */
export function setDefaultInfo(id: number): Promise<InfoView> {
  return request<InfoView>('PUT', `/fapiao/infos/${id}/default`);
}
