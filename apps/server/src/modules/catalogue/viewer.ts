import type { AppContext } from '../../context.ts';
import { listTemplates, membershipsOf, scenesOf, type TemplateFilter, type TemplateRow } from './catalogue.repository.ts';
import { extrasOf, templateView, viewerOf, VISITOR, type Viewer } from './catalogue.views.ts';
import { holdingsOf } from './entitlement.ts';
import { favouritesOf } from './favourites.repository.ts';

/** The flags of a logged-in user (subscriptions, purchases, favourites); every flag false for a visitor. */
export async function viewerFor(ctx: AppContext, userId: number | null): Promise<Viewer> {
  if (userId === null) return VISITOR;
  const [holdings, favourites] = await Promise.all([holdingsOf(ctx.db, userId, new Date(ctx.clock.now())), favouritesOf(ctx.db, userId)]);
  return viewerOf(holdings, favourites);
}

/** Catalogue templates as answered to the client, with scenes, packages and the viewer's flags. */
export async function templateViews(ctx: AppContext, rows: TemplateRow[], viewer: Viewer) {
  const ids = rows.map((r) => r.id);
  const [scenes, members] = await Promise.all([scenesOf(ctx.db, ids), membershipsOf(ctx.db, ids)]);
  const extras = extrasOf(scenes, members);
  return rows.map((r) => templateView(r, extras, viewer));
}

export async function findTemplateViews(ctx: AppContext, filter: TemplateFilter, viewer: Viewer, limit?: number) {
  return templateViews(ctx, await listTemplates(ctx.db, filter, limit), viewer);
}
