import type { Heading, Section, Span } from '../types.ts';

/**
 * Headings: numbered lines ("1.", "2.3", "Section 4.", "ARTICLE IV", "(a)") and short all-capital titles.
 * A numbered paragraph counts when its number is followed by a title ("12. Governing Law.") or by clause text.
 */
const ARTICLE = /^(article|section|clause|schedule|exhibit|annex|appendix)\s+([0-9]+[a-z]?(?:\.[0-9]+)*|[ivxlc]+)\b\.?\s*[-–—:.]?\s*/i;
const DOTTED = /^(\d{1,3}(?:\.\d{1,3})*)(\.|\))?\s+(?=\S)/;
const LETTER = /^\(([a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s+(?=\S)/i;

function titleOf(rest: string): string {
  const t = rest.trim();
  // "Term. The term of ..." or "Governing Law: ..." — a short capitalised phrase closed by a period or colon.
  const m = /^([A-Z][^.:;]{0,80}?)[.:](?:\s|$)/.exec(t);
  if (m && m[1].split(/\s+/).length <= 10 && !/\b(shall|will|may|is|are)\b/.test(m[1])) return m[1].trim();
  if (t.length <= 80 && !/[.;,]$/.test(t) && !/\b(shall|will)\b/.test(t)) return t.replace(/[.:]$/, '');
  return '';
}

function isAllCapsTitle(t: string): boolean {
  if (t.length < 4 || t.length > 90) return false;
  if (!/[A-Z]{2}/.test(t) || /[a-z]/.test(t)) return false;
  if (/[,;]$/.test(t)) return false;
  return t.replace(/[^A-Z]/g, '').length >= 4;
}

export function headingAt(text: string, p: Span): Heading | null {
  const line = text.slice(p.start, p.end);
  let m = ARTICLE.exec(line);
  if (m) {
    const word = m[1].toLowerCase();
    const number = m[2];
    const title = titleOf(line.slice(m[0].length));
    const depth = number.includes('.') ? number.split('.').filter(Boolean).length : 1;
    const level = word === 'article' || word === 'schedule' || word === 'exhibit' || word === 'annex' || word === 'appendix' ? 1 : depth;
    const end = p.start + m[0].length + (title ? line.slice(m[0].length).indexOf(title) + title.length : 0);
    return { start: p.start, end: Math.min(p.end, Math.max(end, p.start + m[0].trimEnd().length)), level, number, title };
  }
  m = DOTTED.exec(line);
  if (m) {
    const number = m[1];
    const parts = number.split('.');
    // "2019 ..." or "100 shares" is a quantity, not a clause number.
    if (parts.length === 1 && (Number(parts[0]) > 200 || !m[2]) && !/^[A-Z]/.test(line.slice(m[0].length))) return null;
    if (parts.length === 1 && Number(parts[0]) > 200) return null;
    const rest = line.slice(m[0].length);
    const title = titleOf(rest);
    const end = p.start + m[0].length + (title ? rest.indexOf(title) + title.length : 0);
    return { start: p.start, end: title ? end : p.start + m[0].trimEnd().length, level: parts.length, number, title };
  }
  m = LETTER.exec(line);
  if (m) {
    const rest = line.slice(m[0].length);
    const title = titleOf(rest);
    const level = /^[ivx]+$/i.test(m[1]) && m[1].length > 1 ? 4 : /^\d+$/.test(m[1]) ? 4 : 3;
    const end = p.start + m[0].length + (title ? rest.indexOf(title) + title.length : 0);
    return { start: p.start, end: title ? end : p.start + m[0].trimEnd().length, level, number: `(${m[1]})`, title };
  }
  if (isAllCapsTitle(line)) return { start: p.start, end: p.end, level: 1, title: line.trim() };
  return null;
}

export function findHeadings(text: string, paragraphs: Span[]): Heading[] {
  const out: Heading[] = [];
  for (const p of paragraphs) {
    const h = headingAt(text, p);
    if (h) out.push(h);
  }
  return out;
}

/** Each heading's section runs to the next heading of the same or a higher level (or the end of the text). */
export function sections(text: string, headings: Heading[]): Section[] {
  return headings.map((h, i) => {
    let end = text.length;
    for (let j = i + 1; j < headings.length; j++) {
      if (headings[j].level <= h.level) {
        end = headings[j].start;
        break;
      }
    }
    return { start: h.start, end, heading: h };
  });
}
