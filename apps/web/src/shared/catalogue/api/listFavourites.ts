import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { CollectionsAnswer, FavouriteTarget } from '../types.ts';

/** GET /collections — one page of My Favorites, newest first; all kinds when no target type is given. */
export function listFavourites(targetType: FavouriteTarget | undefined, pageNo: number, pageSize: number): Promise<CollectionsAnswer> {
  return request<CollectionsAnswer>('GET', '/collections', { params: { targetType, pageNo, pageSize } });
}

export const favouritesKey = (viewer: string, targetType: FavouriteTarget | undefined, pageNo: number, pageSize: number) =>
  catalogueKey(viewer, 'favourites', targetType ?? 'all', pageNo, pageSize);

export function useFavourites(targetType: FavouriteTarget | undefined, pageNo: number, pageSize: number) {
  const { loggedIn } = useAuth();
  const viewer = useViewer();
  return useQuery({
    queryKey: favouritesKey(viewer, targetType, pageNo, pageSize),
    queryFn: () => listFavourites(targetType, pageNo, pageSize),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}
