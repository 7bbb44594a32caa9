import type { ContractType, Severity, Side } from '../types.ts';

/**
 * Words of the risk report and the annotated contract, in both languages. The readers are Chinese lawyers reviewing
 * an English contract, so Chinese leads and the English follows in brackets.
 */
export interface Bilingual {
  cn: string;
  en: string;
}

export const CONTRACT_TYPE_NAMES: Record<ContractType, Bilingual> = {
  goods: { cn: '货物买卖合同', en: 'Sale of goods' },
  services: { cn: '服务合同', en: 'Services' },
  license: { cn: '许可 / 软件合同', en: 'Licence / software' },
  distribution: { cn: '经销合同', en: 'Distribution' },
  'nda-mutual': { cn: '双向保密协议', en: 'Mutual NDA' },
  'nda-unilateral': { cn: '单向保密协议', en: 'Unilateral NDA' },
  other: { cn: '其他商业合同', en: 'Other commercial contract' },
};

export const SIDE_NAMES: Record<Side, Bilingual> = {
  buyer: { cn: '买方', en: 'Buyer' },
  seller: { cn: '卖方', en: 'Seller' },
  provider: { cn: '服务提供方', en: 'Service provider' },
  client: { cn: '客户', en: 'Client' },
  licensor: { cn: '许可方', en: 'Licensor' },
  licensee: { cn: '被许可方', en: 'Licensee' },
  disclosing: { cn: '披露方', en: 'Disclosing party' },
  receiving: { cn: '接收方', en: 'Receiving party' },
  mutual: { cn: '双方（互负保密义务）', en: 'Party to a mutual NDA' },
};

export const SEVERITIES: readonly Severity[] = ['higher', 'medium', 'lower'];

export const SEVERITY_NAMES: Record<Severity, Bilingual> = {
  higher: { cn: '高风险', en: 'Higher' },
  medium: { cn: '中风险', en: 'Medium' },
  lower: { cn: '低风险', en: 'Lower' },
};

/** Chart and table colours: red, orange, blue, as hex without '#'. */
export const SEVERITY_COLOURS: Record<Severity, string> = {
  higher: 'D32F2F',
  medium: 'F57C00',
  lower: '1976D2',
};

export const L = {
  title: { cn: '合同风险审查报告', en: 'Contract Risk Review Report' },
  file: { cn: '文件', en: 'File' },
  date: { cn: '审查日期', en: 'Date' },
  contractType: { cn: '合同类型', en: 'Contract type' },
  side: { cn: '审查立场', en: 'Reviewed for' },
  inferred: { cn: '根据合同文本推断', en: 'inferred from the text' },
  chosen: { cn: '用户选择', en: 'chosen by the user' },
  assumed: { cn: '默认立场：合同文本无法判断贵方是哪一方，请重新选择立场审查', en: 'assumed: the text does not show which party you are; choose your side and review again' },
  assumedParty: { cn: '默认立场：合同未载明双方角色，按中方当事人审查', en: 'assumed: the contract gives the parties no roles, so the Chinese party is taken to be yours' },
  unknownSide: { cn: '未确定', en: 'not determined' },
  size: { cn: '篇幅', en: 'Length' },
  amendment: {
    cn: '说明：本文件是对另一份协议的修订、补充或其项下的订单，本次审查未报告“缺失条款”类风险（相关条款可能载于该协议），请结合该协议一并审阅',
    en: 'Note: this document amends or supplements another agreement, or is an order under it, so no clause is reported missing (it may stand in that agreement); review the two together',
  },
  nonBinding: {
    cn: '说明：本文件为意向书、备忘录或条款清单，并声明不具法律约束力（通常排他、保密等条款除外），本次审查未报告“缺失条款”类风险，仅审查其已写明的内容；正式协议签署前请另行审查',
    en: 'Note: this is a letter of intent, memorandum or term sheet that says it does not bind (often except for exclusivity and confidentiality), so no clause is reported missing and only what it says is checked; review the definitive agreement when it comes',
  },
  summary: { cn: '一、风险概览', en: 'Summary' },
  counts: { cn: '风险数量', en: 'Issues by severity' },
  severity: { cn: '风险等级', en: 'Severity' },
  count: { cn: '数量', en: 'Count' },
  total: { cn: '合计', en: 'Total' },
  chartCaption: { cn: '图：各风险等级的问题数量', en: 'Figure: issues by severity' },
  keyTerms: { cn: '二、主要条款', en: 'Key terms' },
  item: { cn: '项目', en: 'Item' },
  value: { cn: '内容', en: 'As found' },
  issues: { cn: '三、风险事项', en: 'Issues' },
  noIssues: { cn: '未发现需要提示的风险事项。', en: 'No issue found.' },
  clause: { cn: '条款原文', en: 'Clause' },
  notFound: { cn: '未找到相应条款', en: 'clause not found' },
  excerpt: { cn: '节选', en: 'excerpt' },
  moreClauses: { cn: '另有相关条款', en: 'further passages' },
  advice: { cn: '审查意见', en: 'Advice' },
  alternative: { cn: '建议替换条款', en: 'Alternative clause' },
  page: { cn: '第 {page} 页 / 共 {pages} 页', en: 'Page {page} of {pages}' },
  parties: { cn: '当事人', en: 'Parties' },
  agreementDate: { cn: '签署日期', en: 'Agreement date' },
  effectiveDate: { cn: '生效日期', en: 'Effective date' },
  term: { cn: '合同期限', en: 'Term' },
  renewal: { cn: '续期', en: 'Renewal' },
  governingLaw: { cn: '适用法律', en: 'Governing law' },
  amounts: { cn: '金额', en: 'Amounts' },
  none: { cn: '未找到', en: 'not found' },
  commentAlternative: { cn: '替换条款', en: 'Alternative' },
  nda: { cn: '四、保密协议要点', en: 'NDA checklist' },
  ndaIntro: {
    cn: '以下为保密协议审查的常见要点及本合同的约定情况，“依据”为合同中对应的原文。',
    en: 'The usual points of an NDA review and what this contract says on each; the evidence is quoted from the contract.',
  },
  statement: { cn: '要点', en: 'Point' },
  answer: { cn: '结论', en: 'Answer' },
  evidence: { cn: '依据', en: 'Evidence' },
} satisfies Record<string, Bilingual>;

/** "中文（English）": the report's way of naming a thing. */
export function both(b: Bilingual): string {
  return `${b.cn}（${b.en}）`;
}
