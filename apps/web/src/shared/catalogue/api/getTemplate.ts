import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { TemplateDetail } from '../types.ts';

/** GET /templates/{id} — a template's page: scenes, prices, texts, the packages holding it. */
export function getTemplate(id: string): Promise<TemplateDetail> {
  return request<TemplateDetail>('GET', `/templates/${encodeURIComponent(id)}`);
}

export function useTemplate(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'template', id), queryFn: () => getTemplate(id!), enabled: !!id });
}
