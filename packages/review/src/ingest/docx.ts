import type { Doc } from '../types.ts';
import { ReviewError } from '../errors.ts';
import { TextBuilder, paragraphSpans } from './builder.ts';
import { Numbering } from './docx-numbering.ts';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zip.ts';
import { child, parseXml, type XmlElement, type XmlNode } from './xml.ts';
import { scriptOf, type Script } from './script.ts';

/**
 * .docx to text. Body paragraphs become lines, automatic numbering is rendered in front of them, table rows become
 * lines with cells separated by tabs, headers and footers are kept apart. Every paragraph's text is mapped to the
 * index of its <w:p> in document.xml and to offsets in its "paragraph text" as `paragraphText` defines it, so a later
 * step can anchor comments on the same characters.
 */

const MAIN = 'word/document.xml';

/** Elements whose content is not visible text of the paragraph. */
const SKIP = new Set([
  'w:pPr', 'w:rPr', 'w:delText', 'w:instrText', 'w:del', 'w:moveFrom', 'mc:Fallback', 'w:fldData',
  'w:footnoteReference', 'w:endnoteReference', 'w:commentReference', 'w:tblPr', 'w:trPr', 'w:tcPr', 'w:sectPr',
]);

/** Visible characters of a run-level node, appended to `out`. Nested paragraphs (text boxes) are collected apart. */
function runText(node: XmlNode, out: string[], nested: XmlElement[]): void {
  if (typeof node === 'string') return;
  const n = node.name;
  if (SKIP.has(n)) return;
  if (n === 'w:t') {
    for (const c of node.children) if (typeof c === 'string') out.push(c);
    return;
  }
  if (n === 'w:tab' || n === 'w:ptab') return void out.push('\t');
  if (n === 'w:br' || n === 'w:cr') {
    if (node.attrs['w:type'] !== 'page' && node.attrs['w:type'] !== 'column') out.push('\n');
    return;
  }
  if (n === 'w:noBreakHyphen') return void out.push('-');
  if (n === 'w:softHyphen') return;
  if (n === 'w:sym') {
    const code = parseInt(node.attrs['w:char'] ?? '', 16);
    if (Number.isFinite(code)) out.push(String.fromCharCode(code >= 0xf000 ? code - 0xf000 : code));
    return;
  }
  if (n === 'w:p') return void nested.push(node);
  for (const c of node.children) runText(c, out, nested);
}

/** The text of one <w:p>, without its numbering label (the unit `SourceSegment.offset` counts in). */
export function paragraphText(p: XmlElement): { text: string; nested: XmlElement[] } {
  const out: string[] = [];
  const nested: XmlElement[] = [];
  for (const c of p.children) runText(c, out, nested);
  return { text: out.join(''), nested };
}

interface Walker {
  b: TextBuilder;
  numbering: Numbering;
  part: string;
  index: Map<XmlElement, number>;
}

/** Numbers every <w:p> of a part in document order, nested ones included, as getElementsByTagName would. */
function indexParagraphs(root: XmlElement): Map<XmlElement, number> {
  const index = new Map<XmlElement, number>();
  const visit = (el: XmlElement) => {
    if (el.name === 'w:p') index.set(el, index.size);
    for (const c of el.children) if (typeof c !== 'string') visit(c);
  };
  visit(root);
  return index;
}

/** Emits a paragraph (label, text, then its text-box paragraphs); `sep` goes first when anything is emitted. */
function emitParagraph(w: Walker, p: XmlElement, line: boolean, sep = ''): boolean {
  const { text, nested } = paragraphText(p);
  const numPr = w.numbering.resolve(child(p, 'w:pPr'));
  const label = numPr ? w.numbering.next(numPr) : '';
  const paragraph = w.index.get(p);
  const emitted = !!(text.trim() || label);
  if (emitted) {
    w.b.push(sep);
    if (label) {
      w.b.push(label, { part: w.part, paragraph, generated: true });
      w.b.push(' ');
    }
    w.b.push(text, { part: w.part, paragraph, offset: 0 });
    if (line) w.b.push('\n');
  }
  for (const q of nested) emitParagraph(w, q, true);
  return emitted;
}

/** The paragraphs of a cell, those of tables nested in it included, in order. */
function cellParagraphs(tc: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (el: XmlElement) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.name === 'w:p') out.push(c);
      else if (!SKIP.has(c.name)) visit(c);
    }
  };
  visit(tc);
  return out;
}

/** Which language a cell is written in (null for a short or mixed one). */
function cellLanguage(paragraphs: readonly XmlElement[]): Script | null {
  return scriptOf(paragraphs.map((p) => paragraphText(p).text).join(' '));
}

/**
 * A contract made in China often sets its two languages side by side, a row per clause: Chinese in one cell, English
 * in the other. Such a row reads as two texts, each cell's paragraphs on lines of their own, so the English clause
 * starts its own line (its heading, its "Party A (Buyer): ..." label) as it would in an English-only contract.
 */
function bilingualRow(cells: readonly XmlElement[][]): boolean {
  const langs = cells.map(cellLanguage).filter((l) => l !== null);
  return langs.length === 2 && langs.includes('zh') && langs.includes('en');
}

function emitTable(w: Walker, tbl: XmlElement): void {
  for (const tr of tbl.children) {
    if (typeof tr === 'string' || tr.name !== 'w:tr') continue;
    const cells = tr.children.filter((tc): tc is XmlElement => typeof tc !== 'string' && tc.name === 'w:tc').map(cellParagraphs);
    if (bilingualRow(cells)) {
      for (const ps of cells) for (const p of ps) emitParagraph(w, p, true);
      continue;
    }
    let firstCell = true;
    const before = w.b.size;
    for (const tc of tr.children) {
      if (typeof tc === 'string' || tc.name !== 'w:tc') continue;
      if (!firstCell) w.b.push('\t');
      firstCell = false;
      let cellHasText = false;
      // Paragraphs of a cell (and of tables nested in it) share the row's line, separated by spaces.
      const visitCell = (el: XmlElement) => {
        for (const c of el.children) {
          if (typeof c === 'string') continue;
          if (c.name === 'w:p') {
            if (emitParagraph(w, c, false, cellHasText ? ' ' : '')) cellHasText = true;
          } else if (!SKIP.has(c.name)) visitCell(c);
        }
      };
      visitCell(tc);
    }
    if (w.b.size > before) w.b.push('\n');
  }
}

function walkBody(w: Walker, el: XmlElement): void {
  for (const c of el.children) {
    if (typeof c === 'string') continue;
    if (c.name === 'w:p') emitParagraph(w, c, true);
    else if (c.name === 'w:tbl') emitTable(w, c);
    else if (!SKIP.has(c.name)) walkBody(w, c);
  }
}

function readPart(buf: Buffer, entries: Map<string, ZipEntry>, name: string): XmlElement | undefined {
  const e = entries.get(name);
  if (!e) return undefined;
  try {
    return parseXml(readZipEntry(buf, e).toString('utf8'));
  } catch (err) {
    if (err instanceof ReviewError) throw err;
    throw new ReviewError('CORRUPT_FILE', { format: '.docx' });
  }
}

export function ingestDocx(buf: Buffer): Doc {
  const entries = readZipDirectory(buf);
  const doc = readPart(buf, entries, MAIN);
  if (!doc) throw new ReviewError('CORRUPT_FILE', { format: '.docx' });
  const numbering = new Numbering(readPart(buf, entries, 'word/numbering.xml'), readPart(buf, entries, 'word/styles.xml'));
  const b = new TextBuilder();
  walkBody({ b, numbering, part: MAIN, index: indexParagraphs(doc) }, doc);
  const headersFooters: string[] = [];
  // Headers before footers, each in part-number order.
  const partOrder = (n: string) => (n.includes('footer') ? 1e6 : 0) + Number(/(\d*)\.xml$/.exec(n)![1] || 0);
  const extra = [...entries.keys()].filter((n) => /^word\/(header|footer)\d*\.xml$/.test(n)).sort((a, b) => partOrder(a) - partOrder(b));
  for (const name of extra) {
    const root = readPart(buf, entries, name);
    if (!root) continue;
    const hb = new TextBuilder();
    walkBody({ b: hb, numbering, part: name, index: indexParagraphs(root) }, root);
    const t = hb.toString().trim();
    if (t) headersFooters.push(t);
  }
  const text = b.toString();
  return {
    text,
    source: 'docx',
    map: { kind: 'docx', segments: b.segments },
    paragraphs: paragraphSpans(text),
    headings: [],
    headersFooters,
  };
}
