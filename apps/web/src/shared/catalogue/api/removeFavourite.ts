import { request } from '../../api/client.ts';
import type { FavouriteTarget } from '../types.ts';

/** DELETE /collections?targetType=&targetId= — removes a package or a template from My Favorites. */
export function removeFavourite(targetType: FavouriteTarget, targetId: string): Promise<{ favourite: boolean }> {
  return request<{ favourite: boolean }>('DELETE', '/collections', { params: { targetType, targetId } });
}
