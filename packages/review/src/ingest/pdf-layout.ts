import { bilingualColumns } from './pdf-columns.ts';

/**
 * Turns the positioned text items of PDF pages into paragraphs: lines by baseline, words by gaps, paragraphs by
 * spacing and short lines, hyphenated line ends joined, repeated headers/footers and page numbers dropped.
 * Pure functions over plain data, so each rule is tested without a PDF.
 */
export interface PdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size (height of the glyph box). */
  size: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
}

export interface Line {
  page: number;
  text: string;
  x: number;
  y: number;
  right: number;
  size: number;
}

/** Groups a page's items into lines (top to bottom) and joins each line's items left to right. */
export function pageLines(page: PdfPage, pageNo: number): Line[] {
  const items = page.items.filter((i) => i.str.length > 0 && i.str.trim().length > 0 || (i.str === ' ' && i.width > 0));
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  for (const it of sorted) {
    const row = rows[rows.length - 1];
    // Same line when baselines are within half a glyph (superscripts and kerning shifts stay on their line).
    if (row && Math.abs(row[0].y - it.y) <= Math.max(2, 0.5 * Math.max(row[0].size, it.size))) row.push(it);
    else rows.push([it]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const lines: Line[] = [];
  for (const row of bilingualColumns(rows)) {
    let text = '';
    let prevEnd = -Infinity;
    let size = 0;
    for (const it of row) {
      const gap = it.x - prevEnd;
      if (text && gap > 0.15 * Math.max(it.size, 1) && !text.endsWith(' ') && !it.str.startsWith(' ')) text += ' ';
      text += it.str;
      prevEnd = Math.max(prevEnd, it.x + it.width);
      size = Math.max(size, it.size);
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const first = row.find((i) => i.str.trim()) ?? row[0];
    lines.push({ page: pageNo, text, x: first.x, y: row[0].y, right: prevEnd, size });
  }
  return lines;
}

export const PAGE_NUMBER = /^(?:page\s+)?[-–—(]?\s*(?:\d{1,4}|[ivxlc]{1,7})\s*[-–—)]?(?:\s+of\s+\d{1,4})?$/i;

function key(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/**
 * Drops page furniture: lines in the top or bottom band of the page that repeat (digits ignored) on many pages,
 * and page numbers in those bands.
 */
export function dropFurniture(pages: Line[][], heights: number[]): Line[][] {
  const band = (l: Line) => {
    const h = heights[l.page - 1] || 792;
    return l.y > h * 0.9 || l.y < h * 0.1;
  };
  const edges = (lines: Line[]) => [...lines.slice(0, 3), ...lines.slice(-3)].filter(band);
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const k of new Set(edges(lines).map((l) => key(l.text)))) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const minRepeat = Math.max(3, Math.ceil(pages.length * 0.4));
  return pages.map((lines) => {
    const edge = new Set(edges(lines));
    return lines.filter((l) => {
      if (!edge.has(l)) return true;
      if (PAGE_NUMBER.test(l.text)) return false;
      return pages.length < 3 || (counts.get(key(l.text)) ?? 0) < minRepeat;
    });
  });
}

export interface Paragraph {
  lines: Line[];
  /** Text of each line as it goes into the paragraph (hyphen removed where words were joined). */
  parts: string[];
  /** Separator placed before each part after the first: ' ' or '' (after a removed hyphen). */
  seps: string[];
}

const LIST_START = /^(?:\(?[a-z0-9]{1,4}[.)]|\(?[ivx]{1,5}\)|section\s+\d|article\s+[\divx]|\d+(?:\.\d+)+\.?|[•·▪-])\s/i;

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Joins lines into paragraphs, within pages and across page breaks. */
export function paragraphs(pages: Line[][]): Paragraph[] {
  const out: Paragraph[] = [];
  let cur: Paragraph | null = null;
  for (const lines of pages) {
    const gaps: number[] = [];
    for (let i = 1; i < lines.length; i++) {
      const g = lines[i - 1].y - lines[i].y;
      if (g > 0) gaps.push(g);
    }
    const pitch = median(gaps) || 12;
    const rightEdge = Math.max(...lines.map((l) => l.right), 0);
    const leftEdge = Math.min(...lines.map((l) => l.x), Infinity);
    const width = Math.max(1, rightEdge - leftEdge);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const prev: Line | undefined = cur ? cur.lines[cur.lines.length - 1] : undefined;
      let join = false;
      if (cur && prev) {
        const endsSentence = /[.:;!?]["')\]]?$/.test(prev.text);
        if (prev.page !== line.page) {
          // A page break splits a paragraph only when the text before it is complete.
          join = !endsSentence && /^[a-z(]/.test(line.text);
        } else {
          const gap = prev.y - line.y;
          // Back up the page: the next column of a bilingual page (pdf-columns.ts) starts a paragraph of its own.
          if (gap < 0) {
            cur = { lines: [line], parts: [line.text], seps: [] };
            out.push(cur);
            continue;
          }
          const short = prev.right < rightEdge - 0.15 * width;
          const blank = gap > pitch * 1.45;
          join = !blank && !(short && (endsSentence || prev.text.length < 60)) && !(LIST_START.test(line.text) && (endsSentence || short));
          // A heading alone on its line (all capitals) stands apart from the text under it.
          if (join && /^[^a-z]{3,}$/.test(prev.text) && /[A-Z]/.test(prev.text) && short) join = false;
        }
      }
      if (join && cur && prev) {
        const hyphen = /[A-Za-z]-$/.test(prev.text) && /^[a-z]/.test(line.text);
        if (hyphen) cur.parts[cur.parts.length - 1] = cur.parts[cur.parts.length - 1].slice(0, -1);
        cur.lines.push(line);
        cur.parts.push(line.text);
        cur.seps.push(hyphen ? '' : ' ');
      } else {
        cur = { lines: [line], parts: [line.text], seps: [] };
        out.push(cur);
      }
    }
  }
  return out;
}
