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
  /**
   * Set for an item of a list run into its paragraph ("shall not (a) copy ...; (b) reverse engineer ..."): the lead is
   * the words before "(a)". Read by the drafting rules only, like `numbered`.
   */
  inline?: boolean;
}

/** The first marker of a list run into a sentence (" (a) ", " (i) ", " (1) "), after the words that open it. */
const INLINE_FIRST = /\s\((?:a|i|1)\)\s/;
/** A sentence that starts with one of its later markers ("(b) analyze ...", after a semicolon). */
const INLINE_NEXT = /^\s*\((?:[b-z]|i{2,3}|iv|vi{0,3}|ix|x|[2-9])\)\s/;

/**
 * The lead of each sentence that continues a list run into an earlier sentence of its paragraph: the sentence is cut
 * at the semicolon before "(b)", and without the words before "(a)" it would lose its verb ("shall not").
 */
function inlineLeads(text: string, pieces: readonly Span[]): (Span | undefined)[] {
  let lead: Span | undefined;
  return pieces.map((s) => {
    const own = text.slice(s.start, s.end);
    const continues = lead !== undefined && INLINE_NEXT.test(own);
    const out = continues ? lead : undefined;
    if (!continues) {
      const m = INLINE_FIRST.exec(own);
      lead = m && m.index >= 10 ? { start: s.start, end: s.start + m.index } : undefined;
    }
    return out;
  });
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
    const inline = lead ? [] : inlineLeads(text, pieces);
    pieces.forEach((s, k) => {
      const own = inline[k];
      if (own) out.push({ start: s.start, end: s.end, heading, para, lead: own, inline: true });
      else out.push({ start: s.start, end: s.end, heading, para, ...(lead ? { lead } : {}), ...(numbered ? { numbered } : {}) });
    });
    // A paragraph ending in a colon opens a list; its items (lettered, numbered or bulleted lines) inherit it.
    const last = pieces[pieces.length - 1];
    if (last && /:\s*$/.test(line)) {
      lead = last;
      leadNumber = CLAUSE_NUMBER.exec(line)?.[1];
    }
  });
  return out;
}
