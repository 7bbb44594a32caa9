import { CONTRACT_TYPE_NAMES, SEVERITY_NAMES, SIDE_NAMES } from '../report/labels.ts';
import type { ReviewOutput } from '../worker/engine.ts';

/** The human-readable report of the command line (without --json): key terms, then clauses by category, then issues. */
function snippet(text: string, start: number, end: number, max = 90): string {
  const s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

type Lang = 'en' | 'cn';
type Span = { years?: number; months?: number; days?: number };

function duration(d: Span | undefined, lang: Lang): string {
  if (!d) return '?';
  if (lang === 'cn') return d.years ? `${d.years} 年` : d.months ? `${d.months} 个月` : `${d.days ?? '?'} 日`;
  if (d.years) return `${d.years} year(s)`;
  if (d.months) return `${d.months} month(s)`;
  return `${d.days ?? '?'} day(s)`;
}

/** The summary's words, by language (`--lang`). Contract family, side and issue titles come from the report's labels. */
const W = {
  en: {
    size: (chars: string, pages: string, ms: number) => `${chars} characters${pages}, reviewed in ${ms} ms`,
    pages: (n: number) => `, ${n} pages`,
    type: 'Contract type',
    side: 'Side',
    assumed: ' (assumed: the text does not show which party you are; choose one with --side)',
    inferred: ' (inferred; choose one with --side)',
    assumedParty: ' (assumed: the contract gives the parties no roles, so the Chinese party is taken to be yours)',
    party: (name: string, alias: string | undefined, chosen: boolean) => `${name}${alias ? ` ("${alias}")` : ''}, ${chosen ? 'your party' : 'the Chinese party'}`,
    chosenParty: ' (chosen with --party)',
    unknown: 'unknown',
    amendment: 'Amendment: it amends or supplements another agreement, or is an order under it, so no clause is reported missing; review it with that agreement',
    nonBinding: 'Non-binding: a letter of intent, memorandum or term sheet that says it does not bind, so no clause is reported missing; what it does say is checked',
    parties: 'Parties',
    agreementDate: 'Agreement date',
    effectiveDate: 'Effective date',
    term: 'Term',
    renews: (d: string) => `, renews automatically (${d})`,
    notice: (n: number) => `, ${n} days' notice to stop renewal`,
    law: 'Governing law',
    amounts: 'Largest amounts',
    sections: (top: number, defs: number) => `Sections: ${top} top-level, ${defs} defined terms`,
    clauses: (n: number, cats: number) => `Clauses found: ${n} in ${cats} categories`,
    issues: (n: number) => `Issues: ${n}`,
    colon: ': ',
  },
  cn: {
    size: (chars: string, pages: string, ms: number) => `${chars} 字符${pages}，用时 ${ms} 毫秒`,
    pages: (n: number) => `，${n} 页`,
    type: '合同类型',
    side: '审查立场',
    assumed: '（默认：合同文本无法判断贵方是哪一方，请用 --side 指定）',
    inferred: '（根据合同文本推断；可用 --side 指定）',
    assumedParty: '（默认：合同未载明双方角色，按中方当事人审查）',
    party: (name: string, alias: string | undefined, chosen: boolean) => `${name}${alias ? `（“${alias}”）` : ''}，${chosen ? '即贵方' : '即中方当事人'}`,
    chosenParty: '（用 --party 指定）',
    unknown: '未确定',
    amendment: '修订文件：本文件修订或补充另一协议，或为其项下的订单，故不报告缺失条款；请与该协议一并审查',
    nonBinding: '无约束力文件：本文件为意向书、备忘录或条款清单，并声明不具法律约束力，故不报告缺失条款；仅审查其已写明的内容',
    parties: '当事人',
    agreementDate: '签署日期',
    effectiveDate: '生效日期',
    term: '期限',
    renews: (d: string) => `，自动续期（${d}）`,
    notice: (n: number) => `，须提前 ${n} 日通知方可不续期`,
    law: '适用法律',
    amounts: '最大金额',
    sections: (top: number, defs: number) => `章节：${top} 个一级标题，${defs} 个定义术语`,
    clauses: (n: number, cats: number) => `识别条款：${n} 处，${cats} 类`,
    issues: (n: number) => `风险事项：${n} 项`,
    colon: '：',
  },
} as const;

export function summary({ result, doc, structure }: ReviewOutput, lang: Lang = 'en'): string {
  const w = W[lang];
  const lines: string[] = [];
  const t = doc.text;
  const label = (x: { cn: string; en: string }) => (lang === 'cn' ? `${x.cn}（${x.en}）` : x.en);
  lines.push(`${result.file}${w.colon}${w.size(result.chars.toLocaleString('en-US'), doc.pages ? w.pages(doc.pages) : '', result.ms)}`);
  lines.push(`${w.type}${w.colon}${lang === 'cn' ? label(CONTRACT_TYPE_NAMES[result.contractType]) : result.contractType}`);
  const party = result.reviewedFor;
  const how = party ? (party.chosen ? w.chosenParty : w.assumedParty) : result.sideAssumed ? w.assumed : result.sideInferred ? w.inferred : '';
  const sideName = result.side ? (lang === 'cn' ? label(SIDE_NAMES[result.side]) : result.side) : w.unknown;
  const side = party ? w.party(party.name, party.alias, !!party.chosen) : sideName;
  lines.push(`${w.side}${w.colon}${side}${how}`);
  if (result.amendment) lines.push(w.amendment);
  if (result.nonBinding) lines.push(w.nonBinding);
  if (structure.parties.length) {
    lines.push(`${w.parties}${w.colon.trimEnd()}`);
    for (const p of structure.parties) lines.push(`  - ${p.name}${p.alias ? ` ("${p.alias}")` : ''}`);
  }
  for (const d of structure.dates) lines.push(`${d.kind === 'agreement' ? w.agreementDate : w.effectiveDate}${w.colon}${t.slice(d.start, d.end)}${d.iso ? ` (${d.iso})` : ''}`);
  if (structure.term) {
    const term = structure.term;
    lines.push(
      `${w.term}${w.colon}${term.duration ? duration(term.duration, lang) : `"${snippet(t, term.start, term.end)}"`}${term.autoRenewal ? w.renews(duration(term.renewal, lang)) : ''}` +
        `${term.nonRenewalNoticeDays ? w.notice(term.nonRenewalNoticeDays) : ''}`,
    );
  }
  if (structure.governingLaw) lines.push(`${w.law}${w.colon}${structure.governingLaw.jurisdiction}`);
  if (structure.amounts.length) {
    const top = [...structure.amounts].sort((a, b) => b.value - a.value).slice(0, 3);
    lines.push(`${w.amounts}${w.colon}${top.map((a) => t.slice(a.start, a.end)).join('; ')}`);
  }
  lines.push(w.sections(structure.sections.filter((s) => s.heading.level === 1).length, structure.definitions.length));
  const byCat = new Map<string, typeof result.clauses>();
  for (const c of result.clauses) byCat.set(c.category, [...(byCat.get(c.category) ?? []), c]);
  lines.push('', w.clauses(result.clauses.length, byCat.size));
  for (const [cat, cs] of byCat) {
    lines.push(`  ${cat} (${cs.length})`);
    for (const c of cs.slice(0, 2)) lines.push(`      [${c.start}-${c.end}] ${snippet(t, c.start, c.end)}`);
  }
  lines.push('', w.issues(result.issues.length));
  for (const i of result.issues) {
    lines.push(lang === 'cn' ? `  [${SEVERITY_NAMES[i.severity].cn}] ${i.title.cn} — ${i.title.en}` : `  [${i.severity}] ${i.title.en} — ${i.title.cn}`);
  }
  return lines.join('\n');
}
