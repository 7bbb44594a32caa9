import { request } from '../../api/client.ts';

/** PUT /passwords/phone — forgotten password: a code sent for purpose `reset` proves the phone. Ends every session. */
export function resetPassword(input: { countryCode: string; phone: string; code: string; password: string; confirmPassword: string }): Promise<null> {
  return request<null>('PUT', '/passwords/phone', { data: input, quiet: true });
}

/** PUT /passwords/password — ends every session of the account, this one included: the user logs in again. */
export function changePassword(input: { oldPassword: string; password: string; confirmPassword: string }): Promise<null> {
  return request<null>('PUT', '/passwords/password', { data: input, quiet: true });
}
