import { request } from '../../api/client.ts';
import type { Platform } from '../platform.ts';

export interface RegisterInput {
  countryCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
  platform: Platform;
  agentId?: string;
  activityId?: string;
}

/** POST /users/create — the new account is logged in at once: `datas` is its token. */
export function registerAccount(input: RegisterInput): Promise<string> {
  return request<string>('POST', '/users/create', { data: input, quiet: true });
}
