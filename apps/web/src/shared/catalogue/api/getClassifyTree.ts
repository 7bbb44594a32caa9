import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import type { ClassifyNode } from '../types.ts';

/** GET /classifies/tree — the classification tree, first level with its children. */
export function getClassifyTree(): Promise<ClassifyNode[]> {
  return request<ClassifyNode[]>('GET', '/classifies/tree');
}

/** The tree is the same for everyone and changes with a release only. */
export function useClassifyTree() {
  return useQuery({ queryKey: ['catalogue', 'tree'], queryFn: getClassifyTree, staleTime: 10 * 60_000 });
}
