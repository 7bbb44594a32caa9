import type { Lang } from '@lexbridge/contract/constants';
import { isPhoneUserAgent, resolveEntry, type Device, type RouteDef } from '@lexbridge/contract/routes';
import { homePath, phoneLoginPath, savedLang } from '../shared/locate.ts';

/**
 * Where a page path goes on client-side navigation: the same rules the server applies on entry (language fill,
 * index.html → home, phone ↔ desktop counterpart, `/{lang}` → home), so a link followed inside the app lands where a
 * fresh load would.
 */
export function resolveClientEntry(pathname: string, userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return resolveEntry(pathname, { phone: isPhoneUserAgent(userAgent), cookieLang: savedLang() });
}

export type GuardDecision =
  | { action: 'render'; saveTarget: boolean }
  | { action: 'redirect'; to: string; clearLogin: boolean };

/**
 * Route flags of spec §2/§4:
 * - offLogin (visitors only) while logged in → the language home;
 * - needAuth while logged out → login state cleared, SMS login with `redirect` = this page;
 * - any page that is not offLogin is saved as the target a later login returns to.
 */
export function decideGuard(def: RouteDef, ctx: { device: Device; lang: Lang; loggedIn: boolean; here: string }): GuardDecision {
  if (def.flag === 'offLogin' && ctx.loggedIn) return { action: 'redirect', to: homePath(ctx.device, ctx.lang), clearLogin: false };
  if (def.flag === 'needAuth' && !ctx.loggedIn) return { action: 'redirect', to: phoneLoginPath(ctx.device, ctx.lang, ctx.here), clearLogin: true };
  return { action: 'render', saveTarget: def.flag !== 'offLogin' };
}
