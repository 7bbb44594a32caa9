import { request } from '../../api/client.ts';
import type { CurrentUser } from '../../api/types.ts';

export interface ProfileInput {
  name: string;
  account?: string;
  orgType: string;
  orgName: string;
  locationKind: string;
  country?: string;
  province?: string;
  city?: string;
  industry: string;
  position: string;
  transactionTypes: string[];
  lawyerName?: string;
  lawyerEmail?: string;
  email?: string;
}

/** POST /users/info — form-urlencoded as spec §7 says; answers the saved user view. */
export function saveProfile(input: ProfileInput): Promise<CurrentUser['user']> {
  return request<CurrentUser['user']>('POST', '/users/info', { data: input, form: true, quiet: true });
}
