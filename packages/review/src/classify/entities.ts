/**
 * Short spans CUAD labels as names and dates rather than clauses: the document's title, the parties
 * (names and the short names they are defined as), the agreement date and the effective date. They are
 * found by the way contracts are usually opened, in the preamble before the recitals or first section.
 */
import type { ScoredSpan } from './select.ts';
import { splitSentences, splitLines, type Span } from './segment.ts';

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
const DAY = '(?:[0-9]{1,2}|_+)\\s?(?:st|nd|rd|th)?';
const YEAR = '(?:1[89]|20)[0-9_]{2}|20_*|_{2,}';
const DATE_SOURCES = [
  `${MONTH}\\s+${DAY},?\\s+(?:${YEAR})`,
  `(?:the\\s+)?(?:[0-9]{1,2}|_+|\\s*)\\s?(?:st|nd|rd|th)?\\s+day\\s+of\\s+(?:${MONTH}|_+|\\s*),?\\s*(?:${YEAR})`,
  `${DAY}\\s+(?:day\\s+of\\s+)?${MONTH},?\\s+(?:${YEAR})`,
  `[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}`,
  `${MONTH}\\s+(?:${YEAR})`,
  `_{3,}\\s*_*,?\\s*(?:${YEAR})`,
];
const DATE = new RegExp(DATE_SOURCES.map((s) => `(?:${s})`).join('|'), 'gi');

/** Every date expression in [start, end). */
export function findDates(text: string, start = 0, end = text.length): Span[] {
  const out: Span[] = [];
  const part = text.slice(start, end);
  DATE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DATE.exec(part)) !== null) {
    let s = start + m.index;
    const e = start + m.index + m[0].length;
    while (s < e && /\s/.test(text[s]!)) s++;
    if (e - s >= 4) out.push({ start: s, end: e });
  }
  return out;
}

/** End of the opening part of a contract: the recitals, the first section or a fixed length, whichever first. */
export function preambleEnd(text: string): number {
  const limit = Math.min(text.length, 5000);
  const head = text.slice(0, limit);
  const markers = [/\bW\s?HEREAS\b/, /\n\s*(?:RECITALS|BACKGROUND|WITNESSETH)\b/i, /\bNOW,?\s+THEREFORE\b/i, /\n\s*(?:ARTICLE\s+(?:1|I)\b|1\.\s+[A-Z])/];
  let end = limit;
  for (const re of markers) {
    const m = re.exec(head);
    if (m && m.index > 150 && m.index < end) end = m.index;
  }
  return end;
}

const TITLE_WORD = /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|AMENDMENT|MEMORANDUM|TERMS AND CONDITIONS|PLAN|ARRANGEMENT|ORDER|STATEMENT OF WORK)\b/i;

export function documentName(text: string): ScoredSpan[] {
  const lines = splitLines(text, 0, Math.min(text.length, 3000)).slice(0, 25);
  for (const l of lines) {
    const line = text.slice(l.start, l.end);
    if (line.length > 120 || !TITLE_WORD.test(line)) continue;
    if (/^(?:this|the following|between|by and)\b/i.test(line) || /\bbetween\b|\bmade\b|\bentered\b/i.test(line)) continue;
    if (/^(?:exhibit|ex-|schedule|annex)\b[\s\d.:-]*$/i.test(line)) continue;
    let end = l.end;
    const paren = line.search(/\s*\(/);
    if (paren > 10) end = l.start + paren;
    return [{ start: l.start, end, score: 2 }];
  }
  const m = /\b(?:This|THIS)\s+((?:[A-Z][A-Za-z-]*\s+){0,6}(?:Agreement|AGREEMENT|Contract|CONTRACT))/.exec(text.slice(0, 3000));
  if (m && m[1]) {
    const start = m.index + m[0].length - m[1].length;
    return [{ start, end: start + m[1].length, score: 1 }];
  }
  return [];
}

const DATED_CONTEXT = /(?:dated|as of|made|entered into|effective|on|this)\s*[^.]{0,20}$/i;

export function agreementDate(text: string): ScoredSpan[] {
  const end = Math.min(text.length, Math.max(preambleEnd(text), 1500));
  const dates = findDates(text, 0, end);
  const contextual = dates.find((d) => DATED_CONTEXT.test(text.slice(Math.max(0, d.start - 40), d.start)));
  const pick = contextual ?? dates[0];
  return pick ? [{ ...pick, score: contextual ? 2 : 1 }] : [];
}

const EFFECTIVE_DEFINED = /\((?:the|this|hereinafter(?: called)?(?: the)?)?\s*["“]Effective\s+Date["”]\)?/i;
const EFFECTIVE_SENTENCE = /\b(?:effective\s+(?:as\s+of|on|from)|shall\s+(?:become|be)\s+effective|shall\s+commence\s+on|(?:commencement|effective)\s+date\s+(?:of\s+this\s+agreement\s+)?(?:is|shall\s+be))\b/i;

export function effectiveDate(text: string, agreement: readonly ScoredSpan[]): ScoredSpan[] {
  const defined = EFFECTIVE_DEFINED.exec(text);
  if (defined) {
    const near = findDates(text, Math.max(0, defined.index - 200), defined.index);
    const last = near[near.length - 1];
    if (last) return [{ ...last, score: 2 }];
  }
  const head = preambleEnd(text);
  for (const para of splitLines(text)) {
    if (para.start < head) continue;
    for (const s of splitSentences(text, para.start, para.end)) {
      const sentence = text.slice(s.start, s.end);
      if (EFFECTIVE_SENTENCE.test(sentence) && sentence.length < 400 && findDates(text, s.start, s.end).length > 0) {
        return [{ ...s, score: 1.5 }];
      }
    }
  }
  return agreement.length > 0 ? [{ ...agreement[0]!, score: 1 }] : [];
}

const SUFFIX =
  '(?:Inc|Incorporated|Corp|Corporation|Company|Co|LLC|L\\.L\\.C|Ltd|Limited|L\\.P|LP|LLP|GmbH|AG|S\\.A|N\\.V|B\\.V|plc|PLC|Pty|S\\.p\\.A|S\\.A\\.S|SARL|AB|Oy|KK|Bank|Trust|University|Partners|Fund)\\b\\.?';
const NAME_WORD = "(?:[A-Z0-9][A-Za-z0-9&.'’-]*|of|and|&|de|du|la|der|the)";
const COMPANY = new RegExp(`\\b[A-Z][A-Za-z0-9&.'’-]*(?:[ \\t]+${NAME_WORD}){0,6},?[ \\t]+${SUFFIX}`, 'g');
const DEFINED_PARTY = /\((?:the\s+|each\s+a\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?|referred\s+to\s+(?:herein\s+)?as\s+(?:the\s+)?|or\s+)?["“]([^"”\n]{1,40})["”]/g;
const NOT_A_PARTY = /agreement|effective|date|part(?:y|ies)\b|term\b|contract|schedule|exhibit|recitals|products?\b|territory|services?\b|act\b/i;

export function parties(text: string): ScoredSpan[] {
  const end = preambleEnd(text);
  const out: ScoredSpan[] = [];
  const head = text.slice(0, end);
  COMPANY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = COMPANY.exec(head)) !== null) {
    let s = m.index;
    const phrase = m[0];
    // Strip leading words that belong to the sentence, not the name ("By and between Acme Inc.").
    const lead = /^(?:(?:This|THIS|The|THE|By|BY|And|AND|Between|BETWEEN|Agreement|AGREEMENT|Among|AMONG)[ \t]+)+/.exec(phrase);
    if (lead) s += lead[0].length;
    if (m.index + phrase.length - s < 4) continue;
    out.push({ start: s, end: m.index + phrase.length, score: 1.5 });
  }
  DEFINED_PARTY.lastIndex = 0;
  while ((m = DEFINED_PARTY.exec(head)) !== null) {
    const name = m[1]!;
    if (NOT_A_PARTY.test(name) || !/^[A-Z0-9]/.test(name)) continue;
    const s = m.index + m[0].indexOf(name);
    out.push({ start: s, end: s + name.length, score: 1.5 });
  }
  out.sort((a, b) => a.start - b.start);
  return out.filter((p, i) => i === 0 || p.start >= out[i - 1]!.end);
}
