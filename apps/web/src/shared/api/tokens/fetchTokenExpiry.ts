import { request } from '../client.ts';

/** GET /expirationTokens — expiry of the current token, epoch ms. */
export function fetchTokenExpiry(): Promise<number> {
  return request<number>('GET', '/expirationTokens');
}
