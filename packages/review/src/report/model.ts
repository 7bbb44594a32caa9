import type { Doc, Issue, ReviewResult, Severity, Structure, TermFact } from '../types.ts';
import { CONTRACT_TYPE_NAMES, L, SEVERITIES, SEVERITY_NAMES, SIDE_NAMES, type Bilingual } from './labels.ts';
import { quoteOf, type Quote } from './model-quote.ts';
import { ndaRows, type NdaRow } from './nda.ts';

export { MAX_QUOTE, quoteOf, type Quote } from './model-quote.ts';

/**
 * The content of the risk report, independent of its format: the DOCX and the PDF renderers draw the same model.
 * Every quote is a slice of `doc.text` (verbatim); a long clause is cut at a word boundary and flagged as an excerpt.
 */
export interface ReportInput {
  result: ReviewResult;
  doc: Doc;
  structure: Structure;
}

export interface ReportIssue {
  /** 1-based number across the whole report, in the order shown. */
  number: number;
  id: string;
  severity: Severity;
  title: Bilingual;
  /** Empty when the clause is missing from the contract. */
  quotes: Quote[];
  /** Passages beyond the quoted ones that the issue also concerns. */
  moreClauses: number;
  advice: string;
  alternative: string;
}

export interface KeyTerm {
  label: Bilingual;
  /** Each entry one line; an empty list means not found. */
  values: string[];
}

export interface ReportModel {
  title: Bilingual;
  file: string;
  /** Day of the review, yyyy-mm-dd. */
  date: string;
  contractType: Bilingual;
  side: { name: Bilingual; inferred: boolean; assumed: boolean; /** The Chinese party was taken to be the user's. */ assumedParty?: boolean } | null;
  /** The document amends another agreement (no clause was reported missing). */
  amendment: boolean;
  nonBinding: boolean;
  chars: number;
  pages?: number;
  counts: Record<Severity, number>;
  total: number;
  keyTerms: KeyTerm[];
  groups: { severity: Severity; name: Bilingual; issues: ReportIssue[] }[];
  /** NDAs: the 17 statements with the engine's answers (empty for other contracts). */
  nda: NdaRow[];
}

/** Quotes shown per issue; further passages are counted, not printed. */
export const MAX_QUOTES = 2;

function reportIssue(issue: Issue, number: number, text: string): ReportIssue {
  const sorted = [...issue.clauses].sort((a, b) => a.start - b.start);
  const quotes: Quote[] = [];
  for (const c of sorted) {
    if (quotes.length === MAX_QUOTES) break;
    const q = quoteOf(text, c);
    // Overlapping spans (a section and a paragraph inside it) are quoted once.
    if (q && !quotes.some((p) => q.span.start < p.span.end && p.span.start < q.span.end)) quotes.push(q);
  }
  // A clause overlapping a shown quote is shown (in full or as its excerpt); the others are counted.
  const moreClauses = sorted.filter((c) => !quotes.some((q) => q.span.start < c.end && c.start < q.span.end)).length;
  return {
    number,
    id: issue.id,
    severity: issue.severity,
    title: { cn: issue.title.cn, en: issue.title.en },
    quotes,
    moreClauses,
    advice: issue.advice.cn,
    alternative: issue.alternative.en,
  };
}

type Duration = NonNullable<TermFact['duration']>;

export function durationText(d: Duration | undefined): Bilingual | null {
  if (!d) return null;
  const parts: Bilingual[] = [];
  if (d.years) parts.push({ cn: `${d.years} 年`, en: `${d.years} year${d.years === 1 ? '' : 's'}` });
  if (d.months) parts.push({ cn: `${d.months} 个月`, en: `${d.months} month${d.months === 1 ? '' : 's'}` });
  if (d.days) parts.push({ cn: `${d.days} 天`, en: `${d.days} day${d.days === 1 ? '' : 's'}` });
  if (!parts.length) return null;
  return { cn: parts.map((p) => p.cn).join(' '), en: parts.map((p) => p.en).join(' ') };
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A long fact shortened at a word boundary, marked with an ellipsis. */
function shorten(s: string, max = 200): string {
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max);
  return `${s.slice(0, cut > max / 2 ? cut : max).replace(/[\s,;:]+$/, '')}…`;
}

function keyTerms({ doc, structure }: ReportInput): KeyTerm[] {
  const t = doc.text;
  const out: KeyTerm[] = [];
  out.push({
    label: L.parties,
    values: structure.parties.map((p) => {
      const extra = [p.alias && `“${p.alias}”`, p.role].filter(Boolean).join(', ');
      return oneLine(p.name) + (extra ? `（${extra}）` : '');
    }),
  });
  for (const kind of ['agreement', 'effective'] as const) {
    const d = structure.dates.find((x) => x.kind === kind);
    out.push({
      label: kind === 'agreement' ? L.agreementDate : L.effectiveDate,
      values: d ? [oneLine(t.slice(d.start, d.end)) + (d.iso ? `（${d.iso}）` : '')] : [],
    });
  }
  const term = structure.term;
  const duration = durationText(term?.duration);
  out.push({ label: L.term, values: duration ? [`${duration.cn}（${duration.en}）`] : term ? [shorten(oneLine(t.slice(term.start, term.end)))] : [] });
  if (term) {
    const renewal = durationText(term.renewal);
    const notice = term.nonRenewalNoticeDays;
    const cn = term.autoRenewal
      ? `自动续期${renewal ? `，每次 ${renewal.cn}` : ''}${notice ? `；不续期须提前 ${notice} 天通知` : ''}`
      : '不自动续期';
    const en = term.autoRenewal
      ? `renews automatically${renewal ? ` for ${renewal.en}` : ''}${notice ? `; ${notice} days' notice to stop it` : ''}`
      : 'no automatic renewal';
    out.push({ label: L.renewal, values: [`${cn}（${en}）`] });
  } else out.push({ label: L.renewal, values: [] });
  out.push({ label: L.governingLaw, values: structure.governingLaw ? [oneLine(structure.governingLaw.jurisdiction)] : [] });
  // A par value or a price per share below one unit is no key amount of the deal.
  const amounts = structure.amounts.filter((a) => a.value >= 1).sort((a, b) => b.value - a.value);
  const seen = new Set<string>();
  const amountLines: string[] = [];
  for (const a of amounts) {
    const s = oneLine(t.slice(a.start, a.end));
    if (seen.has(s)) continue;
    seen.add(s);
    amountLines.push(s);
    if (amountLines.length === 5) break;
  }
  out.push({ label: L.amounts, values: amountLines });
  return out;
}

export function buildReport(input: ReportInput, opts: { now?: Date } = {}): ReportModel {
  const { result, doc } = input;
  const counts: Record<Severity, number> = { higher: 0, medium: 0, lower: 0 };
  for (const i of result.issues) counts[i.severity]++;
  let number = 0;
  const groups = SEVERITIES.map((severity) => ({
    severity,
    name: SEVERITY_NAMES[severity],
    // Within a severity the engine's order (position in the contract) is kept.
    issues: result.issues.filter((i) => i.severity === severity).map((i) => reportIssue(i, ++number, doc.text)),
  })).filter((g) => g.issues.length);
  return {
    title: L.title,
    file: result.file,
    date: (opts.now ?? new Date()).toISOString().slice(0, 10),
    contractType: CONTRACT_TYPE_NAMES[result.contractType],
    side: result.side
      ? {
          name: result.reviewedFor ? partyName(result.reviewedFor) : SIDE_NAMES[result.side],
          inferred: result.sideInferred,
          assumed: !!result.sideAssumed,
          ...(result.reviewedFor && !result.reviewedFor.chosen ? { assumedParty: true } : {}),
        }
      : null,
    amendment: !!result.amendment,
    nonBinding: !!result.nonBinding,
    chars: result.chars,
    ...(doc.pages ? { pages: doc.pages } : {}),
    counts,
    total: result.issues.length,
    keyTerms: keyTerms(input),
    groups,
    nda: ndaRows(result.nli, doc.text),
  };
}

/** The party an assumed side reviews for, named with its label: the Chinese party of the deal. */
function partyName(p: NonNullable<ReviewResult['reviewedFor']>): Bilingual {
  const alias = (open: string, close: string) => (p.alias ? `${open}${p.alias}${close}` : '');
  // The report prints both languages side by side ("中文（English）"): the name once, in the Chinese part.
  if (p.chosen) return { cn: `${p.name}${alias('（“', '”）')}，即贵方`, en: 'your party' };
  return { cn: `${p.name}${alias('（“', '”）')}，即中方当事人`, en: 'the Chinese party' };
}
