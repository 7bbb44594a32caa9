import type { Span } from '../types.ts';
import { paragraphAt, squeezedText, type FinderContext } from './finder.ts';

/**
 * A list item read with the sentence that introduces its list, and a lead-in read with its items. Who holds a
 * right and what it is often sit only in the lead-in ("HDC may terminate this Agreement: ... (c) on thirty days'
 * notice, if Customer undergoes a Change of Control"), and what triggers it only in the items, so either alone says
 * half of it. Only the Tests that judge a found span read the rest of the list; what is found and quoted is still
 * the item or the lead-in. A lead-in that rules an issue out (`whereNone`) is read without its items: one item's
 * saving words ("before registration") must not clear what another item says.
 */

/** A paragraph that opens with a list marker: "(c)", "c)", "(iv)", "iv.", "c.". */
const ITEM = /^\s*(?:\((?:[a-z]{1,2}|[ivxl]{1,5}|\d{1,2})\)|(?:[a-z]|[ivxl]{1,5})[.)])\s/i;
/** How far a lead-in and its items may be apart: a long list's last item still reads its lead-in. */
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

/** The span's text as Tests read it: with its list's lead-in, or (unless `withItems` is false) with its items. */
export function withList(ctx: FinderContext, s: Span, withItems = true): string {
  const own = squeezedText(ctx, s);
  const { paragraphs } = ctx.doc;
  const at = paragraphAt(paragraphs, s.start);
  // Only a span that is a whole paragraph (give or take its margins) is an item or a lead-in.
  if (at < 0 || paragraphs[at]!.start < s.start - 8 || paragraphs[at]!.end > s.end + 8) return own;
  if (ITEM.test(own)) return leadIn(ctx, at, s) + own;
  if (withItems && OPENS_LIST.test(own.trimEnd())) return own + items(ctx, at);
  return own;
}

/** The sentence that opens the list item `at` belongs to, with a space after it; empty when there is none. */
function leadIn(ctx: FinderContext, at: number, s: Span): string {
  const { paragraphs, text } = ctx.doc;
  for (let i = at - 1; i >= 0 && i >= at - MAX_BACK; i--) {
    const p = paragraphs[i]!;
    if (s.start - p.start > MAX_CHARS) return '';
    const line = text.slice(p.start, p.end).trim();
    // The nearest paragraph above that opens a list introduces it (an item may open a list of its own); other
    // items of the list are passed over, and any other paragraph ends the search.
    if (OPENS_LIST.test(line)) return `${lastSentence(squeezedText(ctx, p))} `;
    if (line && !ITEM.test(line)) return '';
  }
  return '';
}

/**
 * The items of the list a lead-in opens, each after a space: "Customer may terminate with immediate effect if:"
 * says for what only in "(1) Provider breaches any provision of this Agreement;".
 */
function items(ctx: FinderContext, at: number): string {
  const { paragraphs, text } = ctx.doc;
  let out = '';
  for (let i = at + 1; i < paragraphs.length && i <= at + MAX_BACK; i++) {
    const p = paragraphs[i]!;
    if (p.start - paragraphs[at]!.end > MAX_CHARS) break;
    const line = text.slice(p.start, p.end).trim();
    if (!line) continue;
    if (!ITEM.test(line)) break;
    out += ` ${squeezedText(ctx, p)}`;
  }
  return out;
}
