import { resolveEntry, routePath } from '@lexbridge/contract/routes';
import type { Lang } from '@lexbridge/contract/constants';
import { getCurrentUser, currentUserKey } from '../api/users/getCurrentUser.ts';
import { fetchTokenExpiry } from '../api/tokens/fetchTokenExpiry.ts';
import { deleteToken } from '../api/tokens/deleteToken.ts';
import { queryClient } from '../api/queryClient.ts';
import type { CurrentUser } from '../api/types.ts';
import { currentPath, navigateTo } from '../navigation.ts';
import { homePath, locate, personalHomePath } from '../locate.ts';
import { clearLogin, isLoggedIn, setToken, setTokenExpiry, setUserInfo, type UserInfo } from './authState.ts';
import { readRedirectTarget } from './redirectTarget.ts';

export { clearLogin, isLoggedIn } from './authState.ts';

/**
 * The `userInfo` cookie keeps id, name and headImg (spec §3). Accounts made with a phone alone have no name yet,
 * so the header shows the account name or the masked phone instead.
 */
export function toUserInfo(user: CurrentUser['user']): UserInfo {
  return { id: user.id, name: user.name || user.account || user.phone || '', headImg: user.headImg };
}

/** After any login answer: keep the token, its expiry and the user's display fields. */
export async function setLogin(token: string): Promise<UserInfo> {
  setToken(token);
  const [expiresAt, me] = await Promise.all([fetchTokenExpiry(), getCurrentUser()]);
  setTokenExpiry(expiresAt);
  const info = toUserInfo(me.user);
  setUserInfo(info);
  queryClient.setQueryData(currentUserKey, me);
  return info;
}

/** Refreshes the `userInfo` cookie after the profile changed. */
export function refreshUserInfo(me: CurrentUser): void {
  setUserInfo(toUserInfo(me.user));
  queryClient.setQueryData(currentUserKey, me);
}

/** Puts a saved path into the language being used now (the visitor may have switched on the login page). */
function inLanguage(path: string, lang: Lang): string {
  return path.replace(/^(\/m)?\/(cn|en)(?=\/|$|\?)/, (_all, m: string | undefined) => `${m ?? ''}/${lang}`);
}

/** A same-site page a login may go to; visitors-only pages are refused (they would bounce straight home). */
function usableTarget(target: string | null, lang: Lang): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const path = inLanguage(target, lang);
  const pathname = path.split(/[?#]/)[0];
  const { device } = locate(pathname);
  const entry = resolveEntry(pathname, { phone: device === 'mobile', cookieLang: lang });
  if ('redirect' in entry) return path;
  if (entry.standalone) return path;
  if (!entry.match || entry.match.def.flag === 'offLogin') return null;
  if (entry.match.def.loginRedirect) return routePath(device, lang, entry.match.def.loginRedirect);
  return path;
}

/** Where a successful login goes (spec §4): the `redirect` query, else the saved target, else personal home. */
export function loginDestination(pathname: string, search: string): string {
  const { device, lang } = locate(pathname);
  const asked = new URLSearchParams(search).get('redirect');
  return usableTarget(asked, lang) ?? usableTarget(readRedirectTarget(), lang) ?? personalHomePath(device, lang);
}

/** Called by every login page once `setLogin` has succeeded. */
export function afterLogin(): void {
  navigateTo(loginDestination(window.location.pathname, window.location.search), { replace: true });
}

/** Spec §4: tell the server, clear the three cookies, go to the home page (mobile home on mobile) unless already there. */
export async function logout(): Promise<void> {
  if (isLoggedIn()) {
    try {
      await deleteToken();
    } catch {
      /* the session may already be gone; the browser forgets it either way */
    }
  }
  clearLogin();
  queryClient.clear();
  const { device, lang } = locate(window.location.pathname);
  const home = homePath(device, lang);
  if (currentPath().split('?')[0] !== home) navigateTo(home);
}
