/**
 * The units the statement answers point at: sentences, each with the heading it sits under. Evidence in NDAs is
 * mostly one sentence or one list item, shorter than the clause spans used for clause detection, so every
 * paragraph is split into its sentences (keeping short paragraphs whole scored lower by cross-validation:
 * 0.879 against 0.887; a short paragraph often holds a definition and the duty it qualifies).
 */
import { looksLikeHeading, paragraphsOf, splitSentences } from '../classify/segment.ts';
import type { Span } from '../types.ts';

export interface NliSegment extends Span {
  /** Lower-case title of the nearest heading above, '' when none. */
  heading: string;
  /** Index of the segment's paragraph. */
  para: number;
  /** For a list item: the sentence that introduces the list ("Confidential Information means:"). */
  lead?: Span;
}

/** A list item: "(a)", "a.", "(iv)", "1.2.3", a bullet, or a line ending in ';' / 'and' / 'or'. */
const LIST_ITEM = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.|\d+(?:\.\d+)+\.?|[•·\-–*])\s|[;,]\s*(?:and|or)?\s*$/i;

export function nliSegments(text: string, paragraphs?: readonly Span[]): NliSegment[] {
  const out: NliSegment[] = [];
  let heading = '';
  let lead: Span | undefined;
  paragraphsOf(text, paragraphs).forEach((p, para) => {
    const line = text.slice(p.start, p.end);
    if (looksLikeHeading(line) && !/:$/.test(line)) {
      heading = line.replace(/^[\dA-Za-z.()]{1,8}\s+/, '').replace(/[.:]$/, '').trim().toLowerCase();
      lead = undefined;
      return;
    }
    const pieces = splitSentences(text, p.start, p.end);
    const item = LIST_ITEM.test(line);
    if (!item) lead = undefined;
    for (const s of pieces) out.push({ start: s.start, end: s.end, heading, para, ...(lead ? { lead } : {}) });
    // A paragraph ending in a colon opens a list; its items (lettered, numbered or bulleted lines) inherit it.
    const last = pieces[pieces.length - 1];
    if (last && /:\s*$/.test(line)) lead = last;
  });
  return out;
}
