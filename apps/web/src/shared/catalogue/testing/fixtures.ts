import type { CatalogueTemplate, ClassifyNode, PackageDetail, PackageItem, RecommendedNode, SceneItem, TemplateDetail } from '../types.ts';

/** Catalogue answers shaped like the server's, for page tests. */
const scene = (tpl: string, type: SceneItem['type'], en: string, cn: string): SceneItem => ({ id: `${tpl}.${type}`, type, nameEn: en, nameCn: cn });
const tradeScenes = (id: string) => [
  scene(id, 'domestic', 'Domestic (China to China)', '境内交易'),
  scene(id, 'entry', 'Inbound (into China)', '入境交易'),
  scene(id, 'exit', 'Outbound (from China)', '出境交易'),
];

export function template(over: Partial<CatalogueTemplate> & { id: string }): CatalogueTemplate {
  return {
    classifyId: 'trade-goods',
    nameCn: '货物销售合同',
    nameEn: 'Sale of Goods Contract',
    built: true,
    hot: false,
    priceFen: 199900,
    contractPriceFen: 29900,
    sceneList: tradeScenes(over.id),
    packageIds: ['custom'],
    favourite: false,
    entitled: false,
    ...over,
  };
}

export function pkg(over: Partial<PackageItem> & { id: string }): PackageItem {
  return {
    productType: 4,
    icon: 'crown',
    nameCn: '定制套餐',
    nameEn: 'Customised Package',
    countText: { cn: '25/51 类', en: '25/51 categories' },
    tip: { cn: '95折', en: '5% off' },
    priceFen: 1888800,
    oldPriceFen: 1988800,
    unit: { cn: '元/年', en: 'yuan per year' },
    languages: 'bilingual',
    hot: true,
    closed: false,
    watchNum: 41,
    templateCount: 20,
    subscribed: false,
    favourite: false,
    ...over,
  };
}

export const saleOfGoods = template({ id: 'sale-of-goods', hot: true });
export const jv = template({ id: 'jv-agreement', classifyId: 'ma-establishment', nameCn: '中外合资有限责任公司合资协议', nameEn: 'Sino-foreign Joint Venture Agreement', sceneList: [], contractPriceFen: 49900 });
export const capitalIncrease = template({ id: 'capital-increase', classifyId: 'ma-equity', nameCn: '增资协议', nameEn: 'Capital Increase Agreement', built: false });

export const tree: ClassifyNode[] = [
  {
    id: 'ma',
    parentId: null,
    nameCn: '并购/投资',
    nameEn: 'M&A/Investment',
    icon: 'merge',
    recommended: true,
    children: [
      { id: 'ma-establishment', parentId: 'ma', nameCn: '设立外商投资企业', nameEn: 'Setting up an FIE', icon: null, recommended: false, children: [] },
      { id: 'ma-equity', parentId: 'ma', nameCn: '股权交易', nameEn: 'Equity transactions', icon: null, recommended: false, children: [] },
    ],
  },
  {
    id: 'trade',
    parentId: null,
    nameCn: '货物或服务买卖/采购',
    nameEn: 'Sale/Procurement of Goods or Services',
    icon: 'swap',
    recommended: true,
    children: [{ id: 'trade-goods', parentId: 'trade', nameCn: '货物买卖', nameEn: 'Sale and purchase of goods', icon: null, recommended: false, children: [] }],
  },
  { id: 'hr', parentId: null, nameCn: '人力资源', nameEn: 'Human Resources', icon: 'team', recommended: true, children: [] },
];

export const recommended: RecommendedNode[] = [
  { id: 'ma', nameCn: '并购/投资', nameEn: 'M&A/Investment', icon: 'merge', templates: [jv, capitalIncrease] },
  { id: 'trade', nameCn: '货物或服务买卖/采购', nameEn: 'Sale/Procurement of Goods or Services', icon: 'swap', templates: [saleOfGoods] },
];

export const packages: PackageItem[] = [
  pkg({ id: 'custom' }),
  pkg({ id: 'foreign-trade', icon: 'ship', nameCn: '外贸套餐', nameEn: 'Foreign Trade Package', countText: { cn: '11/12 类', en: '11/12 categories' }, tip: null, priceFen: 1288800, oldPriceFen: null, hot: false, templateCount: 7 }),
];

export function packageDetail(over: Partial<PackageDetail> = {}): PackageDetail {
  return {
    ...pkg({ id: 'custom' }),
    intro: { cn: '涵盖全部模板的年度套餐。', en: 'An annual package with every template.' },
    categories: [
      { id: 'ma-establishment', nameCn: '设立外商投资企业', nameEn: 'Setting up an FIE', templates: [jv] },
      { id: 'trade-goods', nameCn: '货物买卖', nameEn: 'Sale and purchase of goods', templates: [{ ...saleOfGoods, entitled: true }] },
    ],
    ...over,
  };
}

export function templateDetail(over: Partial<TemplateDetail> = {}): TemplateDetail {
  return {
    ...saleOfGoods,
    intro: { cn: '卖方版本的货物买卖合同。', en: "A sale of goods contract on the seller's side." },
    usage: { cn: '准备好双方的营业执照。', en: "Have both parties' business licences at hand." },
    disclaimer: { cn: '模板不构成法律意见。', en: 'A template is not legal advice.' },
    minutes: 12,
    packages: [packages[0]],
    questionCount: 39,
    classifyNameCn: '货物买卖',
    classifyNameEn: 'Sale and purchase of goods',
    ...over,
  };
}
