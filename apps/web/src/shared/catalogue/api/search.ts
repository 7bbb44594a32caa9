import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { SearchAnswer } from '../types.ts';

const EMPTY: SearchAnswer = { templates: [], packages: [] };

/** GET /search?q= — templates and packages whose names or introductions match, in either language. */
export function searchCatalogue(q: string, pageSize = 20): Promise<SearchAnswer> {
  return request<SearchAnswer>('GET', '/search', { params: { q, pageSize } });
}

/** An empty query asks nothing: it answers empty lists at once. */
export function useCatalogueSearch(q: string) {
  const viewer = useViewer();
  const term = q.trim();
  return useQuery({
    queryKey: catalogueKey(viewer, 'search', term),
    queryFn: () => (term ? searchCatalogue(term) : Promise.resolve(EMPTY)),
    placeholderData: keepPreviousData,
  });
}
