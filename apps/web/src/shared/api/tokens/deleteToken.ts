import { request } from '../client.ts';

/** DELETE /tokens — ends the session on the server. Quiet: a token that already stopped working is logged out anyway. */
export function deleteToken(): Promise<unknown> {
  return request('DELETE', '/tokens', { quiet: true });
}
