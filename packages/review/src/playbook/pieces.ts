import type { Span } from '../types.ts';
import { trimSpan } from './finder.ts';
import { PAGE_NUMBER } from '../ingest/pdf-layout.ts';
import { chosenParagraphs } from '../ingest/form-options.ts';

/**
 * The units the playbook's patterns test and quote. A contract converted from PDF often holds a whole article on
 * one line ("6. Warranties. 6.1 ... 6.2 ... 6.3 ..."); as one paragraph its quote would be thousands of characters
 * and might not show the clause at all. Such a paragraph is cut where a numbered clause starts after a sentence
 * ends, and a piece still too long at sentence ends. Lettered items ("(a) ...; (b) ...") stay with their lead-in,
 * which usually says what they are about ("shall indemnify ... arising out of:").
 */

/** Paragraphs longer than this are cut into pieces. */
export const LONG_PARAGRAPH = 1500;
/** A cut leaves no piece shorter than this. */
const MIN_PIECE = 200;

/** A numbered clause starting after a sentence: "... agreed. 6.2 Warranty. ..." or "... term. 7. Termination". */
const NUMBERED = /[.;:]["'”’)]?\s+(?=(?:\d{1,2}(?:\.\d{1,2}){1,3}\.?|\d{1,2}\.)\s+["“(]?[A-Z])/g;
/** Any sentence end followed by a capital or a lettered item: used only when a piece is still too long. */
const SENTENCE = /[.;:]["'”’)]?\s+(?=["“(]?[A-Z]|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)/g;

/** Cut positions (the start of the next piece) of `re` inside [start, end). */
function cuts(text: string, start: number, end: number, re: RegExp): number[] {
  const out: number[] = [];
  const part = text.slice(start, end);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(part)) !== null) out.push(start + m.index + m[0].length);
  return out;
}

/** Splits [start, end) at the given positions, keeping every piece at least MIN_PIECE long (short ones join the next). */
function splitAt(start: number, end: number, at: readonly number[], maxLen = Infinity): Span[] {
  const out: Span[] = [];
  let s = start;
  for (let i = 0; i < at.length; i++) {
    const c = at[i]!;
    if (c - s < MIN_PIECE || end - c < MIN_PIECE) continue;
    // With a length limit, cut only when the piece would otherwise outgrow it.
    if (maxLen !== Infinity && (at[i + 1] ?? end) - s <= maxLen) continue;
    out.push({ start: s, end: c });
    s = c;
  }
  out.push({ start: s, end });
  return out;
}

/** A line that stops mid-sentence: its last character a lower-case letter or a comma. */
const OPEN_END = /[a-z,]$/;
/**
 * A line that goes on in lower case, and is not a lettered or roman list item ("b) ...", "ii. ..."), or that goes on
 * with the figures of a number written in words ("... a period of eighteen" / "(18) months").
 */
const GOES_ON = /^[a-z](?![.)]\s)(?!(?<=^[ivx])[ivx]{0,3}[.)]\s)|^\(\d{1,3}\)\s+[a-z]/;

/** A short line with its numbers blanked, to recognise a running header or footer whatever its page number. */
const lineKey = (s: string) => s.replace(/\d+/g, '#').replace(/\s+/g, ' ').toLowerCase();

/** Short lines that recur three times or more: running headers and footers ("Source: ACME CORP, 10-K, 2/27/2020"). */
function runningLines(text: string, paragraphs: readonly Span[]): Set<string> {
  const counts = new Map<string, number>();
  for (const p of paragraphs) {
    if (p.end - p.start > 120) continue;
    const k = lineKey(text.slice(p.start, p.end));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 3).map(([k]) => k));
}

/**
 * Paragraphs broken at a page end joined again: in text converted from PDF a sentence that runs onto the next
 * page becomes two paragraphs, sometimes with the page number or a running header or footer between, and a
 * pattern could read neither half.
 */
export function joinBroken(text: string, paragraphs: readonly Span[]): Span[] {
  const out: Span[] = [];
  const running = runningLines(text, paragraphs);
  const opens = (p: Span) => OPEN_END.test(text.slice(p.end - 1, p.end));
  const goesOn = (p: Span | undefined) => p !== undefined && GOES_ON.test(text.slice(p.start, Math.min(p.end, p.start + 8)));
  // A page number (as the PDF reader drops them) or a running line standing between the two halves.
  const pageFurniture = (p: Span) => {
    const line = text.slice(p.start, p.end);
    return PAGE_NUMBER.test(line) || (line.length <= 120 && running.has(lineKey(line)));
  };
  for (let i = 0; i < paragraphs.length; i++) {
    const last = out[out.length - 1];
    if (last && opens(last)) {
      let j = i;
      while (j < paragraphs.length && j - i < 4 && pageFurniture(paragraphs[j]!)) j++;
      if (goesOn(paragraphs[j])) {
        out[out.length - 1] = { start: last.start, end: paragraphs[j]!.end };
        i = j;
        continue;
      }
    }
    out.push(paragraphs[i]!);
  }
  return out;
}

export function playbookParagraphs(text: string, paragraphs: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const p of joinBroken(text, chosenParagraphs(text, paragraphs))) {
    if (p.end - p.start <= LONG_PARAGRAPH) {
      out.push(p);
      continue;
    }
    for (const piece of splitAt(p.start, p.end, cuts(text, p.start, p.end, NUMBERED))) {
      const pieces =
        piece.end - piece.start > LONG_PARAGRAPH
          ? splitAt(piece.start, piece.end, cuts(text, piece.start, piece.end, SENTENCE), LONG_PARAGRAPH)
          : [piece];
      for (const x of pieces) {
        const t = trimSpan(text, x);
        if (t) out.push(t);
      }
    }
  }
  return out;
}
