import { COOKIE, DEFAULT_LANG, type Lang } from '@lexbridge/contract/constants';
import { routePath, type Device } from '@lexbridge/contract/routes';
import { getCookie } from './cookies.ts';

/** The language saved in the `lang` cookie (spec §4: only en and cn; default cn). */
export function savedLang(): Lang {
  const v = getCookie(COOKIE.lang);
  return v === 'en' || v === 'cn' ? v : DEFAULT_LANG;
}

/** Device tree and language of a page path: `/m/en/...` is the mobile site in English. */
export function locate(pathname: string): { device: Device; lang: Lang } {
  const segs = pathname.split('/').filter(Boolean);
  const device: Device = segs[0] === 'm' ? 'mobile' : 'pc';
  const langSeg = device === 'mobile' ? segs[1] : segs[0];
  const lang: Lang = langSeg === 'en' || langSeg === 'cn' ? langSeg : savedLang();
  return { device, lang };
}

export function homePath(device: Device, lang: Lang): string {
  return routePath(device, lang, 'home');
}

/** The SMS-code login page, carrying where to come back to (spec §4, §8). */
export function phoneLoginPath(device: Device, lang: Lang, redirect?: string): string {
  const base = routePath(device, lang, 'phone');
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

/** Personal home: where a login ends when nothing else was asked for. */
export function personalHomePath(device: Device, lang: Lang): string {
  return routePath(device, lang, 'personalHome');
}

/** Joins a path that may already hold a query with the query of the page it replaces. */
export function withQuery(path: string, search: string): string {
  const extra = search.startsWith('?') ? search.slice(1) : search;
  if (!extra) return path;
  return path.includes('?') ? `${path}&${extra}` : `${path}?${extra}`;
}
