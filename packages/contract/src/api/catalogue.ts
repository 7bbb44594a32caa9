import { z } from 'zod';

/**
 * Catalogue calls (spec §3, §7, §9): packages, classifications, templates with their scenes, favourites, search and
 * template feedback. Paths are under /api. Money is integer fen. Bilingual names are `nameCn` / `nameEn`; other
 * bilingual texts are `{ cn, en }`.
 *
 * `productType` of a package is the application type of spec §3: 1 English contract review, 4 contract drafting,
 * 2 and 5 further services (5: the FIE conversion toolkit). `GET /productpkgs` keeps the spec's default of 1.
 */
const k = (message: string) => ({ message });

export const PACKAGE_IDS = ['custom', 'belt-road', 'foreign-trade', 'domestic', 'trial', 'review', 'fie'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];
export const PRODUCT_TYPES = [1, 2, 4, 5] as const;
export const SCENE_TYPES = ['domestic', 'entry', 'exit'] as const;
export type SceneType = (typeof SCENE_TYPES)[number];
export const CLASSIFY_IDS = ['ma', 'trade', 'hr'] as const;
export const LAYOUTS = ['side-by-side', 'sequential', 'cn', 'en'] as const;
export const FAVOURITE_TARGETS = ['package', 'template'] as const;
export type FavouriteTarget = (typeof FAVOURITE_TARGETS)[number];

/** "false" from a query string must stay false (z.coerce.boolean would read it as true). */
const queryBool = (d: boolean) =>
  z.preprocess((v) => (v === undefined || v === '' ? d : v === true || v === 'true' || v === '1'), z.boolean());
const pageNo = z.coerce.number().int().min(1).default(1);
const pageSize = (d: number, max: number) => z.coerce.number().int().min(1).max(max).default(d);

export const biText = z.object({ cn: z.string(), en: z.string() });
export type BiText = z.infer<typeof biText>;

// ---------------------------------------------------------------- views

export const packageItem = z.object({
  id: z.string(),
  productType: z.number().int(),
  /** Icon key the web maps to an image; one per fixed package id. */
  icon: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** '25/51 categories' style text. */
  countText: biText,
  tip: biText.nullable(),
  priceFen: z.number().int(),
  oldPriceFen: z.number().int().nullable(),
  unit: biText,
  languages: z.literal('bilingual'),
  hot: z.boolean(),
  /** Not for sale (the free trial); listed only with close=true. */
  closed: z.boolean(),
  watchNum: z.number().int(),
  templateCount: z.number().int(),
  /** The logged-in user holds an active subscription (or trial) of this package; false for visitors. */
  subscribed: z.boolean(),
  favourite: z.boolean(),
});
export type PackageItem = z.infer<typeof packageItem>;

export const sceneItem = z.object({
  id: z.string(),
  type: z.enum(SCENE_TYPES),
  nameCn: z.string(),
  nameEn: z.string(),
});
export type SceneItem = z.infer<typeof sceneItem>;

export const catalogueTemplate = z.object({
  id: z.string(),
  classifyId: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** false: the template is not written yet ("This contract template is coming soon"). */
  built: z.boolean(),
  hot: z.boolean(),
  /** Price to buy the template, fen. */
  priceFen: z.number().int(),
  /** Price of one generated contract without package or purchase; null when not offered. */
  contractPriceFen: z.number().int().nullable(),
  /** Empty for templates without scenes. */
  sceneList: z.array(sceneItem),
  packageIds: z.array(z.string()),
  favourite: z.boolean(),
  /** The logged-in user may draft it: a subscribed package, a purchased template or a trial with counts left. */
  entitled: z.boolean(),
});
export type CatalogueTemplate = z.infer<typeof catalogueTemplate>;

export const packageCategory = z.object({
  id: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  templates: z.array(catalogueTemplate),
});
export type PackageCategory = z.infer<typeof packageCategory>;

export const packageDetail = packageItem.extend({
  intro: biText,
  /** Second-level classifications holding the package's templates, in catalogue order. */
  categories: z.array(packageCategory),
});
export type PackageDetail = z.infer<typeof packageDetail>;

export interface ClassifyNode {
  id: string;
  parentId: string | null;
  nameCn: string;
  nameEn: string;
  icon: string | null;
  recommended: boolean;
  children: ClassifyNode[];
}
export const classifyNode: z.ZodType<ClassifyNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    nameCn: z.string(),
    nameEn: z.string(),
    icon: z.string().nullable(),
    recommended: z.boolean(),
    children: z.array(classifyNode),
  }),
);

/** GET /classifies/recommended: a first-level node with every template under it (its own and its children's). */
export const recommendedNode = z.object({
  id: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  icon: z.string().nullable(),
  templates: z.array(catalogueTemplate),
});
export type RecommendedNode = z.infer<typeof recommendedNode>;

export const templateDetail = catalogueTemplate.extend({
  intro: biText,
  usage: biText,
  disclaimer: biText,
  /** About how long the questionnaire takes; null for a template not built yet. */
  minutes: z.number().int().nullable(),
  /** Packages that contain the template. */
  packages: z.array(packageItem),
  questionCount: z.number().int(),
  /** Classification names for the breadcrumb. */
  classifyNameCn: z.string(),
  classifyNameEn: z.string(),
});
export type TemplateDetail = z.infer<typeof templateDetail>;

// ---------------------------------------------------------------- packages

/** GET /productpkgs */
export const packagesQuery = z.object({
  productType: z.coerce.number().int().default(1),
  /** Kept for the spec's call shape: both languages are always answered. */
  english: queryBool(false),
  /** true: closed (not for sale) packages are listed too. */
  close: queryBool(false),
  pageNo,
  pageSize: pageSize(50, 100),
});
export const packagesAnswer = z.object({ list: z.array(packageItem), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type PackagesAnswer = z.infer<typeof packagesAnswer>;

/** GET /productpkgs/hot — hot first, at most 6. */
export const hotPackagesQuery = z.object({ productType: z.coerce.number().int().default(1) });
export const hotPackagesAnswer = z.array(packageItem);

/** GET /productpkgs/{id} */
export const packageIdParams = z.object({ id: z.string().min(1).max(64) });
export const packageDetailAnswer = packageDetail;

/** PUT /productpkgs/incwatchnum?id= */
export const incWatchQuery = z.object({ id: z.string(k('invalid')).min(1, k('invalid')).max(64) });
export const incWatchAnswer = z.object({ watchNum: z.number().int() });

// ---------------------------------------------------------------- classifications and scenes

/** GET /classifies/tree */
export const classifyTreeAnswer = z.array(classifyNode);
/** GET /classifies/recommended */
export const recommendedAnswer = z.array(recommendedNode);
/** GET /classifies/all?classifyId= — every template under a node (first or second level), or all. */
export const classifyAllQuery = z.object({ classifyId: z.string().max(64).optional() });
export const templateListAnswer = z.array(catalogueTemplate);

/** GET /templateSceneType?templateId= */
export const templateScenesQuery = z.object({ templateId: z.string(k('invalid')).min(1, k('invalid')).max(64) });
export const templateScenesAnswer = z.array(sceneItem);
/** GET /templateSceneType/listBySceneType?sceneType= */
export const bySceneQuery = z.object({ sceneType: z.enum(SCENE_TYPES) });
/** GET /templateSceneType/listByPid?pid= */
export const byPidQuery = z.object({ pid: z.string(k('invalid')).min(1, k('invalid')).max(64) });

// ---------------------------------------------------------------- templates

/** GET /templates/{id} */
export const templateIdParams = z.object({ id: z.string().min(1).max(64) });
export const templateDetailAnswer = templateDetail;

/** GET /templates/{id}/sample */
export const sampleQuery = z.object({ scene: z.enum(SCENE_TYPES).optional(), layout: z.enum(LAYOUTS).default('side-by-side') });
export const sampleAnswer = z.object({ html: z.string(), scene: z.enum(SCENE_TYPES).nullable() });
export type SampleAnswer = z.infer<typeof sampleAnswer>;

/** POST /templates/{id}/feedback — visitors allowed, rate-limited per IP. */
export const feedbackBody = z.object({
  content: z.string(k('feedbackRequired')).trim().min(2, k('feedbackLength')).max(500, k('feedbackLength')),
  contact: z.string().trim().max(100, k('lengthLong')).optional().or(z.literal('')),
});
export const feedbackAnswer = z.object({ id: z.number().int() });

/**
 * GET /templates/{id}/questionnaire (auth): the template JSON for the browser runtime. `full` false: the user is
 * not entitled, clause texts are removed and only titles remain (the live preview shows headings only).
 * `template` and `library` follow the engine's model (`Template`, `ClauseLibrary` of @lexbridge/drafting).
 */
export const questionnaireQuery = z.object({
  /** Revising a paid contract of the user's: its template is answered in full even without entitlement. */
  contractId: z.coerce.number().int().positive().optional(),
});
export const questionnaireAnswer = z.object({
  template: z.record(z.string(), z.unknown()),
  library: z.record(z.string(), z.unknown()),
  full: z.boolean(),
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswer>;

// ---------------------------------------------------------------- favourites

/** PUT /collections */
export const collectBody = z.object({
  targetType: z.enum(FAVOURITE_TARGETS, k('invalid')),
  targetId: z.string(k('invalid')).min(1, k('invalid')).max(64),
});
/** DELETE /collections?targetType=&targetId= */
export const uncollectQuery = collectBody;
export const collectAnswer = z.object({ favourite: z.boolean() });

/** GET /collections */
export const collectionsQuery = z.object({ targetType: z.enum(FAVOURITE_TARGETS).optional(), pageNo, pageSize: pageSize(10, 50) });
export const collectionItem = z.object({
  targetType: z.enum(FAVOURITE_TARGETS),
  targetId: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  createdAt: z.number(),
  package: packageItem.optional(),
  template: catalogueTemplate.optional(),
});
export type CollectionItem = z.infer<typeof collectionItem>;
export const collectionsAnswer = z.object({ list: z.array(collectionItem), total: z.number().int() });
export type CollectionsAnswer = z.infer<typeof collectionsAnswer>;

// ---------------------------------------------------------------- search

/** GET /search?q= — names and intros, both languages, case-insensitive; empty q answers empty lists. */
export const searchQuery = z.object({ q: z.string().max(100).default(''), pageSize: pageSize(10, 50) });
export const searchAnswer = z.object({ templates: z.array(catalogueTemplate), packages: z.array(packageItem) });
export type SearchAnswer = z.infer<typeof searchAnswer>;
