/**
 * Candidate spans for clause detection: paragraphs, split into sentences when long, each carrying the
 * heading it sits under. Clauses in contracts are mostly one to a few sentences; scoring sentences and
 * merging neighbours gives spans close to a lawyer's selection.
 */
export interface Span {
  start: number;
  end: number;
}

export interface Segment extends Span {
  /** Index of the paragraph the segment belongs to. */
  para: number;
  /** True when the paragraph was split into several sentences. */
  partOfLong: boolean;
  /** Text of the nearest heading above (a section title), lower case; '' when none. */
  heading: string;
  /** Title written at the start of the paragraph itself ("12.3 Governing Law. This ..."), lower case. */
  inlineHeading: string;
  /** True when the segment itself looks like a heading line. */
  isHeading: boolean;
}

/** Sentences longer than this are split at clause-level punctuation as well. */
const LONG_PARAGRAPH = 450;
const MAX_SEGMENT = 900;

/** Abbreviations after which a period does not end a sentence. */
const ABBREVIATIONS = new Set([
  'inc', 'corp', 'co', 'ltd', 'no', 'nos', 'sec', 'secs', 'art', 'e.g', 'i.e', 'u.s', 'mr', 'mrs', 'ms', 'dr', 'st', 'jr',
  'sr', 'vs', 'etc', 'l.p', 'llc', 'l.l.c', 'n.a', 's.a', 'b.v', 'n.v', 'p.c', 'para', 'cf', 'approx', 'dept', 'est',
  'fig', 'ave', 'blvd', 'rd', 'ste', 'u.s.a', 'p.o', 'pty', 'plc', 'hon', 'v', 'viz', 'ch', 'cl', 'pp', 'vol', 'ex', 'seq',
]);

/** Trimmed non-empty line ranges of `text` within [start, end). */
export function splitLines(text: string, start = 0, end = text.length): Span[] {
  const out: Span[] = [];
  let s = start;
  for (let i = start; i <= end; i++) {
    if (i === end || text.charCodeAt(i) === 10) {
      const r = trimRange(text, s, i);
      if (r) out.push(r);
      s = i + 1;
    }
  }
  return out;
}

export function trimRange(text: string, start: number, end: number): Span | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return e > s ? { start: s, end: e } : null;
}

const HEADING_NUMBER = /^(?:(?:article|section|clause|schedule|exhibit|appendix|annex)\s+)?(?:[0-9]+(?:\.[0-9]+)*|[ivxlc]+|[a-z])[.)]?\s+/i;

/** A short line that names a section: "ARTICLE 5 TERM AND TERMINATION", "7. Confidentiality", "Governing Law". */
export function looksLikeHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 90) return false;
  const body = t.replace(HEADING_NUMBER, '').replace(/[.:]$/, '').trim();
  if (!body || body.length > 70) return false;
  if (/[;,]$/.test(t)) return false;
  if (/[.!?]\s+\S/.test(body)) return false;
  const letters = body.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  const upper = body.replace(/[^A-Z]/g, '').length;
  if (upper / letters.length > 0.7) return true;
  const words = body.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  const small = new Set(['and', 'of', 'or', 'the', 'to', 'for', 'in', 'on', 'a', 'an', 'by', 'with']);
  const capitalised = words.filter((w) => /^[A-Z]/.test(w) || small.has(w));
  return words.length > 0 && words.length <= 8 && capitalised.length === words.length;
}

const INLINE_HEADING = /^(?:(?:article|section)\s+)?(?:[0-9]+(?:\.[0-9]+)*\.?|\([a-z0-9]+\)|[a-z]\.)?\s*((?:[A-Z][A-Za-z'’-]*|and|of|or|the|to|for|in|on|by|with|a|an)(?:\s+(?:[A-Z][A-Za-z'’-]*|and|of|or|the|to|for|in|on|by|with|a|an|&)){0,7})\s*(?:\.|:|;|\s[-–—])\s/;

/** The title that opens a paragraph ("12.3 Governing Law. This Agreement ..."), or ''. */
export function inlineHeadingOf(paragraph: string): string {
  const m = INLINE_HEADING.exec(paragraph.slice(0, 120));
  if (!m || !m[1]) return '';
  const title = m[1].trim();
  if (!/^[A-Z]/.test(title) || title.split(/\s+/).length > 8) return '';
  return title.toLowerCase();
}

/** Sentence boundaries inside [start, end): a period, semicolon or colon followed by space and a capital or a numbering. */
export function splitSentences(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  let s = start;
  const re = /([.;:!?])["'”’)]?\s+(?=["“(]?[A-Z0-9(])/g;
  re.lastIndex = start;
  const part = text.slice(0, end);
  let m: RegExpExecArray | null;
  while ((m = re.exec(part)) !== null) {
    const cut = m.index + m[0].length;
    if (cut >= end) break;
    if (m[1] === '.') {
      const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(start, m.index - 12), m.index));
      const word = before?.[1]?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/^\./, '')) || /^[a-z]$/.test(word) || /\.[a-z]$/.test(word)) {
        continue;
      }
      if (/\d$/.test(text.slice(m.index - 1, m.index)) && /^\d/.test(text.slice(m.index + 1, m.index + 2))) continue;
    }
    if (m[1] === ':' && cut - s < 40) continue;
    if (cut - s < 25) continue;
    const r = trimRange(text, s, cut);
    if (r) out.push(r);
    s = cut;
  }
  const r = trimRange(text, s, end);
  if (r) out.push(r);
  return out.flatMap((x) => (x.end - x.start > MAX_SEGMENT ? chop(text, x) : [x]));
}

/** Cuts an overlong run-on sentence at commas or spaces so no segment exceeds MAX_SEGMENT. */
function chop(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let s = span.start;
  while (span.end - s > MAX_SEGMENT) {
    let cut = text.lastIndexOf(', ', s + MAX_SEGMENT);
    if (cut <= s + MAX_SEGMENT / 3) cut = text.lastIndexOf(' ', s + MAX_SEGMENT);
    if (cut <= s) cut = s + MAX_SEGMENT;
    const r = trimRange(text, s, cut + 1);
    if (r) out.push(r);
    s = cut + 1;
  }
  const r = trimRange(text, s, span.end);
  if (r) out.push(r);
  return out;
}

/**
 * Paragraph ranges: the given ones (from the document's structure) split further at line breaks, or the
 * text's lines when none are given.
 */
export function paragraphsOf(text: string, paragraphs?: readonly Span[]): Span[] {
  if (!paragraphs || paragraphs.length === 0) return splitLines(text);
  return paragraphs.flatMap((p) => splitLines(text, Math.max(0, p.start), Math.min(text.length, p.end)));
}

export function segment(text: string, paragraphs?: readonly Span[]): Segment[] {
  const paras = paragraphsOf(text, paragraphs);
  const out: Segment[] = [];
  let heading = '';
  paras.forEach((p, para) => {
    const line = text.slice(p.start, p.end);
    const isHeading = looksLikeHeading(line);
    const inline = isHeading ? '' : inlineHeadingOf(line);
    const pieces = p.end - p.start > LONG_PARAGRAPH ? splitSentences(text, p.start, p.end) : [p];
    for (const piece of pieces) {
      out.push({ ...piece, para, partOfLong: pieces.length > 1, heading, inlineHeading: inline, isHeading });
    }
    if (isHeading) heading = line.replace(HEADING_NUMBER, '').replace(/[.:]$/, '').trim().toLowerCase();
  });
  return out;
}
