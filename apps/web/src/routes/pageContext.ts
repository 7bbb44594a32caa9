import { createContext, useContext } from 'react';
import type { Lang } from '@lexbridge/contract/constants';
import type { Device, RouteDef } from '@lexbridge/contract/routes';

/** The registry entry being shown and its path parameters (e.g. `token` of elogin/:token). */
export interface PageInfo {
  def: RouteDef;
  params: Record<string, string>;
  device: Device;
  lang: Lang;
}

export const PageContext = createContext<PageInfo | null>(null);

export function usePageRoute(): PageInfo {
  const info = useContext(PageContext);
  if (!info) throw new Error('usePageRoute outside a routed page');
  return info;
}

/** Path parameters of the current route, named as in the registry (`:token` → `params.token`). */
export function usePageParams(): Record<string, string> {
  return usePageRoute().params;
}
