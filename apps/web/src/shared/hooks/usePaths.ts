import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '@lexbridge/contract/constants';
import { routeByName, routePath, type Device } from '@lexbridge/contract/routes';
import { locate } from '../locate.ts';

type RouteParams = Record<string, string | number | undefined>;

export interface Paths {
  device: Device;
  lang: Lang;
  /** Path of a named route of the registry on this device and language: `paths.to('personalHome')`. */
  to(name: string, params?: RouteParams): string;
  /** Whether this device has a route of that name (the two sites differ a little). */
  has(name: string): boolean;
  /** The current page in another language, query kept. */
  inLang(lang: Lang): string;
}

export function pathInLang(pathname: string, search: string, lang: Lang): string {
  const swapped = pathname.replace(/^(\/m)?\/(cn|en)(?=\/|$)/, (_all, m: string | undefined) => `${m ?? ''}/${lang}`);
  return swapped + search;
}

export function pathsFor(device: Device, lang: Lang, pathname = '', search = ''): Paths {
  return {
    device,
    lang,
    to: (name, params) => routePath(device, lang, name, params),
    has: (name) => routeByName(device, name) !== undefined,
    inLang: (l) => pathInLang(pathname, search, l),
  };
}

export function usePaths(): Paths {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const { device, lang } = locate(pathname);
    return pathsFor(device, lang, pathname, search);
  }, [pathname, search]);
}
