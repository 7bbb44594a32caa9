import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { CatalogueTemplate } from '../types.ts';

/** GET /classifies/all?classifyId= — every template under a classification (its children's too), or every template. */
export function listClassifyTemplates(classifyId?: string): Promise<CatalogueTemplate[]> {
  return request<CatalogueTemplate[]>('GET', '/classifies/all', { params: { classifyId } });
}

export function useClassifyTemplates(classifyId: string | undefined, enabled = true) {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'classifyAll', classifyId ?? '*'), queryFn: () => listClassifyTemplates(classifyId), enabled });
}
