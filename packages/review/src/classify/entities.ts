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
  `[0-9]{1,2}-[0-9]{1,2}-(?:19|20)?[0-9]{2}\\b`,
  `${MONTH}\\s+(?:${YEAR})`,
  // A day left blank in a form: "June , 2010".
  `${MONTH}\\s*,\\s*(?:${YEAR})`,
  // Typed over a line of dashes: "31 December, --------- 1996", "1st day of --- November, 2003".
  `${DAY}\\s+(?:day\\s+of\\s+)?(?:-{2,}\\s*)?${MONTH},?\\s+(?:-{2,}\\s*)?(?:${YEAR})`,
  `_{3,}\\s*_*,?\\s*(?:${YEAR})`,
  // A date left to fill in a draft: "[•], 2020".
  `\\[[^\\]\\n]{0,4}\\],?\\s*(?:${YEAR})`,
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

/**
 * Where the opening paragraph (the one that says who makes the agreement with whom) starts: the top, unless
 * the agreement begins with a table of contents, which puts the opening pages further down.
 */
export function openingStart(text: string): number {
  const top = text.slice(0, Math.min(text.length, 5000));
  const pageNumbered = top.split('\n').filter((l) => /\S.*\s(?:[0-9]{1,3}|[ivx]{1,5})\s*$/.test(l)).length;
  if (!/\b(?:table\s+of\s+contents|contents)\b/i.test(top) && pageNumbered < 8) return 0;
  // After a table of contents, the opening starts at the line of its first sentence, however near the top:
  // the contents' "ARTICLE 1" would otherwise end the opening before it begins.
  const m = OPENING_WORDS.exec(text.slice(0, Math.min(text.length, 100_000)));
  return m ? text.lastIndexOf('\n', m.index) + 1 : 0;
}
/** "... is made and entered into as of ... by and between": the opening sentence, across line breaks. */
const OPENING_WORDS = /\b(?:is\s+made|made\s+and\s+entered|entered\s+into|dated|effective|executed)\b[^.]{0,300}?\b(?:between|among)\b/i;

/** End of the opening part of a contract: the recitals, the first section or a fixed length, whichever first. */
export function preambleEnd(text: string, start = openingStart(text)): number {
  const limit = Math.min(text.length, start + 5000);
  const head = text.slice(start, limit);
  const markers = [/\bW\s?HEREAS\b/, /\n\s*(?:RECITALS|BACKGROUND|WITNESSETH)\b/i, /\bNOW,?\s+THEREFORE\b/i, /\n\s*(?:ARTICLE\s+(?:1|I)\b|1\.\s+[A-Z])/];
  let end = limit;
  for (const re of markers) {
    const m = re.exec(head);
    if (m && m.index > 150 && start + m.index < end) end = start + m.index;
  }
  return end;
}

const CAPS_TITLE = /\b(?:[A-Z][A-Z0-9&'’-]*[ \t]+){0,7}(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|MEMORANDUM|STATEMENT)\b/;
const TITLE_WORD = /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|AMENDMENT|MEMORANDUM|TERMS AND CONDITIONS|PLAN|ARRANGEMENT|ORDER|STATEMENT OF WORK)\b/i;

function titleIn(text: string): Span | null {
  const lines = splitLines(text, 0, Math.min(text.length, 3000)).slice(0, 25);
  for (const l of lines) {
    // Cover pages set several items on one line, spaced apart: take each piece on its own.
    const pieces: Span[] = [];
    const re = /\S(?:.*?\S)?(?=\s{3,}|$)/g;
    const line = text.slice(l.start, l.end);
    let m: RegExpExecArray | null;
    while ((m = re.exec(line)) !== null) pieces.push({ start: l.start + m.index, end: l.start + m.index + m[0].length });
    for (const p of pieces) {
      const piece = text.slice(p.start, p.end);
      if (piece.length > 120 || !TITLE_WORD.test(piece)) continue;
      if (/^(?:this|the following|between|by and)\b/i.test(piece) || /\bbetween\b|\bmade\b|\bentered\b|\bdated\b/i.test(piece)) continue;
      const paren = piece.search(/\s*\(/);
      return { start: p.start, end: paren > 10 ? p.start + paren : p.end };
    }
  }
  // A title run into the text of its line (a flattened filing: "Exhibit 10.22 SERVICES AGREEMENT This Agreement ...").
  const caps = CAPS_TITLE.exec(text.slice(0, 3000));
  if (caps) {
    const lead = /^(?:(?:EXHIBIT|THIS|THE|EXECUTION|VERSION|COPY|FORM|OF)[ \t]+)+/.exec(caps[0]);
    const start = caps.index + (lead ? lead[0].length : 0);
    if (caps.index + caps[0].length - start > 8) return { start, end: caps.index + caps[0].length };
  }
  const m = /\b(?:This|THIS)\s+((?:[A-Z][A-Za-z-]*\s+){0,6}(?:Agreement|AGREEMENT|Contract|CONTRACT))/.exec(text.slice(0, 3000));
  if (m && m[1]) {
    const start = m.index + m[0].length - m[1].length;
    return { start, end: start + m[1].length };
  }
  return null;
}

/** The title and at most one repetition in the opening (a cover line and the preamble often both carry it). */
const MAX_TITLES = 2;

/** The title, and its repetitions in the opening (a cover line and the preamble often both carry it). */
export function documentName(text: string): ScoredSpan[] {
  const title = titleIn(text);
  if (!title) return [];
  const name = text.slice(title.start, title.end).replace(/\s+/g, ' ');
  const out: ScoredSpan[] = [{ ...title, score: 2 }];
  const words = name.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const again = new RegExp(words.join('\\s+'), 'gi');
  const head = text.slice(0, Math.min(text.length, 3000));
  let m: RegExpExecArray | null;
  while (out.length < MAX_TITLES && (m = again.exec(head)) !== null) {
    if (m.index >= title.start && m.index < title.end) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 1 });
  }
  return out.sort((a, b) => a.start - b.start);
}

const FILING_FOOTER = /\bSource:[^\n]*,\s*$/;
const STRONG_DATED_CONTEXT = /(?:dated|as of|made|entered into|effective)\s*[^.]{0,20}$/i;
const DATED_CONTEXT = /(?:dated|as of|made|entered into|effective|on|this)\s*[^.]{0,20}$/i;

export function agreementDate(text: string): ScoredSpan[] {
  const start = openingStart(text);
  const end = Math.min(text.length, Math.max(preambleEnd(text, start), start + 1500));
  const before = (d: Span) => text.slice(Math.max(0, d.start - 40), d.start);
  // A filing's page footer ("Source: ACME INC, 10-K, 8/22/2019") dates the filing, not the agreement.
  const dates = findDates(text, start, end).filter((d) => !FILING_FOOTER.test(before(d)));
  const contextual = dates.find((d) => STRONG_DATED_CONTEXT.test(before(d))) ?? dates.find((d) => DATED_CONTEXT.test(before(d)));
  const pick = contextual ?? dates[0];
  if (pick) return [{ ...pick, score: contextual ? 2 : 1 }];
  // An opening without a date: the agreement is dated where it is signed, by the last signature's date.
  const tail = Math.max(end, Math.floor(text.length * SIGNATURE_PART));
  const signed = findDates(text, tail).filter((d) => SIGNED_CONTEXT.test(before(d)));
  const last = signed[signed.length - 1];
  return last ? [{ ...last, score: 0.8 }] : [];
}

/** Where the signature blocks are looked for: the last fifth of the text. */
const SIGNATURE_PART = 0.8;
const SIGNED_CONTEXT = /(?:\bdate(?:d)?\s*:?|\bdated|\bthis|\bexecuted[^.]{0,30}\bon(?:\s+the)?)\s*$/i;

const EFFECTIVE_DEFINED = /\((?:the|this|hereinafter(?: called)?(?: the)?)?\s*["“]Effective\s+Date["”]\)?/i;
const EFFECTIVE_SENTENCE = /\b(?:effective\s+(?:as\s+of|on|from)|(?:shall|will)\s+(?:become|be)\s+effective|(?:shall|will)\s+(?:automatically\s+)?(?:commence|begin)\s+(?:on|upon|as\s+of)|(?:commencement|effective)\s+date\s+(?:of\s+this\s+agreement\s+)?(?:is|shall\s+be|will\s+be))\b/i;
/** The agreement or its term is what takes effect, not a notice or a termination. */
const OF_THE_AGREEMENT = /\b(?:this\s+(?:agreement|contract)|the\s+term\b|all\s+terms\s+of\s+this)/i;
const HEREOF = /\b(?:date|day)\s+(?:hereof|of\s+this\s+agreement|(?:and\s+year\s+)?first\s+(?:above\s+)?(?:set\s+forth|written|mentioned))/i;
/** A start tied to an event rather than a calendar date ("on the date of its execution", "upon the date that ..."). */
const EVENT_DATE = /\b(?:on|upon|as\s+of)\s+the\s+(?:date|day)\b/i;

export function effectiveDate(text: string, agreement: readonly ScoredSpan[]): ScoredSpan[] {
  const opening = (): ScoredSpan[] => (agreement.length > 0 ? [{ ...agreement[0]!, score: 1 }] : []);
  const head = preambleEnd(text);
  const defined = EFFECTIVE_DEFINED.exec(text);
  if (defined) {
    const near = findDates(text, Math.max(0, defined.index - 200), defined.index);
    const last = near[near.length - 1];
    if (last) return [{ ...last, score: 2 }];
    if (defined.index >= head) {
      // Defined in the body ("This Agreement shall commence on ... (the "Effective Date")"): the sentence.
      const sentence = sentenceAround(text, defined.index);
      if (sentence && sentence.end - sentence.start < 400) return [{ ...sentence, score: 1.8 }];
    }
  }
  for (const para of splitLines(text)) {
    if (para.start < head) continue;
    for (const s of splitSentences(text, para.start, para.end)) {
      const sentence = text.slice(s.start, s.end);
      const m = EFFECTIVE_SENTENCE.exec(sentence);
      if (!m || sentence.length >= 400 || !OF_THE_AGREEMENT.test(sentence) || /terminat/i.test(sentence.slice(0, m.index))) continue;
      // "effective as of the date hereof / first written above": the date of the opening.
      if (HEREOF.test(sentence.slice(m.index))) return opening();
      // A calendar date is what lawyers mark; a start tied to an event, the sentence.
      const date = findDates(text, s.start + m.index, s.end)[0];
      if (date) return [{ ...date, score: 1.5 }];
      if (EVENT_DATE.test(sentence.slice(m.index))) return [{ ...s, score: 1.5 }];
    }
  }
  // A contract that never speaks of taking effect marks no effective date: the opening's date is its agreement date only
  // (on the training contracts, 14 of the 17 without the word have none).
  return /\beffective\b/i.test(text) ? opening() : [];
}

/**
 * A date shown with the words around it, inside its sentence, up to CONTEXT_RATIO times the date's own length:
 * "shall commence on January 20, 2014" says which date it is where the bare date does not. Lawyers mark either
 * the date or the sentence that sets it; a span this size still counts as the date, and as the sentence when
 * the sentence is short.
 */
export function dateInContext(text: string, span: ScoredSpan): ScoredSpan {
  const sentence = sentenceAround(text, span.start);
  if (!sentence || sentence.end < span.end) return span;
  const room = Math.floor(CONTEXT_RATIO * (span.end - span.start)) - (span.end - span.start);
  if (room <= 0) return span;
  // Half the room on each side, and what one side cannot use goes to the other.
  const leftRoom = span.start - sentence.start;
  const rightRoom = sentence.end - span.end;
  let left = Math.min(leftRoom, Math.floor(room / 2));
  const right = Math.min(rightRoom, room - left);
  left = Math.min(leftRoom, room - right);
  let start = span.start - left;
  let end = span.end + right;
  // Whole words only: a cut word moves the edge inwards, never past the date.
  if (start > sentence.start && /\w/.test(text[start - 1]!)) while (start < span.start && /\w/.test(text[start]!)) start++;
  if (end < sentence.end && /\w/.test(text[end]!)) while (end > span.end && /\w/.test(text[end - 1]!)) end--;
  while (start < span.start && /\s/.test(text[start]!)) start++;
  while (end > span.end && /\s/.test(text[end - 1]!)) end--;
  return { start, end, score: span.score };
}

/** How long a date's span may grow with its context, as a multiple of the date's own length. */
export const CONTEXT_RATIO = 4;

/** The sentence of its line that holds position `at`. */
function sentenceAround(text: string, at: number): Span | null {
  const line = splitLines(text).find((l) => l.start <= at && at < l.end);
  if (!line) return null;
  return splitSentences(text, line.start, line.end).find((s) => s.start <= at && at < s.end) ?? null;
}

const SUFFIX_WORDS = [
  'Inc', 'Incorporated', 'Corp', 'Corporation', 'Company', 'Co', 'LLC', 'L\\.L\\.C', 'Ltd', 'Limited', 'L\\.P', 'LP', 'LLP', 'GmbH',
  'AG', 'S\\.A', 'N\\.V', 'B\\.V', 'plc', 'Pty', 'S\\.p\\.A', 'SARL', 'AB', 'Oy', 'Bank', 'Trust', 'University', 'Partners',
  'Fund', 'Association', 'Institute',
];
// Company suffixes as written in running text or in capitals ("Acme, Inc." / "ACME, INC.").
const SUFFIX = `(?:${[...new Set(SUFFIX_WORDS.flatMap((w) => [w, w.toUpperCase()]))].join('|')})\\b\\.?`;
const NAME_WORD = "(?:[A-Z0-9][A-Za-z0-9&.'’-]*|\\([A-Z][A-Za-z. ]{1,20}\\)|of|and|&|de|du|la|der|the)";
// A name starts with a capital or a digit, or with a lower-case letter before a capital ("iBio", "mPhase").
const COMPANY = new RegExp(`\\b(?:[A-Z0-9]|[a-z][A-Z])[A-Za-z0-9&.'’-]*(?:[ \\t]+${NAME_WORD}){0,6},?[ \\t]+${SUFFIX}`, 'g');
const DEFINED_PARTY =
  /(?:\(|,\s+if\s+any,\s+|\b(?:referred\s+to\s+(?:herein\s+|in\s+this\s+[Aa]greement\s+)?as|hereinafter\s+(?:called|referred\s+to\s+as))\s+)(?:the\s+|each\s+a\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?|referred\s+to\s+(?:herein\s+)?as\s+(?:the\s+)?|or\s+)?(["“][^"”\n]{1,40}["”](?:,?\s+(?:or|and\/or|and)\s+(?:the\s+)?["“][^"”\n]{1,40}["”])?)/g;
/** Contracts drafted in China name the sides "Party A" and "Party B" at the head of each party's block. */
const LETTERED = /^[ \t]*(Party[ \t]+[A-D])[ \t]*[:：(（]/gm;
/** The sentence that names the parties together: 'A and B are each referred to as a "Party" ...'. */
const PARTIES_DEFINED = /[^.;\n]{0,160}["“](?:a\s+|the\s+)?[Pp]art(?:y|ies)[,.]?["”][^.;\n]{0,120}["“]?(?:a\s+|the\s+)?[Pp]art(?:y|ies)?[,.]?["”]?[^.;\n]{0,20}/;
const NOT_A_PARTY = /agreement|effective|date|part(?:y|ies)\b(?!\s+[A-Z]\b)|term\b|contract|schedule|exhibit|recitals|products?\b|territory|services?\b|act\b/i;

/** Where aliases are taken without a full name just before; how far after a full name an alias may follow. */
const OPENING = 1200;
const ALIAS_REACH = 300;

export function parties(text: string): ScoredSpan[] {
  const start = openingStart(text);
  const end = preambleEnd(text, start);
  const out: ScoredSpan[] = [];
  /** Whether [s, e) overlaps a name already found. */
  const taken = (s: number, e: number) => out.some((o) => o.start < e && s < o.end);
  const head = text.slice(0, end);
  COMPANY.lastIndex = start;
  let m: RegExpExecArray | null;
  while ((m = COMPANY.exec(head)) !== null) {
    let s = m.index;
    const phrase = m[0];
    // Strip leading words that belong to the sentence, not the name ("By and between Acme Inc.").
    const lead = /^(?:(?:This|THIS|The|THE|By|BY|And|AND|Between|BETWEEN|Agreement|AGREEMENT|Among|AMONG)[ \t]+)+/.exec(phrase);
    if (lead) s += lead[0].length;
    if (m.index + phrase.length - s < 4) continue;
    // A sentence ends inside the match ("... this Agreement. Bank"): not one name.
    if (/[a-z]{2}\.\s+[A-Z]/.test(text.slice(s, m.index + phrase.length))) continue;
    // "a Delaware corporation" describes a party; it does not name one.
    if (/\ban?[ \t]+$/i.test(text.slice(Math.max(0, s - 4), s))) continue;
    // Section titles and tables of contents ("Section 4.02 Covenants of the Company") name no party.
    if (/\b(?:section|article|schedule|exhibit|annex)\b|\s[0-9]+\s{2,}/i.test(phrase) || /\b(?:section|article)\s+[0-9ivx.]+\s*$/i.test(text.slice(Math.max(0, s - 30), s))) continue;
    out.push({ start: s, end: m.index + phrase.length, score: 1.5 });
  }
  // A name without a company suffix, introduced as a party is: a descriptor ("Acme Labs, a Delaware corporation")
  // or a short name in brackets right after it ("Jane Roe ("Consultant")").
  INTRODUCED.lastIndex = start;
  while ((m = INTRODUCED.exec(head)) !== null) {
    const lead = /^(?:(?:This|THIS|The|THE|By|BY|And|AND|Between|BETWEEN|Among|AMONG|Agreement|AGREEMENT)[ \t]+)+/.exec(m[1]!);
    const s = m.index + (lead ? lead[0].length : 0);
    const e = m.index + m[1]!.length;
    const name = text.slice(s, e);
    if (e - s < 3 || NOT_A_PARTY.test(name) || /\b(?:section|article|schedule|exhibit|annex)\b/i.test(name)) continue;
    if (taken(s, e)) continue;
    out.push({ start: s, end: e, score: 1.2 });
  }
  LETTERED.lastIndex = start;
  while ((m = LETTERED.exec(head)) !== null) {
    const s = m.index + m[0].indexOf(m[1]!);
    const e = s + m[1]!.length;
    if (!taken(s, e)) out.push({ start: s, end: e, score: 1.2 });
  }
  const names = out.map((o) => o.end);
  DEFINED_PARTY.lastIndex = start;
  while ((m = DEFINED_PARTY.exec(head)) !== null) {
    const quoted = m[1]!;
    const first = quoted.replace(/^["“]/, '').replace(/["”].*$/s, '');
    // Short names start with a capital or a digit, or a lower-case letter before a capital or hyphen ("eShop", "i-Net").
    if (NOT_A_PARTY.test(first) || !/^(?:[A-Z0-9]|[a-z][A-Z-])/.test(first)) continue;
    // A party's short name is defined right after its full name, in the opening lines.
    if (m.index > start + OPENING && !names.some((n) => m!.index >= n && m!.index - n < ALIAS_REACH)) continue;
    // One name: without its quotes; a name with an alternative ("Supplier" or "Acme"): both, quotes included.
    const single = quoted.length === first.length + 2;
    const text0 = single ? first : quoted;
    const s = m.index + m[0].indexOf(text0);
    out.push({ start: s, end: s + text0.length, score: 1.5 });
  }
  const tail = text.slice(start, Math.min(text.length, Math.max(end + 1500, start + 3000)));
  const together = PARTIES_DEFINED.exec(tail);
  out.sort((a, b) => a.start - b.start);
  // A cover page repeats the names in capitals; lawyers mark them where the opening sentence introduces them.
  const o = OPENING_WORDS.exec(head.slice(start));
  const line = o ? text.lastIndexOf('\n', start + o.index) + 1 : -1;
  const later = (p: ScoredSpan) => {
    const name = text.slice(p.start, p.end).replace(/\s+/g, ' ').toLowerCase();
    return out.some((q) => q.start >= line && text.slice(q.start, q.end).replace(/\s+/g, ' ').toLowerCase() === name);
  };
  const kept = line > 0 ? out.filter((p) => p.start >= line || !later(p)) : out;
  const found = kept.filter((p, i) => i === 0 || p.start >= kept[i - 1]!.end);
  // The sentence that names them together may hold a short name; both are marked.
  if (together) {
    const s = start + together.index + (together[0].length - together[0].trimStart().length);
    found.push({ start: s, end: start + together.index + together[0].trimEnd().length, score: 1 });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A name that follows "between"/"and" and is introduced by a descriptor or a bracketed short name. */
const INTRODUCED = new RegExp(
  `(?<=\\b(?:between|among|and|BETWEEN|AMONG|AND)[ \\t]+)([A-Z][A-Za-z0-9&.'’/-]*(?:[ \\t]+${NAME_WORD}){0,5})(?=,?[ \\t]+an?[ \\t]+(?:[A-Z][A-Za-z]+[ \\t]+){0,3}(?:corporation|company|limited|partnership|individual|association|university|bank|trust|entity)|[ \\t]*\\([ \\t]*(?:the[ \\t]+|hereinafter[^)"“]{0,30})?["“])`,
  'g',
);


/**
 * A name or date is reported where the contract first writes it (the place it is introduced, which is also
 * where CUAD's lawyers mark it): each distinct string once, at its first occurrence.
 */
export function atFirstMention(text: string, spans: readonly ScoredSpan[]): ScoredSpan[] {
  const seen = new Map<string, ScoredSpan>();
  for (const s of spans) {
    const str = text.slice(s.start, s.end);
    const prev = seen.get(str);
    if (prev) {
      prev.score = Math.max(prev.score, s.score);
      continue;
    }
    const first = text.indexOf(str);
    seen.set(str, { start: first, end: first + str.length, score: s.score });
  }
  return [...seen.values()].sort((a, b) => a.start - b.start);
}
