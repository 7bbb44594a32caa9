import type { Severity } from '../types.ts';
import { L, SEVERITY_NAMES, both } from './labels.ts';
import type { ReportIssue, ReportModel } from './model.ts';

/** Sentences of the report built from the model, shared by the DOCX and the PDF so both say the same. */

export function headerLines(m: ReportModel): string[] {
  const side = m.side
    ? `${both(m.side.name)}，${m.side.assumedParty ? `${L.assumedParty.cn}（${L.assumedParty.en}）` : m.side.assumed ? `${L.assumed.cn}（${L.assumed.en}）` : m.side.inferred ? `${L.inferred.cn}（${L.inferred.en}）` : `${L.chosen.cn}（${L.chosen.en}）`}`
    : both(L.unknownSide);
  const size = `${m.chars.toLocaleString('en-US')} 字符${m.pages ? `，${m.pages} 页` : ''}（${m.chars.toLocaleString('en-US')} characters${m.pages ? `, ${m.pages} pages` : ''}）`;
  return [
    `${both(L.file)}：${m.file}`,
    `${both(L.contractType)}：${both(m.contractType)}`,
    `${both(L.side)}：${side}`,
    `${both(L.size)}：${size}`,
    `${both(L.date)}：${m.date}`,
    ...(m.amendment ? [`${L.amendment.cn}（${L.amendment.en}）`] : []),
    ...(m.nonBinding ? [`${L.nonBinding.cn}（${L.nonBinding.en}）`] : []),
  ];
}

export function summarySentence(m: ReportModel): string {
  const { higher, medium, lower } = m.counts;
  return (
    `本次审查共发现 ${m.total} 项风险事项：高风险 ${higher} 项，中风险 ${medium} 项，低风险 ${lower} 项。` +
    `（${m.total} issue${m.total === 1 ? '' : 's'}: ${higher} higher, ${medium} medium, ${lower} lower.）`
  );
}

export function severityHeading(s: Severity, n: number): string {
  return `${SEVERITY_NAMES[s].cn}（${SEVERITY_NAMES[s].en}）— ${n} 项`;
}

/**
 * A quote as the report prints it. The quote itself stays a verbatim slice of the contract; only its layout is
 * tidied: a line without a letter (a page number such as "-5-" or a rule) is left out, and the blank lines a page
 * break leaves are closed up to one, so a clause that runs over a page reads as one passage.
 */
export function displayQuote(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept = lines.filter((l) => !(l.trim().length > 0 && l.trim().length <= 12 && !/\p{L}/u.test(l)));
  const out = kept.join('\n').replace(/\n[ \t]*(?:\n[ \t]*)+/g, '\n\n').trim();
  return out || text.trim();
}

/** What the reader should know about the quotes shown: cut short, or more passages not printed. */
export function quoteNote(i: ReportIssue): string {
  const notes: string[] = [];
  if (i.quotes.some((q) => q.excerpt)) notes.push(`${L.excerpt.cn}（${L.excerpt.en}）`);
  if (i.moreClauses) notes.push(`${L.moreClauses.cn} ${i.moreClauses} 处（${i.moreClauses} ${L.moreClauses.en}）`);
  return notes.join('；');
}

/**
 * Text as a document can show it: control characters a contract file may carry (form feeds, stray escapes) become
 * spaces, since XML forbids them and fonts have no glyph for them. Lengths are kept.
 */
export function printable(s: string): string {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ');
}
