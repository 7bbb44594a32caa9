import type { AppContext } from '../../context.ts';
import { checkCatalogue } from './catalogue.check.ts';
import { catalogueData, type CatalogueData } from './catalogue.data.ts';
import { lockCatalogue, replaceScenesAndMemberships, retireMissing, upsertClassifications, upsertPackages, upsertTemplates } from './catalogue.sync.repository.ts';
import { templateContent } from './template-content.ts';

/**
 * Loads CONTENT_DIR/catalogue into the catalogue tables at every start, in one transaction: upsert by id, so a
 * restart changes nothing and view counts survive; scenes and package membership are replaced as a whole.
 * `built` is stored as the content allows it (see checkCatalogue): a template whose folder has not landed yet is
 * "coming soon" until a start finds it.
 */
export async function syncCatalogue(ctx: AppContext): Promise<CatalogueData> {
  const data = catalogueData(ctx);
  const check = checkCatalogue(data, templateContent(ctx));
  if (check.errors.length) throw new Error(`the catalogue contradicts content/templates:\n  ${check.errors.join('\n  ')}`);
  for (const w of check.warnings) ctx.log.warn({ catalogue: w }, 'catalogue');

  const roots = data.classifications.filter((c) => !c.parentId);
  const children = data.classifications.filter((c) => c.parentId);
  await ctx.db.transaction(async (tx) => {
    await lockCatalogue(tx);
    await upsertClassifications(
      tx,
      [...roots, ...children].map((c) => ({ id: c.id, parentId: c.parentId, nameCn: c.nameCn, nameEn: c.nameEn, icon: c.icon, recommended: c.recommended, sort: data.classifications.indexOf(c) })),
    );
    await upsertPackages(
      tx,
      data.packages.map((p, sort) => ({
        id: p.id,
        productType: p.productType,
        icon: p.icon,
        nameCn: p.nameCn,
        nameEn: p.nameEn,
        countTextCn: p.countText?.cn ?? null,
        countTextEn: p.countText?.en ?? null,
        tipCn: p.tip?.cn ?? null,
        tipEn: p.tip?.en ?? null,
        introCn: p.intro.cn,
        introEn: p.intro.en,
        priceFen: p.priceFen,
        oldPriceFen: p.oldPriceFen,
        unitCn: p.unit.cn,
        unitEn: p.unit.en,
        sort,
        hot: p.hot,
        closed: p.closed,
        watchNum: p.watchNum,
        validDays: p.validDays,
      })),
    );
    await upsertTemplates(
      tx,
      data.templates.map((t, sort) => ({
        id: t.id,
        classifyId: t.classifyId,
        nameCn: t.nameCn,
        nameEn: t.nameEn,
        built: check.built.has(t.id),
        priceFen: t.priceFen,
        contractPriceFen: t.contractPriceFen,
        sort,
        hot: t.hot,
      })),
    );
    await replaceScenesAndMemberships(
      tx,
      data.templates.flatMap((t) => (data.scenes.get(t.id) ?? []).map((s, sort) => ({ id: s.id, templateId: t.id, sceneType: s.type, nameCn: s.nameCn, nameEn: s.nameEn, sort }))),
      data.packages.flatMap((p) => p.templates.map((templateId) => ({ packageId: p.id, templateId }))),
    );
    await retireMissing(tx, {
      packageIds: data.packages.map((p) => p.id),
      templateIds: data.templates.map((t) => t.id),
      classificationIds: data.classifications.map((c) => c.id),
    });
  });
  return data;
}
