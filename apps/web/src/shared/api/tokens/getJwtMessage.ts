import type { Device } from '@lexbridge/contract/routes';
import { request } from '../client.ts';

/**
 * GET /tokens/jwtMessage — asked once when the site opens with a token. A 510120 answer (the account signed in
 * elsewhere) is shown by the client as a five-second notice; otherwise `datas` is null.
 */
export function getJwtMessage(device: Device, token: string): Promise<unknown> {
  return request('GET', '/tokens/jwtMessage', { params: { platform: device === 'mobile' ? 'mobile' : 'pc', token } });
}
