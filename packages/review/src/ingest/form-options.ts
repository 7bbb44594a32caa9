/**
 * A filled-in form prints the options nobody ticked next to the one ticked ("[X] Mutual  [ ] One-way"). Once any box
 * is ticked, an option line with an empty box is not part of the agreement, and nothing should read it as a clause.
 * In a blank form (no box ticked) every box is empty and every line is still read: it may be the one the signer is
 * meant to tick. "(x)" is the tenth item of a list, not a ticked box, so only square boxes count.
 */
import type { Span } from '../types.ts';

const TICKED = /^\s*(?:\[\s?[xX✓✔]\s?\]|☒|☑)\s/m;
const UNTICKED = /^\s*(?:\[\s?\]|☐|□)\s/;

/** Whether the text is a form with at least one ticked box. */
export function isFilledForm(text: string): boolean {
  return TICKED.test(text);
}

/** The paragraphs without the options left unticked, when the text is a filled-in form; otherwise all of them. */
export function chosenParagraphs(text: string, paragraphs: readonly Span[]): readonly Span[] {
  if (!isFilledForm(text)) return paragraphs;
  return paragraphs.filter((p) => !UNTICKED.test(text.slice(p.start, p.end)));
}
