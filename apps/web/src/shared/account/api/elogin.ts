import type { Lang } from '@lexbridge/contract/constants';
import { request } from '../../api/client.ts';
import type { Platform } from '../platform.ts';

/** POST /elogin/mail — answers success whether or not an account uses the address (it must not tell). */
export function mailLoginLink(email: string, lang: Lang): Promise<null> {
  return request<null>('POST', '/elogin/mail', { data: { email, lang }, quiet: true });
}

const pending = new Map<string, Promise<string>>();

/**
 * GET /elogin/{token} — the link works once. A page rendered twice for the same link (development double effects,
 * a quick re-render) shares one call instead of spending the link and then failing.
 */
export function loginWithLink(token: string, platform: Platform): Promise<string> {
  let call = pending.get(token);
  if (!call) {
    call = request<string>('GET', `/elogin/${encodeURIComponent(token)}`, { params: { platform }, quiet: true });
    pending.set(token, call);
  }
  return call;
}
