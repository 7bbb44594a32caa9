/** Answer shapes of the catalogue calls, from the contract's schemas (types only: no zod in the bundle). */
export type {
  BiText,
  CatalogueTemplate,
  ClassifyNode,
  CollectionItem,
  CollectionsAnswer,
  FavouriteTarget,
  PackageCategory,
  PackageDetail,
  PackageItem,
  PackagesAnswer,
  RecommendedNode,
  SampleAnswer,
  SceneItem,
  SceneType,
  SearchAnswer,
  TemplateDetail,
} from '@lexbridge/contract/api/catalogue';

/** Layouts of the sample preview, as the engine names them. */
export const SAMPLE_LAYOUTS = ['side-by-side', 'sequential', 'cn', 'en'] as const;
export type SampleLayout = (typeof SAMPLE_LAYOUTS)[number];

/** productType of the drafting packages (spec §3 application type 4). */
export const DRAFTING_PRODUCT_TYPE = 4;
