/**
 * The units the statement answers point at: sentences, each with the heading it sits under. Evidence in NDAs is
 * mostly one sentence or one list item, shorter than the clause spans used for clause detection, so every
 * paragraph is split into its sentences (keeping short paragraphs whole scored lower by cross-validation:
 * 0.879 against 0.887; a short paragraph often holds a definition and the duty it qualifies).
 */
import { inlineHeadingOf, looksLikeHeading, paragraphsOf, splitSentences } from '../classify/segment.ts';
import { chosenParagraphs } from '../ingest/form-options.ts';
import { unwrapLines } from '../ingest/unwrap.ts';
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

/** The number a clause opens with ("2.1", "4."), without its final stop. */
const CLAUSE_NUMBER = /^\s*(\d+(?:\.\d+)*)[.)]?\s/;

/**
 * A clause numbered "2.2" after a lead-in numbered "2.1" is its sibling, not one of its items: only a number below
 * the lead-in's ("2.1.1" under "2.1", "2.1" under "2.") is read with it.
 */
function sibling(line: string, leadNumber: string | undefined): boolean {
  const m = CLAUSE_NUMBER.exec(line);
  return leadNumber !== undefined && m !== null && m[1]!.includes('.') && !m[1]!.startsWith(leadNumber + '.');
}

export function nliSegments(text: string, paragraphs?: readonly Span[]): NliSegment[] {
  const out: NliSegment[] = [];
  let heading = '';
  let lead: Span | undefined;
  let leadNumber: string | undefined;
  // A filled-in form's unticked options are not part of it: the same paragraphs the playbook reads.
  chosenParagraphs(text, unwrapLines(text, paragraphsOf(text, paragraphs))).forEach((p, para) => {
    const line = text.slice(p.start, p.end);
    if (looksLikeHeading(line) && !/:$/.test(line)) {
      heading = line.replace(/^[\dA-Za-z.()]{1,8}\s+/, '').replace(/[.:]$/, '').trim().toLowerCase();
      lead = undefined;
      return;
    }
    const pieces = splitSentences(text, p.start, p.end);
    // Under a lead-in, "4. Reverse engineer ..." is an item too; "5. Term. This Agreement ..." opens a section.
    const lettered = LIST_ITEM.test(line) && !sibling(line, leadNumber);
    const numbered = !lettered && lead !== undefined && /^\s*\d{1,2}[.)]\s/.test(line) && !inlineHeadingOf(line);
    if (!lettered && !numbered) lead = undefined;
    for (const s of pieces) out.push({ start: s.start, end: s.end, heading, para, ...(lead ? { lead } : {}), ...(numbered ? { numbered } : {}) });
    // A paragraph ending in a colon opens a list; its items (lettered, numbered or bulleted lines) inherit it.
    const last = pieces[pieces.length - 1];
    if (last && /:\s*$/.test(line)) {
      lead = last;
      leadNumber = CLAUSE_NUMBER.exec(line)?.[1];
    }
  });
  return out;
}
