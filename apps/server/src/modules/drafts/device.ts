import { isPhoneUserAgent } from '@lexbridge/contract';

/**
 * Contracts are created on a PC only (spec §5): the phone notice is answered when the page says it is the mobile
 * site or the browser is a phone's, whichever the client claims.
 */
export function isPhone(platform: 'pc' | 'mobile' | undefined, userAgent: string | undefined): boolean {
  return platform === 'mobile' || isPhoneUserAgent(userAgent);
}
