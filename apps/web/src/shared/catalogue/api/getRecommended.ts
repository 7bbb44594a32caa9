import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { RecommendedNode } from '../types.ts';

/** GET /classifies/recommended — the recommended first-level categories, each with its templates and their scenes. */
export function getRecommended(): Promise<RecommendedNode[]> {
  return request<RecommendedNode[]>('GET', '/classifies/recommended');
}

export function useRecommended() {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'recommended'), queryFn: getRecommended });
}
