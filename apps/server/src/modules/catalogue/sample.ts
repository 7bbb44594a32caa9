import { assemble, renderHtml, type ClauseLibrary, type Layout, type Scene, type TemplateEntry } from '@lexbridge/drafting';

/**
 * The template page's sample: the polished answer set of a scene (`sample-<scene>`, or `sample` for a template
 * without scenes) rendered to HTML. Content is fixed for the life of a process, so each (template, scene, layout)
 * is rendered once.
 */
const cache = new Map<string, string>();

export function sampleAnswerSet(entry: TemplateEntry, scene: Scene | null) {
  const sets = entry.answerSets;
  const named = sets.find((s) => s.name === (scene ? `sample-${scene}` : 'sample'));
  return named ?? sets.find((s) => s.scene === scene) ?? null;
}

/** Null when the template has no answer set for the scene. */
export function renderSample(entry: TemplateEntry, library: ClauseLibrary, scene: Scene | null, layout: Layout): string | null {
  const key = `${entry.dir}|${scene ?? ''}|${layout}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const set = sampleAnswerSet(entry, scene);
  if (!set) return null;
  const answers = scene ? { ...set.answers, scene } : set.answers;
  const html = renderHtml(assemble(entry.compiled, answers, { library, mode: 'preview' }), { layout });
  cache.set(key, html);
  return html;
}
