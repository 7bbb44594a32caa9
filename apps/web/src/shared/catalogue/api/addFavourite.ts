import { request } from '../../api/client.ts';
import type { FavouriteTarget } from '../types.ts';

/** PUT /collections — collects a package or a template into My Favorites. */
export function addFavourite(targetType: FavouriteTarget, targetId: string): Promise<{ favourite: boolean }> {
  return request<{ favourite: boolean }>('PUT', '/collections', { data: { targetType, targetId } });
}
