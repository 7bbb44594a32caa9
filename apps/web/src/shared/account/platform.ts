import type { Device } from '@lexbridge/contract/routes';

/** The `platform` the account calls record with each session: which site the user logged in from. */
export type Platform = 'pc' | 'mobile';

export function platformOf(device: Device): Platform {
  return device === 'mobile' ? 'mobile' : 'pc';
}
