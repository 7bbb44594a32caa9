import type { Span } from '../types.ts';
import { find, paragraphAt, trimSpan, type FinderContext } from './finder.ts';
import type { Finder } from './types.ts';

/**
 * Where a missing clause belongs: one paragraph, so a comment can sit on it. The anchor Finder's parts are tried
 * in order (categories, then each heading, then each pattern); the first that finds something wins, and the
 * anchor is the last paragraph of its first span (where a new clause would be added). Without an anchor Finder,
 * or when it finds nothing, the anchor is the last paragraph of the body before the signature block.
 */
const SIGNATURES =
  /^\s*(?:IN\s+WITNESS\s+WHEREOF|SIGNATURES?\b|SIGNATURE\s+PAGE|EXECUTION\s+PAGE|AGREED\s+AND\s+ACCEPTED|ACCEPTED\s+AND\s+AGREED)|\b(?:have|has)\s+(?:caused\s+this\s+agreement\s+to\s+be\s+)?(?:duly\s+)?executed\s+this\s+(?:agreement|contract)\b/i;
const ATTACHMENT = /^\s*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT)\b/i;
/** A line of a signature block: "By: /s/ ...", "Name:", "Title:", "Date:". */
const SIGNATURE_LINE = /^\s*(?:By|Name|Title|Date|Signature|Signed|Witness)\s*:|\/s\//i;
/** A caption over the signatures: "Party A: <name>   Party B: <name>", "For and on behalf of <name>". */
const SIGNATURE_CAPTION = /^\s*(?:for\s+and\s+on\s+behalf\s+of\b|(?:for\s+)?party\s+[a-d]\s*[:\uff1a(\uff08])/i;

/** A table-of-contents entry: a numbered title ending in its page number ("Section 7.01. Limitation on Liability 9"). */
const CONTENTS_LINE = /^(?:(?:article|section|clause)\s+)?[0-9ivxlc]+(?:\.[0-9]+)*\.?\s+[^\n]{2,120}?[A-Za-z)][^\n]*?(?:\s*\.{2,}\s*|\s+)\d{1,3}$/i;

function isContentsLine(line: string): boolean {
  return (
    line.length <= 100 &&
    CONTENTS_LINE.test(line) &&
    !/\b(?:shall|will|may|must|is|are|be)\b/i.test(line) &&
    !/\b(?:schedule|exhibit|annex|appendix|section|article|clause|paragraph)\s+\d{1,3}$/i.test(line)
  );
}

function lastParagraphOf(ctx: FinderContext, s: Span): Span | null {
  const { text, paragraphs } = ctx.doc;
  let i = paragraphAt(paragraphs, Math.max(s.start, s.end - 1));
  // A page number or a rule line closing the span is no place for a comment: step back to text.
  while (i > 0 && paragraphs[i]!.start > s.start && !/[A-Za-z]/.test(text.slice(paragraphs[i]!.start, paragraphs[i]!.end))) i--;
  const p = i >= 0 && paragraphs[i]!.start < s.end ? paragraphs[i]! : s;
  return trimSpan(text, p);
}

/** The last non-empty paragraph before the signature block (or the attachments, or the end). */
export function bodyEnd(ctx: Pick<FinderContext, 'doc'>): Span | null {
  const { text, paragraphs } = ctx.doc;
  if (!paragraphs.length) return trimSpan(text, { start: 0, end: text.length });
  const from = Math.floor(paragraphs.length * 0.3);
  let stop = paragraphs.length;
  for (let i = from; i < paragraphs.length; i++) {
    const p = paragraphs[i]!;
    const line = text.slice(p.start, Math.min(p.end, p.start + 400));
    if (SIGNATURES.test(line)) {
      stop = i;
      break;
    }
  }
  if (stop === paragraphs.length) {
    const half = Math.floor(paragraphs.length / 2);
    for (let i = half; i < paragraphs.length; i++) {
      const line = text.slice(paragraphs[i]!.start, paragraphs[i]!.end);
      if (ATTACHMENT.test(line) || SIGNATURE_LINE.test(line)) {
        stop = i;
        break;
      }
    }
  }
  for (let i = stop - 1; i >= 0; i--) {
    const t = trimSpan(text, paragraphs[i]!);
    const line = t ? text.slice(t.start, t.end) : '';
    // Body text, not a signature line, a caption or a short capitalised line (a party's name over its signature).
    const caption = line.length < 250 && SIGNATURE_CAPTION.test(line);
    if (t && !SIGNATURE_LINE.test(line) && !caption && (line.length > 100 || /[a-z]/.test(line))) return t;
  }
  return trimSpan(text, paragraphs[0]!);
}

export function anchorFor(anchor: Finder | undefined, ctx: FinderContext): Span | null {
  if (anchor) {
    const parts: Finder[] = [
      ...(anchor.categories ? [{ categories: anchor.categories }] : []),
      ...(anchor.headings ?? []).map((h) => ({ headings: [h] })),
      ...(anchor.patterns ?? []).map((p) => ({ patterns: [p] })),
    ];
    for (const part of parts) {
      for (const span of find(part, ctx)) {
        const a = lastParagraphOf(ctx, span);
        // A table-of-contents entry names the section without being it: the comment belongs in the body.
        if (a && !isContentsLine(ctx.doc.text.slice(a.start, a.end))) return a;
      }
    }
  }
  return bodyEnd(ctx);
}
