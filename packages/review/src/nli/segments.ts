/**
 * The units the statement answers point at: sentences, each with the heading it sits under. Evidence in NDAs is
 * mostly one sentence or one list item, shorter than the clause spans used for clause detection, so every
 * paragraph is split into its sentences (keeping short paragraphs whole scored lower by cross-validation:
 * 0.879 against 0.887; a short paragraph often holds a definition and the duty it qualifies).
 */
import { inlineHeadingOf, looksLikeHeading, paragraphsOf, splitSentences } from '../classify/segment.ts';
import type { Span } from '../types.ts';

export interface NliSegment extends Span {
  /** Lower-case title of the nearest heading above, '' when none. */
  heading: string;
  /** Index of the segment's paragraph. */
  para: number;
  /** For a list item: the sentence that introduces the list ("Confidential Information means:"). */
  lead?: Span;
  /**
   * Set when the item is numbered like a section ("4. Reverse engineer ...") and only the lead-in before it makes it
   * an item. The drafting rules read its lead-in; the learned features do not (cross-validated on the training NDAs,
   * reading it there cost 0.4 points of accuracy).
   */
  numbered?: boolean;
}

/** A list item: "(a)", "a.", "(iv)", "1.2.3", a bullet, or a line ending in ';' / 'and' / 'or'. */
const LIST_ITEM = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.|\d+(?:\.\d+)+\.?|[•·\-–*])\s|[;,]\s*(?:and|or)?\s*$/i;

/** A line that starts something of its own: a list item, an article or section, a page number. */
const OWN_START = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.\s|\d+(?:\.\d+)*\.?\)?\s|[•·\-–*]\s|(?:article|section|schedule|exhibit|annex|appendix)\b|-\s*\d+\s*-\s*$|page\s+\d+)/i;

/** A long line that ends with no stop, where a sentence may run on. */
const openLine = (text: string, l: Span) => l.end - l.start >= 45 && !/[.!?;:]["'”’)]*$/.test(text.slice(l.end - 3, l.end));

/**
 * Whether the text is broken at a fixed width, as text taken from filings and scans is: most of its long lines
 * end with no stop and run straight on (about nine in ten there; under half in NDAs kept a paragraph a line).
 */
export function isHardWrapped(text: string, lines: readonly Span[]): boolean {
  let long = 0;
  let open = 0;
  lines.forEach((l, i) => {
    if (l.end - l.start < 45) return;
    long++;
    const next = lines[i + 1];
    if (next && openLine(text, l) && !/\n[ \t]*\n/.test(text.slice(l.end, next.start))) open++;
  });
  return long >= 10 && open >= 0.6 * long;
}

/**
 * Lines put back into the paragraphs they were wrapped from, in a hard-wrapped text: there a sentence runs over
 * several lines ("The Recipient shall not reverse\nengineer ...") and a line is no sentence. A line is joined to
 * the one before when that one is long, ends with no stop and is no heading, and the line follows it directly and
 * starts nothing of its own.
 */
export function unwrapLines(text: string, lines: readonly Span[]): Span[] {
  if (!isHardWrapped(text, lines)) return [...lines];
  const out: Span[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && openLine(text, prev)) {
      const gap = text.slice(prev.end, l.start);
      const last = text.slice(text.lastIndexOf('\n', prev.end - 1) + 1, prev.end);
      const line = text.slice(l.start, l.end);
      if ((gap.match(/\n/g) ?? []).length === 1 && !looksLikeHeading(last) && !looksLikeHeading(line) && !OWN_START.test(line)) {
        prev.end = l.end;
        continue;
      }
    }
    out.push({ ...l });
  }
  return out;
}

export function nliSegments(text: string, paragraphs?: readonly Span[]): NliSegment[] {
  const out: NliSegment[] = [];
  let heading = '';
  let lead: Span | undefined;
  unwrapLines(text, paragraphsOf(text, paragraphs)).forEach((p, para) => {
    const line = text.slice(p.start, p.end);
    if (looksLikeHeading(line) && !/:$/.test(line)) {
      heading = line.replace(/^[\dA-Za-z.()]{1,8}\s+/, '').replace(/[.:]$/, '').trim().toLowerCase();
      lead = undefined;
      return;
    }
    const pieces = splitSentences(text, p.start, p.end);
    // Under a lead-in, "4. Reverse engineer ..." is an item too; "5. Term. This Agreement ..." opens a section.
    const lettered = LIST_ITEM.test(line);
    const numbered = !lettered && lead !== undefined && /^\s*\d{1,2}[.)]\s/.test(line) && !inlineHeadingOf(line);
    if (!lettered && !numbered) lead = undefined;
    for (const s of pieces) out.push({ start: s.start, end: s.end, heading, para, ...(lead ? { lead } : {}), ...(numbered ? { numbered } : {}) });
    // A paragraph ending in a colon opens a list; its items (lettered, numbered or bulleted lines) inherit it.
    const last = pieces[pieces.length - 1];
    if (last && /:\s*$/.test(line)) lead = last;
  });
  return out;
}
