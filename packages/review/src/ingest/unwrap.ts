/**
 * Text broken at a fixed width, as text taken from filings and scans is: there a sentence runs over several lines
 * ("The Recipient shall not reverse\nengineer ...") and a line is no paragraph. Such a text is put back into its
 * paragraphs before anything reads it, so clauses, statements and issues are found as in the same contract
 * kept a paragraph a line.
 */
import { looksLikeHeading } from '../classify/segment.ts';
import type { Doc, Span } from '../types.ts';
import { paragraphSpans } from './builder.ts';

/**
 * A line that starts something of its own: a list item, a page number, an article or section. A bare number
 * before a lower-case word ("30 days after ...", "1998 and ...") is a sentence running on, not a section.
 */
const OWN_START = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.\s|\d+(?:\.\d+)*[.)]\)?\s|\d+(?:\.\d+)*\s(?![a-z])|[•·\-–*]\s|-\s*\d+\s*-\s*$|page\s+\d+)/i;
/**
 * "Section 5.2 Term", "ARTICLE III", "Exhibit A:" open a part; "Section 5.2 of the Agreement" or "Schedule 13G with
 * respect to" run a sentence on (after the number comes a lower-case word).
 */
const PART_START = /^\s*(?:article|section|schedule|exhibit|annex|appendix)\b/i;
const PART_RUNS_ON = /^\s*\S+(?:\s+[\w.()/-]*\d[\w.()/-]*|\s+[A-Z](?:\b|\.))?\s+[a-z]/;
const ownStart = (line: string) => OWN_START.test(line) || (PART_START.test(line) && !PART_RUNS_ON.test(line));

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
  return long >= 6 && open >= 0.6 * long;
}

/**
 * A heading in capitals: after a line that runs on, a short line in title case ("County.", "New York Branch") ends
 * the sentence rather than heading the next clause.
 */
function capitalHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return looksLikeHeading(line) && letters.replace(/[^A-Z]/g, '').length > 0.7 * letters.length;
}

/** The length from which a line fills the text's width: nine tenths of the length most long lines reach. */
function fullWidth(text: string, lines: readonly Span[]): number {
  const lengths = lines.map((l) => l.end - text.lastIndexOf('\n', l.end - 1) - 1).filter((n) => n >= 45).sort((a, b) => a - b);
  return lengths.length ? 0.9 * lengths[Math.floor(0.75 * (lengths.length - 1))]! : Infinity;
}

/**
 * Lines put back into the paragraphs they were wrapped from, in a hard-wrapped text: there a sentence runs over
 * several lines ("The Recipient shall not reverse\nengineer ...") and a line is no sentence. A line is joined to
 * the one before when that one is long, ends with no stop and is no heading, and the line follows it directly and
 * starts nothing of its own.
 */
export function unwrapLines(text: string, lines: readonly Span[]): Span[] {
  if (!isHardWrapped(text, lines)) return [...lines];
  const full = fullWidth(text, lines);
  const out: Span[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && openLine(text, prev)) {
      const gap = text.slice(prev.end, l.start);
      const lastStart = text.lastIndexOf('\n', prev.end - 1) + 1;
      const last = text.slice(lastStart, prev.end);
      const line = text.slice(l.start, l.end);
      // A line that fills the width was cut there, even when it reads like a heading ("... GAS TRANSPORTATION" /
      // "AGREEMENT (For Use ...)"): headings are short.
      const cut = prev.end - lastStart >= full;
      if ((gap.match(/\n/g) ?? []).length === 1 && (cut || (!looksLikeHeading(last) && !capitalHeading(line))) && !ownStart(line)) {
        prev.end = l.end;
        continue;
      }
    }
    out.push({ ...l });
  }
  return out;
}

/**
 * The document with its hard-wrapped paragraphs put back, when its text is hard-wrapped (a .txt taken from a filing,
 * a Word file holding a paragraph a line, as PDF-to-Word conversions give); else the document as it is. Every break
 * inside a paragraph becomes a space, character for character, so offsets into the text, and the map back to the
 * source, still hold; a clause may then run over several Word paragraphs, as clauses already do.
 */
export function unwrapDoc(doc: Doc): Doc {
  const { text } = doc;
  const lines = paragraphSpans(text);
  if (!isHardWrapped(text, lines)) return doc;
  const paragraphs = unwrapLines(text, lines);
  let out = '';
  let at = 0;
  for (const p of paragraphs) {
    out += text.slice(at, p.start) + text.slice(p.start, p.end).replace(/[\r\n]/g, ' ');
    at = p.end;
  }
  return { ...doc, text: out + text.slice(at), paragraphs };
}
