import type { PdfItem } from './pdf-layout.ts';
import { scriptOf, type Script } from './script.ts';

/**
 * Contracts made in China are often printed with the two languages side by side: Chinese on one half of the page,
 * English on the other, a table row per clause. Read line by line across the page, every English sentence would be
 * cut by Chinese fragments. Where a page shows such columns, the rows between full-width lines are read as one
 * column and then the other, so the English clauses come out whole.
 */
/** The language of a row's items: a line of a column is short, so a few characters or a word tell. */
function language(items: readonly PdfItem[]): Script | null {
  return scriptOf(items.map((i) => i.str).join(' '), { han: 2, words: 1 });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Where a row's second column starts: after a wide gap, one language on each side of it. */
function columnStart(row: readonly PdfItem[]): number | null {
  let end = -Infinity;
  for (let i = 0; i < row.length; i++) {
    const it = row[i]!;
    // Cells of a tight table may sit closer than a word space of justified text: the languages decide.
    if (i > 0 && it.x - end > Math.max(0.6 * it.size, 3)) {
      const a = language(row.slice(0, i));
      const b = language(row.slice(i));
      if (a && b && a !== b) return it.x;
    }
    end = Math.max(end, it.x + it.width);
  }
  return null;
}

/** Fewer rows than this showing the two languages side by side make no columns. */
const MIN_ROWS = 3;

/** The page's rows (items sorted left to right), reordered column by column where the page has bilingual columns. */
export function bilingualColumns(rows: PdfItem[][]): PdfItem[][] {
  const starts = rows.map(columnStart).filter((x): x is number => x !== null);
  if (starts.length < MIN_ROWS) return rows;
  const at = median(starts);
  const tolerance = 2 * median(rows.flat().map((i) => i.size)) || 6;
  const agreeing = starts.filter((x) => Math.abs(x - at) <= tolerance);
  if (agreeing.length < MIN_ROWS) return rows;
  // The second column starts where its rows start; a word of the first column may end just short of it.
  const cut = Math.min(...agreeing) - 1;
  const out: PdfItem[][] = [];
  let left: PdfItem[][] = [];
  let right: PdfItem[][] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const row of rows) {
    const l = row.filter((it) => it.x < cut);
    const r = row.filter((it) => it.x >= cut);
    // A line running across the boundary (a title, a paragraph under the table) ends the columns above it: a word
    // straddles the boundary, or the words on both sides are in one language. (A side too short to tell, "Ltd.",
    // goes by where it stands.)
    const lang = l.length && r.length ? language(l) : null;
    const across = lang !== null && lang === language(r);
    if (across || row.some((it) => it.x < cut && it.x + it.width > at)) {
      flush();
      out.push(row);
      continue;
    }
    if (l.length) left.push(l);
    if (r.length) right.push(r);
  }
  flush();
  return out;
}
