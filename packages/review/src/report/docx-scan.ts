import { decodeEntities } from '../ingest/xml.ts';

/**
 * Where every character of a Word part's paragraphs sits in the raw XML. The scan follows the ingest's reading of a
 * paragraph exactly (src/ingest/docx.ts `paragraphText`): <w:t> text, tabs, breaks, non-breaking hyphens and symbols
 * count; anything inside the elements the ingest skips does not; a nested paragraph (text box) is its own paragraph;
 * paragraphs are numbered in document order, nested ones included. So a `SourceSegment` (paragraph index + offset)
 * from the ingest names a position here, and a comment can be anchored on those very characters.
 */

/** Elements whose content is not text of the paragraph (the ingest's SKIP list). */
const SKIP = new Set([
  'w:pPr', 'w:rPr', 'w:delText', 'w:instrText', 'w:del', 'w:moveFrom', 'mc:Fallback', 'w:fldData',
  'w:footnoteReference', 'w:endnoteReference', 'w:commentReference', 'w:tblPr', 'w:trPr', 'w:tcPr', 'w:sectPr',
]);

/** A <w:r> element: where it opens, its properties, where its content starts and where it closes. */
export interface RunInfo {
  start: number;
  /** The raw start tag, e.g. `<w:r w:rsidR="00A1">`. */
  openTag: string;
  /** The raw `<w:rPr>…</w:rPr>` that is the run's first child, or ''. */
  rPr: string;
  /** First position after the start tag and the run properties. */
  contentStart: number;
  /** Position of `</w:r>`, and just after it (set when the run closes). */
  closeStart: number;
  end: number;
}

export interface Piece {
  paragraph: number;
  /** Character offsets within the paragraph text, [start, end). */
  start: number;
  end: number;
  run: RunInfo | null;
  /** 'text': characters of a <w:t>; 'elem': one element standing for a character (<w:tab/>, <w:br/>, ...). */
  kind: 'text' | 'elem';
  /** Raw XML range of the text, or of the element. */
  rawStart: number;
  rawEnd: number;
  /** For text: the raw <w:t ...> start tag's range and the position just after its </w:t>. */
  tOpenStart?: number;
  tOpenEnd?: number;
  tCloseEnd?: number;
}

export interface PartScan {
  /** Pieces of each paragraph, by paragraph index, in text order. */
  pieces: Map<number, Piece[]>;
  paragraphs: number;
}

const ONE_CHAR = new Set(['w:tab', 'w:ptab', 'w:noBreakHyphen', 'w:sym']);
const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|\w+);/g;

/** Raw offset in `raw` (XML text) of decoded character `decoded`, decoding exactly as the ingest does. */
export function rawOffset(raw: string, decoded: number): number {
  let d = 0;
  let i = 0;
  ENTITY.lastIndex = 0;
  for (let m = ENTITY.exec(raw); m; m = ENTITY.exec(raw)) {
    if (d + (m.index - i) >= decoded) break;
    d += m.index - i;
    const len = decodeEntities(m[0]).length;
    if (d + len > decoded) return m.index; // inside one entity's characters (a surrogate pair): its start
    d += len;
    i = m.index + m[0].length;
  }
  return i + (decoded - d);
}

interface Open {
  name: string;
  start: number;
}

interface OpenPara {
  index: number;
  chars: number;
}

/** One pass over the part; see the file comment. */
class Scanner {
  readonly pieces = new Map<number, Piece[]>();
  paragraphs = 0;
  private readonly stack: Open[] = [];
  private readonly paras: OpenPara[] = [];
  private readonly runs: RunInfo[] = [];
  private skip = 0;
  private inT: { openStart: number; openEnd: number; pieces: Piece[] } | null = null;
  private readonly elems: Piece[] = [];

  constructor(private readonly xml: string) {}

  run(): void {
    const xml = this.xml;
    const n = xml.length;
    let i = 0;
    while (i < n) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) break;
      if (lt > i) this.text(i, lt);
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        i = end < 0 ? n : end + 3;
        continue;
      }
      if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        i = end < 0 ? n : end + 3;
        continue;
      }
      const gt = xml.indexOf('>', lt + 1);
      if (gt < 0) break;
      i = gt + 1;
      const c = xml[lt + 1];
      if (c === '?' || c === '!') continue;
      if (c === '/') {
        const name = xml.slice(lt + 2, gt).trim();
        let k = this.stack.length - 1;
        while (k >= 0 && this.stack[k].name !== name) k--;
        if (k < 0) continue; // a stray closer, tolerated as the ingest does
        for (let j = this.stack.length - 1; j >= k; j--) this.close(this.stack[j], lt, i);
        this.stack.length = k;
        continue;
      }
      const selfClosing = xml[gt - 1] === '/';
      const body = xml.slice(lt + 1, selfClosing ? gt - 1 : gt);
      const sp = body.search(/\s/);
      const name = sp < 0 ? body : body.slice(0, sp);
      this.open(name, lt, i, body, selfClosing);
      if (!selfClosing) this.stack.push({ name, start: lt });
    }
  }

  private add(p: Piece): void {
    let list = this.pieces.get(p.paragraph);
    if (!list) this.pieces.set(p.paragraph, (list = []));
    list.push(p);
  }

  private text(from: number, to: number): void {
    const para = this.paras[this.paras.length - 1];
    if (!this.inT || this.skip || !para) return;
    const len = decodeEntities(this.xml.slice(from, to)).length;
    const piece: Piece = {
      paragraph: para.index, start: para.chars, end: para.chars + len, run: this.runs[this.runs.length - 1] ?? null,
      kind: 'text', rawStart: from, rawEnd: to, tOpenStart: this.inT.openStart, tOpenEnd: this.inT.openEnd,
    };
    para.chars += len;
    this.inT.pieces.push(piece);
    this.add(piece);
  }

  private open(name: string, start: number, end: number, body: string, selfClosing: boolean): void {
    if (name === 'w:p') {
      const index = this.paragraphs++;
      if (!selfClosing) this.paras.push({ index, chars: 0 });
      return;
    }
    if (this.skip) {
      if (SKIP.has(name) && !selfClosing) this.skip++;
      return;
    }
    if (name === 'w:r' && !selfClosing) {
      this.runs.push({ start, openTag: `<${body}>`, rPr: '', contentStart: end, closeStart: end, end });
      return;
    }
    if (SKIP.has(name)) {
      if (!selfClosing) this.skip++;
      return;
    }
    const para = this.paras[this.paras.length - 1];
    if (!para) return;
    if (name === 'w:t') {
      if (!selfClosing) this.inT = { openStart: start, openEnd: end, pieces: [] };
      return;
    }
    let chars = 0;
    if (ONE_CHAR.has(name)) chars = 1;
    else if (name === 'w:br' || name === 'w:cr') chars = /w:type\s*=\s*["'](page|column)["']/.test(body) ? 0 : 1;
    if (!chars) return;
    const run = this.runs[this.runs.length - 1] ?? null;
    const piece: Piece = { paragraph: para.index, start: para.chars, end: para.chars + 1, run, kind: 'elem', rawStart: start, rawEnd: end };
    para.chars += 1;
    this.add(piece);
    if (!selfClosing) this.elems.push(piece);
  }

  private close(o: Open, closeStart: number, closeEnd: number): void {
    if (o.name === 'w:p') {
      this.paras.pop();
      return;
    }
    if (SKIP.has(o.name) && this.skip) {
      this.skip--;
      const run = this.runs[this.runs.length - 1];
      // The run's properties: a <w:rPr> right after the run's start tag (layout whitespace between them allowed).
      if (!this.skip && o.name === 'w:rPr' && run && run.contentStart <= o.start && !this.xml.slice(run.contentStart, o.start).trim()) {
        run.rPr = this.xml.slice(o.start, closeEnd);
        run.contentStart = closeEnd;
      }
      return;
    }
    if (this.skip) return;
    if (o.name === 'w:r' && this.runs.length) {
      const run = this.runs.pop()!;
      run.closeStart = closeStart;
      run.end = closeEnd;
      return;
    }
    if (o.name === 'w:t' && this.inT) {
      for (const p of this.inT.pieces) p.tCloseEnd = closeEnd;
      this.inT = null;
      return;
    }
    const last = this.elems[this.elems.length - 1];
    if (last && last.rawStart === o.start) {
      last.rawEnd = closeEnd;
      this.elems.pop();
    }
  }
}

export function scanPart(xml: string): PartScan {
  const s = new Scanner(xml);
  s.run();
  return { pieces: s.pieces, paragraphs: s.paragraphs };
}
