import type { Lang } from '../model/types.ts';

/** side-by-side: two columns, one row per clause; sequential: all Chinese then all English; cn/en: one language. */
export type Layout = 'side-by-side' | 'sequential' | 'cn' | 'en';

export function languagesOf(layout: Layout): Lang[] {
  return layout === 'cn' ? ['cn'] : layout === 'en' ? ['en'] : ['cn', 'en'];
}
