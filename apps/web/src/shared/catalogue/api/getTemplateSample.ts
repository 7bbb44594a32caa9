import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import type { SampleAnswer, SampleLayout, SceneType } from '../types.ts';

/** GET /templates/{id}/sample — the engine's HTML of the template's sample answers, in a scene and a layout. */
export function getTemplateSample(id: string, scene: SceneType | null, layout: SampleLayout): Promise<SampleAnswer> {
  return request<SampleAnswer>('GET', `/templates/${encodeURIComponent(id)}/sample`, { params: { scene: scene ?? undefined, layout } });
}

/** The same for every viewer; the previous sample stays on screen while another layout loads. */
export function useTemplateSample(id: string, scene: SceneType | null, layout: SampleLayout, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'sample', id, scene ?? '-', layout],
    queryFn: () => getTemplateSample(id, scene, layout),
    enabled,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
