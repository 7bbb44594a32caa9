import type { SearchAnswer } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { catalogueData } from './catalogue.data.ts';
import { listPackages } from './catalogue.repository.ts';
import { packageView } from './catalogue.views.ts';
import { templateContent } from './template-content.ts';
import { findTemplateViews, viewerFor } from './viewer.ts';

/** `q` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Template ids whose introduction (from the template, or the catalogue for entries not built yet) contains the
 * query in either language. Intros live in content, not in the tables, so they are matched here.
 */
function introMatches(ctx: AppContext, q: string): string[] {
  const needle = q.toLocaleLowerCase();
  const has = (s: string | undefined) => !!s && s.toLocaleLowerCase().includes(needle);
  const content = templateContent(ctx);
  return catalogueData(ctx).templates
    .filter((t) => {
      const intro = content.templates.get(t.id)?.compiled.template.meta.intro ?? t.intro;
      return has(intro?.cn) || has(intro?.en);
    })
    .map((t) => t.id);
}

/** GET /search: the header search over catalogue templates and packages for sale, names and intros, both languages. */
export async function search(ctx: AppContext, userId: number | null, q: { q: string; pageSize: number }): Promise<SearchAnswer> {
  const query = q.q.trim();
  if (!query) return { templates: [], packages: [] };
  const like = likePattern(query);
  const viewer = await viewerFor(ctx, userId);
  const [templates, packages] = await Promise.all([
    findTemplateViews(ctx, { like, alsoIds: introMatches(ctx, query) }, viewer, q.pageSize),
    listPackages(ctx.db, { like }, { limit: q.pageSize, offset: 0 }),
  ]);
  return { templates, packages: packages.map((p) => packageView(p, viewer)) };
}
