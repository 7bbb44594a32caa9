import type { CatalogueTemplate, SceneItem, SceneType } from './types.ts';

/**
 * Scenes of a deal (the drafting notes): domestic = China-to-China, entry = inbound into China, exit = outbound from
 * China. Labels and one-line explanations are in the `catalogue` namespace: `scene.<type>`, `sceneHint.<type>`;
 * Human Resources templates speak of the employee instead (`sceneHintHr.<type>`: a Chinese or a foreign national).
 */
export const HR_CLASSIFY_ID = 'hr';

/** The locale key of the line explaining a scene, for a template under the given first-level classification. */
export function sceneHintKey(type: SceneType, rootClassifyId: string | null | undefined): string {
  return rootClassifyId === HR_CLASSIFY_ID && type !== 'exit' ? `sceneHintHr.${type}` : `sceneHint.${type}`;
}
export const SCENE_ORDER: SceneType[] = ['domestic', 'entry', 'exit'];

export function sortScenes(list: SceneItem[]): SceneItem[] {
  return [...list].sort((a, b) => SCENE_ORDER.indexOf(a.type) - SCENE_ORDER.indexOf(b.type));
}

export function isSceneType(v: string | null | undefined): v is SceneType {
  return v === 'domestic' || v === 'entry' || v === 'exit';
}

/** The scene to start with: the one asked for in the URL when the template offers it, else its first scene. */
export function initialScene(list: SceneItem[], asked: string | null | undefined): SceneType | null {
  if (list.length === 0) return null;
  if (isSceneType(asked) && list.some((s) => s.type === asked)) return asked;
  return sortScenes(list)[0].type;
}

/** Templates offered in a scene; `all` keeps every template (including those without scenes). */
export function filterByScene<T extends Pick<CatalogueTemplate, 'sceneList'>>(list: T[], scene: SceneType | 'all'): T[] {
  if (scene === 'all') return list;
  return list.filter((t) => t.sceneList.some((s) => s.type === scene));
}
