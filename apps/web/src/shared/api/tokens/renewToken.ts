import { request } from '../client.ts';

/** GET /tokens — a renewed token for the same session (spec §4 renewal); `datas` is the token. */
export function renewToken(): Promise<string> {
  return request<string>('GET', '/tokens');
}
