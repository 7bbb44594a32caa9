import type { DefinedTerm } from '../types.ts';

/**
 * Defined terms in both usual forms: a definition sentence ("Products" means ...) and a parenthetical label
 * (the "Licensee"), (hereinafter "ABC"), ("Territory"), and a bare one after "hereinafter" ((hereinafter Sabco)).
 * Straight and curly quotes alike.
 */
const Q_OPEN = '["\u201c]';
const Q_CLOSE = '["\u201d]';
const MEANS = new RegExp(
  `${Q_OPEN}([^"\u201c\u201d\\n]{1,80})${Q_CLOSE}\\s*(?:,\\s*)?(?:shall\\s+(?:have\\s+the\\s+meaning|mean|refer\\s+to|include)|means|mean|has\\s+the\\s+meaning|have\\s+the\\s+meaning|refers\\s+to|is\\s+defined|includes)\\b`,
  'g',
);
const PAREN = /\(([^()\n]{0,200})\)/g;
/** A label written without quotes after "hereinafter": one to four capitalised words filling the parenthesis. */
const BARE_LABEL =
  /^\s*hereinafter,?\s+(?:(?:to\s+be\s+)?(?:called|referred\s+to\s+as|known\s+as|designated\s+as)\s+)?(?:the\s+)?([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s*$/;
const QUOTED = new RegExp(`${Q_OPEN}([^"\u201c\u201d\\n]{1,80})${Q_CLOSE}`, 'g');
/** Quoted terms listed just before a quoted term: '"we", "us" and '. */
const LISTED_BEFORE = new RegExp(`(?:${Q_OPEN}[^"\u201c\u201d\\n]{1,40}${Q_CLOSE}\\s*(?:,\\s*(?:(?:and|or)\\s+)?|(?:and|or)\\s+))+$`);
/** "hereinafter" and its quoted labels at the start of a line, not in brackets (those are read as parentheticals). */
const HEREINAFTER = new RegExp(`^[\\s\\-\u2013\u2014]*hereinafter,?\\s+(?:(?:called|referred\\s+to\\s+as)\\s+)?(?:the\\s+)?${Q_OPEN}[^"\u201c\u201d\\n]{1,40}${Q_CLOSE}(?:\\s*(?:,|or|and)\\s*(?:the\\s+)?${Q_OPEN}[^"\u201c\u201d\\n]{1,40}${Q_CLOSE}){0,3}`, 'gim');

/** End of the sentence that starts at `from`: a period followed by a space and a capital, or a line end. */
export function sentenceEnd(text: string, from: number, max = 2000): number {
  const re = /\.(?=\s+[A-Z("\u201c]|\s*$)|\n/gm;
  re.lastIndex = from;
  const m = re.exec(text);
  const end = m ? m.index + (m[0] === '.' ? 1 : 0) : text.length;
  return Math.min(end, from + max, text.length);
}

export function findDefinitions(text: string): DefinedTerm[] {
  const out: DefinedTerm[] = [];
  const seen = new Set<string>();
  let m: RegExpExecArray | null;
  MEANS.lastIndex = 0;
  while ((m = MEANS.exec(text))) {
    // Terms listed before the one that "means" share its definition: "we", "us" and "Huaxin" mean ...
    const list = LISTED_BEFORE.exec(text.slice(Math.max(0, m.index - 200), m.index));
    const from = list ? m.index - list[0].length : m.index;
    const terms = list ? [...list[0].matchAll(QUOTED)].map((q) => ({ term: q[1]!.trim(), start: from + q.index! + 1 })) : [];
    terms.push({ term: m[1].trim(), start: m.index + 1 });
    for (const t of terms) {
      out.push({ term: t.term, start: t.start, end: t.start + t.term.length, definition: { start: from, end: sentenceEnd(text, m.index) } });
      seen.add(`${t.term}@${t.start}`);
    }
  }
  // A label outside brackets, as German and Swiss contracts set it on a line of its own: '- hereinafter "EVI" or the
  // "Principal" -'.
  HEREINAFTER.lastIndex = 0;
  while ((m = HEREINAFTER.exec(text))) {
    const end = m.index + m[0].length;
    for (const q of m[0].matchAll(QUOTED)) {
      const start = m.index + q.index! + 1;
      out.push({ term: q[1]!.trim(), start, end: start + q[1]!.trim().length, definition: { start: m.index, end } });
    }
  }
  PAREN.lastIndex = 0;
  while ((m = PAREN.exec(text))) {
    const inner = m[1];
    // Only labels: the parenthesis is short and mostly the quoted term(s) with a few glue words.
    const rest = inner.replace(QUOTED, '').replace(/\b(the|a|an|each|individually|collectively|together|hereinafter|herein|referred|to|as|called|and|or|jointly|severally|also|known|its|successors|assigns|permitted|respectively)\b|[,;:\s]/gi, '');
    // An unquoted label: "(hereinafter Sabco)", "(hereinafter referred to as the Distributor)".
    const bare = /["\u201c]/.test(inner) ? null : BARE_LABEL.exec(inner);
    if (bare) {
      const start = m.index + 1 + inner.lastIndexOf(bare[1]!);
      out.push({ term: bare[1]!, start, end: start + bare[1]!.length, definition: { start: m.index, end: m.index + m[0].length } });
      continue;
    }
    // "("Westlake", and together with the Individual Sellers, the "Sellers")" names others already defined.
    const together = /\b(?:together|collectively|jointly)\s+with\b/i.test(inner);
    if (rest.length > (together ? 40 : 12)) continue;
    QUOTED.lastIndex = 0;
    let q: RegExpExecArray | null;
    while ((q = QUOTED.exec(inner))) {
      const start = m.index + 1 + q.index + 1;
      const term = q[1].trim();
      if (!term || seen.has(`${term}@${start}`)) continue;
      out.push({ term, start, end: start + q[1].length, definition: { start: m.index, end: m.index + m[0].length } });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The terms one definition gives together, in order: ("we", "us" or the "Firm") or "we" and "us" mean ... */
export function termsDefinedWith(definitions: readonly DefinedTerm[], d: DefinedTerm): DefinedTerm[] {
  return definitions.filter((x) => x.definition.start === d.definition.start);
}
