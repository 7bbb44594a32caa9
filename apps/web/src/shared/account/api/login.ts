import { request } from '../../api/client.ts';
import type { Platform } from '../platform.ts';

/**
 * The three login calls of spec §7; each answers the token as `datas`. The fields travel in the JSON body, which the
 * server reads exactly like the query parameters §7 names: a password in a URL would end up in proxy and history logs.
 */
export function loginWithCode(input: { countryCode: string; phone: string; code: string; platform: Platform }): Promise<string> {
  return request<string>('POST', '/tokens/phone', { data: input, quiet: true });
}

export function loginWithPhonePassword(input: { countryCode: string; phone: string; password: string; platform: Platform }): Promise<string> {
  return request<string>('POST', '/tokens/phonepwd', { data: input, quiet: true });
}

export function loginWithAccountPassword(input: { account: string; password: string; platform: Platform }): Promise<string> {
  return request<string>('POST', '/tokens/password', { data: input, quiet: true });
}
