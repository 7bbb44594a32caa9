import type { CollectionItem, CollectionsAnswer, catalogue } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findPackage, findTemplate, listPackages, listTemplates } from './catalogue.repository.ts';
import { packageView } from './catalogue.views.ts';
import { addFavourite, countFavourites, pageFavourites, removeFavourite } from './favourites.repository.ts';
import { templateViews, viewerFor } from './viewer.ts';

type Target = { targetType: catalogue.FavouriteTarget; targetId: string };

async function targetExists(ctx: AppContext, t: Target): Promise<boolean> {
  return t.targetType === 'package' ? !!(await findPackage(ctx.db, t.targetId)) : !!(await findTemplate(ctx.db, t.targetId));
}

/** PUT /collections: collecting twice is the same as once. */
export async function collect(ctx: AppContext, userId: number, t: Target) {
  if (!(await targetExists(ctx, t))) throw new AppError('NOT_FOUND');
  await addFavourite(ctx.db, userId, t.targetType, t.targetId, new Date(ctx.clock.now()));
  return { favourite: true };
}

/** DELETE /collections: removing what is not collected changes nothing. */
export async function uncollect(ctx: AppContext, userId: number, t: Target) {
  await removeFavourite(ctx.db, userId, t.targetType, t.targetId);
  return { favourite: false };
}

/** GET /collections: My Favorites, newest first, each with its package or template as the catalogue shows it. */
export async function listCollections(
  ctx: AppContext,
  userId: number,
  q: { targetType?: catalogue.FavouriteTarget; pageNo: number; pageSize: number },
): Promise<CollectionsAnswer> {
  const [rows, total, viewer] = await Promise.all([
    pageFavourites(ctx.db, userId, q.targetType, q.pageSize, (q.pageNo - 1) * q.pageSize),
    countFavourites(ctx.db, userId, q.targetType),
    viewerFor(ctx, userId),
  ]);
  const packageIds = rows.filter((r) => r.targetType === 'package').map((r) => r.targetId);
  const templateIds = rows.filter((r) => r.targetType === 'template').map((r) => r.targetId);
  const [pkgs, tpls] = await Promise.all([
    packageIds.length ? listPackages(ctx.db, { ids: packageIds, includeClosed: true }) : [],
    templateIds.length ? listTemplates(ctx.db, { ids: templateIds }) : [],
  ]);
  const pkgViews = new Map(pkgs.map((p) => [p.id, packageView(p, viewer)]));
  const tplViews = new Map((await templateViews(ctx, tpls, viewer)).map((t) => [t.id, t]));
  const list: CollectionItem[] = rows.flatMap((r): CollectionItem[] => {
    const base = { targetId: r.targetId, createdAt: r.createdAt.getTime() };
    if (r.targetType === 'package') {
      const p = pkgViews.get(r.targetId);
      return p ? [{ ...base, targetType: 'package', nameCn: p.nameCn, nameEn: p.nameEn, package: p }] : [];
    }
    const t = tplViews.get(r.targetId);
    return t ? [{ ...base, targetType: 'template', nameCn: t.nameCn, nameEn: t.nameEn, template: t }] : [];
  });
  return { list, total };
}
