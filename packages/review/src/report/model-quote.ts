import type { Span } from '../types.ts';

/** A passage of the contract as the report prints it: always a slice of `Doc.text`, verbatim. */
export interface Quote {
  text: string;
  /** True when `text` is the beginning of a longer clause. */
  excerpt: boolean;
  span: Span;
}

/** Longest quote shown in full; a longer clause is quoted up to a word boundary before this length. */
export const MAX_QUOTE = 1500;

export function quoteOf(text: string, span: Span, max = MAX_QUOTE): Quote | null {
  const start = Math.max(0, Math.min(span.start, text.length));
  const end = Math.max(start, Math.min(span.end, text.length));
  let s = start;
  let e = end;
  // Spans may carry the paragraph's surrounding whitespace; the quote starts and ends on text.
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  if (s === e) return null;
  if (e - s <= max) return { text: text.slice(s, e), excerpt: false, span: { start: s, end: e } };
  let cut = s + max;
  const space = text.lastIndexOf(' ', cut);
  if (space > s + max / 2) cut = space;
  while (cut > s && /\s/.test(text[cut - 1])) cut--;
  return { text: text.slice(s, cut), excerpt: true, span: { start: s, end: cut } };
}
