import type { Span } from '../types.ts';
import { paragraphAt, squeezedText, type FinderContext } from './finder.ts';

/**
 * A list item read with the sentence that introduces its list. Who holds a right and what it is often sit only in
 * the lead-in ("HDC may terminate this Agreement: ... (c) on thirty days' notice, if Customer undergoes a Change of
 * Control"), so an item alone says half of it. Only the Tests that judge a found span read the lead-in; what is
 * found and quoted is still the item.
 */

/** A paragraph that opens with a list marker: "(c)", "c)", "(iv)", "iv.", "c.". */
const ITEM = /^\s*(?:\((?:[a-z]{1,2}|[ivxl]{1,5}|\d{1,2})\)|(?:[a-z]|[ivxl]{1,5})[.)])\s/i;
/** How far back a lead-in may be: a long list's last item still reads its lead-in. */
const MAX_BACK = 15;
const MAX_CHARS = 4000;
/** The longest lead-in read. */
const MAX_LEAD_IN = 400;
/** A paragraph that ends by opening a list. */
const OPENS_LIST = /(?:[:\u2014\uff1a]|\s[-\u2013])$/;

/** The sentence that opens the list: a long paragraph's earlier sentences say other things. */
function lastSentence(paragraph: string): string {
  let from = 0;
  for (const m of paragraph.matchAll(/[.;]\s+(?=["\u201c(]?[A-Z0-9])/g)) from = m.index! + m[0].length;
  return paragraph.slice(Math.max(from, paragraph.length - MAX_LEAD_IN));
}

export function withLeadIn(ctx: FinderContext, s: Span): string {
  const own = squeezedText(ctx, s);
  if (!ITEM.test(own)) return own;
  const { paragraphs, text } = ctx.doc;
  const at = paragraphAt(paragraphs, s.start);
  if (at < 0 || paragraphs[at]!.start < s.start - 8) return own;
  for (let i = at - 1; i >= 0 && i >= at - MAX_BACK; i--) {
    const p = paragraphs[i]!;
    if (s.start - p.start > MAX_CHARS) return own;
    const line = text.slice(p.start, p.end).trim();
    // The nearest paragraph above that opens a list introduces it (an item may open a list of its own); other
    // items of the list are passed over, and any other paragraph ends the search.
    if (OPENS_LIST.test(line)) return `${lastSentence(squeezedText(ctx, p))} ${own}`;
    if (line && !ITEM.test(line)) return own;
  }
  return own;
}
