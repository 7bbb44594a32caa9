import type { InfoBody, InfoView } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';

/** POST /fapiao/infos — save a new information set (at most 3; the first becomes the default). */
export function createInfo(body: InfoBody): Promise<InfoView> {
  return request<InfoView>('POST', '/fapiao/infos', { data: body, quiet: true });
}
