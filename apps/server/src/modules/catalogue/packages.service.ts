import type { PackageCategory, PackageDetail, PackagesAnswer } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { countPackages, findPackage, incrementWatch, listClassifications, listPackages } from './catalogue.repository.ts';
import { packageView } from './catalogue.views.ts';
import { findTemplateViews, viewerFor } from './viewer.ts';

const HOT_LIMIT = 6;

/** GET /productpkgs: one page of packages of an application type; closed ones (the trial) only when asked. */
export async function listPackagesPage(
  ctx: AppContext,
  userId: number | null,
  q: { productType: number; close: boolean; pageNo: number; pageSize: number },
): Promise<PackagesAnswer> {
  const filter = { productType: q.productType, includeClosed: q.close };
  const [rows, total, viewer] = await Promise.all([
    listPackages(ctx.db, filter, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
    countPackages(ctx.db, filter),
    viewerFor(ctx, userId),
  ]);
  return { list: rows.map((r) => packageView(r, viewer)), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** GET /productpkgs/hot: packages for sale, hot ones first. */
export async function hotPackages(ctx: AppContext, userId: number | null, productType: number) {
  const [rows, viewer] = await Promise.all([
    listPackages(ctx.db, { productType }, { limit: HOT_LIMIT, offset: 0, hotFirst: true }),
    viewerFor(ctx, userId),
  ]);
  return rows.map((r) => packageView(r, viewer));
}

/** GET /productpkgs/{id}: the package with its templates grouped by second-level classification. */
export async function packageDetail(ctx: AppContext, userId: number | null, id: string): Promise<PackageDetail> {
  const row = await findPackage(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const viewer = await viewerFor(ctx, userId);
  const [templates, classes] = await Promise.all([findTemplateViews(ctx, { packageId: id }, viewer), listClassifications(ctx.db)]);
  const categories: PackageCategory[] = [];
  for (const c of classes) {
    const inside = templates.filter((t) => t.classifyId === c.id);
    if (inside.length) categories.push({ id: c.id, nameCn: c.nameCn, nameEn: c.nameEn, templates: inside });
  }
  return { ...packageView(row, viewer), intro: { cn: row.introCn ?? '', en: row.introEn ?? '' }, categories };
}

/** PUT /productpkgs/incwatchnum: counts one view per call (open to visitors). */
export async function incWatchNum(ctx: AppContext, id: string) {
  const watchNum = await incrementWatch(ctx.db, id);
  if (watchNum === null) throw new AppError('NOT_FOUND');
  return { watchNum };
}
