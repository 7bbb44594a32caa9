import type { DateFact, DefinedTerm, Span } from '../types.ts';

/** Dates written in full (June 1, 2020 / 1 June 2020 / the 1st day of June, 2020 / 06/01/2020 / the first (1st) day of June, 2020). */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';
const DATE = new RegExp(
  [
    `${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})`,
    `(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH}\\s*,?\\s*(\\d{4})`,
    `(\\d{1,2})/(\\d{1,2})/(\\d{4})`,
    // A day in words with its figure in brackets: "this first (1st) day of January, 1996".
    `[a-z-]+\\s*\\((\\d{1,2})(?:st|nd|rd|th)?\\)\\s+day\\s+of\\s+${MONTH}\\s*,?\\s*(\\d{4})`,
  ].join('|'),
  'gi',
);

export interface FoundDate extends Span {
  iso?: string;
}

function monthIndex(name: string): number {
  const k = name.toLowerCase().replace(/\.$/, '').slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(k)) + 1;
}

function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function findDates(text: string, from = 0, to = text.length): FoundDate[] {
  const out: FoundDate[] = [];
  const re = new RegExp(DATE.source, 'gi');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to) {
    let value: string | undefined;
    if (m[1]) value = iso(Number(m[3]), monthIndex(m[1]), Number(m[2]));
    else if (m[5]) value = iso(Number(m[6]), monthIndex(m[5]), Number(m[4]));
    else if (m[7]) value = iso(Number(m[9]), Number(m[7]), Number(m[8]));
    else value = iso(Number(m[12]), monthIndex(m[11]!), Number(m[10]));
    out.push({ start: m.index, end: m.index + m[0].length, iso: value });
  }
  return out;
}

/**
 * The agreement date (the first date of the opening lines, where a contract says when it is made) and the
 * effective date (the date of an "Effective Date" definition or an "effective as of" phrase, else the agreement date).
 */
/** The words that date a contract just before the date: "dated", "made on", "entered into as of", "Date:". */
const DATED_CONTEXT = /(?:\bdated|\bas\s+of|\bmade|\bentered\s+into|\bsigned|\bexecuted|\bconcluded|\beffective|\bdate(?:\s+of\s+(?:signing|signature))?\s*[:\uff1a])\s*[^.]{0,20}$/i;
/** The first numbered clause or article. */
const FIRST_CLAUSE = /^\s*(?:Article|ARTICLE|Section|SECTION|Clause|CLAUSE)\s+(?:1|I|One|ONE)\b|^\s*1\.\s+[A-Z]/m;

export function findKeyDates(text: string, definitions: DefinedTerm[]): DateFact[] {
  const out: DateFact[] = [];
  const opening = findDates(text, 0, Math.min(text.length, 3000));
  // The date the contract is dated or made on; else the first date before the first clause. A short contract's
  // first date may be a delivery date in its clauses ("Party B shall deliver before 30 September 2026").
  const clause = text.slice(0, 3000).search(FIRST_CLAUSE);
  const agreement =
    opening.find((d) => DATED_CONTEXT.test(text.slice(Math.max(0, d.start - 40), d.start))) ??
    opening.find((d) => clause < 0 || d.start < clause);
  if (agreement) out.push({ kind: 'agreement', start: agreement.start, end: agreement.end, iso: agreement.iso });
  const def = definitions.find((d) => /^effective\s+date$/i.test(d.term));
  let effective: FoundDate | undefined;
  if (def) {
    // "(the "Effective Date")" labels the date just before it; "Effective Date" means ... holds it after.
    const before = findDates(text, Math.max(0, def.definition.start - 200), def.definition.start).pop();
    const after = findDates(text, def.definition.start, def.definition.end)[0];
    effective = text[def.definition.start] === '(' ? (before ?? after) : (after ?? before);
  }
  if (!effective) {
    const m = /effective\s+(?:as\s+of|on|from)\s+/i.exec(text.slice(0, 20_000));
    if (m) effective = findDates(text, m.index, m.index + m[0].length + 40)[0];
  }
  effective ??= agreement;
  if (effective) out.push({ kind: 'effective', start: effective.start, end: effective.end, iso: effective.iso });
  return out;
}
