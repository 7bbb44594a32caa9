import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { request } from '../../api/client.ts';

/** PUT /productpkgs/incwatchnum?id= — counts one view of a package; answers the new count. */
export function incWatchNum(id: string): Promise<{ watchNum: number }> {
  return request<{ watchNum: number }>('PUT', '/productpkgs/incwatchnum', { params: { id }, quiet: true });
}

/** Visits already counted, by history entry: a re-render or a second effect run of the same visit counts nothing. */
const counted = new Map<string, Promise<{ watchNum: number }>>();

/**
 * Counts one visit of a package page (a new history entry is a new visit; going back is one too) and gives the
 * count the server answered, null until then or when the count failed (the page then shows the detail's own count).
 */
export function useCountPackageVisit(id: string | undefined): number | null {
  const { key } = useLocation();
  const [watchNum, setWatchNum] = useState<number | null>(null);
  useEffect(() => {
    if (!id) return;
    const visit = `${key}:${id}`;
    let pending = counted.get(visit);
    if (!pending) {
      pending = incWatchNum(id);
      counted.set(visit, pending);
    }
    let live = true;
    pending.then(
      (a) => live && setWatchNum(a.watchNum),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, key]);
  return watchNum;
}
