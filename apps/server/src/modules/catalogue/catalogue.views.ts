import type { CatalogueTemplate, PackageItem, SceneItem } from '@lexbridge/contract';
import type { PackageRow, SceneRow, TemplateRow } from './catalogue.repository.ts';
import { decide, subscribedPackages, type Holdings } from './entitlement.ts';

/** What the caller is: a visitor sees every flag false. */
export interface Viewer {
  holdings: Holdings;
  subscribed: Set<string>;
  favouritePackages: Set<string>;
  favouriteTemplates: Set<string>;
}

export const VISITOR: Viewer = {
  holdings: { subscriptions: [], purchases: [] },
  subscribed: new Set(),
  favouritePackages: new Set(),
  favouriteTemplates: new Set(),
};

export function viewerOf(holdings: Holdings, favourites: { targetType: string; targetId: string }[]): Viewer {
  return {
    holdings,
    subscribed: subscribedPackages(holdings),
    favouritePackages: new Set(favourites.filter((f) => f.targetType === 'package').map((f) => f.targetId)),
    favouriteTemplates: new Set(favourites.filter((f) => f.targetType === 'template').map((f) => f.targetId)),
  };
}

const pair = (cn: string | null, en: string | null) => (cn !== null && en !== null ? { cn, en } : null);

export function packageView(p: PackageRow, v: Viewer): PackageItem {
  return {
    id: p.id,
    productType: p.productType,
    icon: p.icon,
    nameCn: p.nameCn,
    nameEn: p.nameEn,
    countText: pair(p.countTextCn, p.countTextEn) ?? { cn: '', en: '' },
    tip: pair(p.tipCn, p.tipEn),
    priceFen: p.priceFen,
    oldPriceFen: p.oldPriceFen,
    unit: { cn: p.unitCn, en: p.unitEn },
    languages: 'bilingual',
    hot: p.hot,
    closed: p.closed,
    watchNum: p.watchNum,
    templateCount: Number(p.templateCount),
    subscribed: v.subscribed.has(p.id),
    favourite: v.favouritePackages.has(p.id),
  };
}

export function sceneView(s: SceneRow): SceneItem {
  return { id: s.id, type: s.sceneType as SceneItem['type'], nameCn: s.nameCn, nameEn: s.nameEn };
}

/** Scenes and package ids of the templates, fetched once per answer and looked up per template. */
export interface TemplateExtras {
  scenes: Map<string, SceneItem[]>;
  packageIds: Map<string, string[]>;
}

export function extrasOf(scenes: SceneRow[], members: { packageId: string; templateId: string }[]): TemplateExtras {
  const out: TemplateExtras = { scenes: new Map(), packageIds: new Map() };
  for (const s of scenes) out.scenes.set(s.templateId, [...(out.scenes.get(s.templateId) ?? []), sceneView(s)]);
  for (const m of members) out.packageIds.set(m.templateId, [...(out.packageIds.get(m.templateId) ?? []), m.packageId]);
  return out;
}

export function templateView(t: TemplateRow, extras: TemplateExtras, v: Viewer): CatalogueTemplate {
  const packageIds = extras.packageIds.get(t.id) ?? [];
  return {
    id: t.id,
    classifyId: t.classifyId,
    nameCn: t.nameCn,
    nameEn: t.nameEn,
    built: t.built,
    hot: t.hot,
    priceFen: t.priceFen,
    contractPriceFen: t.contractPriceFen,
    sceneList: extras.scenes.get(t.id) ?? [],
    packageIds,
    favourite: v.favouriteTemplates.has(t.id),
    entitled: decide(v.holdings, { id: t.id, built: t.built, packageIds }).kind !== null,
  };
}
