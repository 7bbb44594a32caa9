import type { CatalogueTemplate, ClassifyNode, RecommendedNode, SceneType } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findTemplate, listClassifications, scenesOf, type ClassificationRow } from './catalogue.repository.ts';
import { sceneView } from './catalogue.views.ts';
import { findTemplateViews, viewerFor } from './viewer.ts';

function tree(rows: ClassificationRow[]): ClassifyNode[] {
  const node = (r: ClassificationRow): ClassifyNode => ({
    id: r.id,
    parentId: r.parentId,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    icon: r.icon,
    recommended: r.recommended,
    children: rows.filter((c) => c.parentId === r.id).map(node),
  });
  return rows.filter((r) => !r.parentId).map(node);
}

/** A node and the nodes under it (the tree has two levels). */
function subtree(rows: ClassificationRow[], id: string): string[] {
  return [id, ...rows.filter((r) => r.parentId === id).map((r) => r.id)];
}

/** GET /classifies/tree */
export async function classifyTree(ctx: AppContext): Promise<ClassifyNode[]> {
  return tree(await listClassifications(ctx.db));
}

/** GET /classifies/recommended: recommended first-level nodes, each with every template under it. */
export async function recommendedClassifies(ctx: AppContext, userId: number | null): Promise<RecommendedNode[]> {
  const [rows, viewer] = await Promise.all([listClassifications(ctx.db), viewerFor(ctx, userId)]);
  const roots = rows.filter((r) => !r.parentId && r.recommended);
  const templates = await findTemplateViews(ctx, { classifyIds: roots.flatMap((r) => subtree(rows, r.id)) }, viewer);
  return roots.map((r) => {
    const ids = new Set(subtree(rows, r.id));
    return { id: r.id, nameCn: r.nameCn, nameEn: r.nameEn, icon: r.icon, templates: templates.filter((t) => ids.has(t.classifyId)) };
  });
}

/** GET /classifies/all and /templateSceneType/listByPid: templates under a node (first or second level), or all. */
export async function templatesUnder(ctx: AppContext, userId: number | null, classifyId?: string): Promise<CatalogueTemplate[]> {
  const [rows, viewer] = await Promise.all([listClassifications(ctx.db), viewerFor(ctx, userId)]);
  if (classifyId === undefined || classifyId === '') return findTemplateViews(ctx, {}, viewer);
  if (!rows.some((r) => r.id === classifyId)) throw new AppError('NOT_FOUND');
  return findTemplateViews(ctx, { classifyIds: subtree(rows, classifyId) }, viewer);
}

/** GET /templateSceneType: the scenes a template is offered in (empty for templates without scenes). */
export async function scenesOfTemplate(ctx: AppContext, templateId: string) {
  if (!(await findTemplate(ctx.db, templateId))) throw new AppError('NOT_FOUND');
  return (await scenesOf(ctx.db, [templateId])).map(sceneView);
}

/** GET /templateSceneType/listBySceneType: templates offered in a scene. */
export async function templatesInScene(ctx: AppContext, userId: number | null, sceneType: SceneType) {
  return findTemplateViews(ctx, { sceneType }, await viewerFor(ctx, userId));
}
