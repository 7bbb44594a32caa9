import type { TemplateContent } from '@lexbridge/drafting';
import type { CatalogueData } from './catalogue.data.ts';

export interface CatalogueCheck {
  /** Catalogue templates that are built and whose content folder is present. */
  built: Set<string>;
  /** Worth a log line, not a refusal to start. */
  warnings: string[];
  /** The catalogue contradicts the content: the server must not start. */
  errors: string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The catalogue against content/templates. Template folders land over time, so an entry marked built whose folder
 * is missing is shown as "coming soon" (with a warning) until the folder arrives; but a folder that exists must
 * agree with its entry (same scenes, same first-level category), or the catalogue would offer scenes the template
 * cannot draft.
 */
export function checkCatalogue(data: CatalogueData, content: TemplateContent): CatalogueCheck {
  const built = new Set<string>();
  const warnings: string[] = [];
  const errors: string[] = [];
  const rootOf = new Map(data.classifications.map((c) => [c.id, c.parentId ?? c.id]));

  for (const t of data.templates) {
    const entry = content.templates.get(t.id);
    if (!entry) {
      if (t.built) warnings.push(`template ${t.id} is marked built but content/templates/${t.id} is missing: shown as coming soon`);
      continue;
    }
    const meta = entry.compiled.template.meta;
    if (!sameSet(meta.scenes, t.scenes)) errors.push(`template ${t.id}: catalogue scenes [${t.scenes.join(', ')}], template scenes [${meta.scenes.join(', ')}]`);
    if (meta.category !== rootOf.get(t.classifyId)) errors.push(`template ${t.id}: catalogue category ${rootOf.get(t.classifyId)}, template category ${meta.category}`);
    if (!t.built) {
      warnings.push(`template ${t.id} has content but the catalogue marks it not built: shown as coming soon`);
      continue;
    }
    built.add(t.id);
  }
  const listed = new Set(data.templates.map((t) => t.id));
  for (const id of content.templates.keys()) if (!listed.has(id)) warnings.push(`content/templates/${id} has no catalogue entry: not offered`);
  return { built, warnings, errors };
}
