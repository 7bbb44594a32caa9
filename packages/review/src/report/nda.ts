import { STATEMENTS } from '../nli/statements.ts';
import type { NliAnswer, NliLabel } from '../types.ts';
import type { Bilingual } from './labels.ts';
import { quoteOf, type Quote } from './model-quote.ts';

/**
 * The NDA checklist of the report: the 17 classic NDA questions (the ContractNLI statements) with the engine's answer
 * and the passage it rests on, so the reader of an NDA review sees each point settled or open.
 */
const STATEMENT_CN: Record<string, string> = {
  'nda-1': '保密信息须由披露方明确标示',
  'nda-2': '保密信息仅限于技术信息',
  'nda-3': '保密信息可包括口头披露的信息',
  'nda-4': '接收方不得将保密信息用于协议约定目的以外的用途',
  'nda-5': '接收方可向其部分员工披露保密信息',
  'nda-7': '接收方可向部分第三方（包括顾问、代理人和专业顾问）披露保密信息',
  'nda-8': '接收方因法律、法规或司法程序须披露保密信息时，应通知披露方',
  'nda-10': '接收方不得披露本协议已签订或正在谈判的事实',
  'nda-11': '接收方不得对含有披露方保密信息的物品进行反向工程',
  'nda-12': '接收方可独立开发与保密信息类似的信息',
  'nda-13': '接收方可从第三方取得与保密信息类似的信息',
  'nda-15': '本协议不授予接收方对保密信息的任何权利',
  'nda-16': '协议终止时，接收方应销毁或返还部分保密信息',
  'nda-17': '接收方在某些情况下可复制部分保密信息',
  'nda-18': '接收方不得招揽披露方的部分人员',
  'nda-19': '协议的部分义务在协议终止后继续有效',
  'nda-20': '返还或销毁保密信息后，接收方仍可保留部分保密信息',
};

export const ANSWER_NAMES: Record<NliLabel, Bilingual> = {
  Entailment: { cn: '有此约定', en: 'Yes' },
  Contradiction: { cn: '约定相反', en: 'No, the contract says otherwise' },
  NotMentioned: { cn: '未约定', en: 'Not mentioned' },
};

/** Evidence is quoted shorter than a clause: it sits in a table cell. */
const MAX_EVIDENCE = 400;

export interface NdaRow {
  id: string;
  statement: Bilingual;
  label: NliLabel;
  answer: Bilingual;
  evidence: Quote | null;
}

export function ndaRows(answers: NliAnswer[] | undefined, text: string): NdaRow[] {
  if (!answers?.length) return [];
  const byId = new Map(answers.map((a) => [a.hypothesis, a]));
  const rows: NdaRow[] = [];
  for (const s of STATEMENTS) {
    const a = byId.get(s.id);
    if (!a) continue;
    const first = [...a.evidence].sort((x, y) => x.start - y.start)[0];
    rows.push({
      id: s.id,
      statement: { cn: STATEMENT_CN[s.id] ?? s.en, en: s.en },
      label: a.label,
      answer: ANSWER_NAMES[a.label],
      evidence: first && a.label !== 'NotMentioned' ? quoteOf(text, first, MAX_EVIDENCE) : null,
    });
  }
  return rows;
}
