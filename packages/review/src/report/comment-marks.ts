import { rawOffset, type PartScan, type Piece, type RunInfo } from './docx-scan.ts';

/**
 * Puts comment ranges into a Word part's raw XML without touching anything else: every change is an insertion
 * (plus, when a <w:t> is cut in two, `xml:space="preserve"` on its start tag so the spaces at the cut survive).
 * A range starting or ending inside a run splits the run there: the run is closed, the marker written, and a copy of
 * the run's start tag and properties reopens it, so the text keeps its formatting.
 */
export interface TextPoint {
  paragraph: number;
  /** Character offset in the paragraph's text, as the ingest counts it. */
  offset: number;
}

export interface CommentRange {
  id: number;
  from: TextPoint;
  to: TextPoint;
}

interface Edit {
  pos: number;
  /** Characters replaced at `pos` (only for a <w:t> start tag given xml:space="preserve"). */
  del: number;
  /** Marker order at one position: ends and references (0) before starts (1). */
  order: number;
  /** What wraps the markers: nothing, a run split, or a run split inside a <w:t>. */
  wrap: 'none' | 'run' | 'text';
  run?: RunInfo;
  text: string;
}

const PRESERVE = '<w:t xml:space="preserve">';

/** The piece holding the character at `offset` (start) or the one just before it (end). */
function pieceAt(pieces: Piece[] | undefined, offset: number, side: 'start' | 'end'): Piece | undefined {
  if (!pieces) return undefined;
  for (const p of pieces) {
    if (p.start === p.end) continue;
    if (side === 'start' ? p.start <= offset && offset < p.end : p.start < offset && offset <= p.end) return p;
  }
  return undefined;
}

/** Where a marker goes for a point: before/after a whole run, at an element boundary inside it, or inside text. */
function place(xml: string, p: Piece, local: number): { pos: number; wrap: Edit['wrap'] } | null {
  const run = p.run;
  if (!run) return null;
  let pos: number;
  if (p.kind === 'elem') pos = local === 0 ? p.rawStart : p.rawEnd;
  else if (local === 0) pos = p.rawStart === p.tOpenEnd ? p.tOpenStart! : -1;
  else if (local === p.end - p.start) pos = xml.startsWith('</w:t', p.rawEnd) && p.tCloseEnd ? p.tCloseEnd : -1;
  else pos = -1;
  if (pos < 0) return { pos: p.rawStart + rawOffset(xml.slice(p.rawStart, p.rawEnd), local), wrap: 'text' };
  // A boundary with nothing of the run before it (or after it) needs no split.
  if (pos === run.contentStart || onlySpaceBetween(xml, run.contentStart, pos)) return { pos: run.start, wrap: 'none' };
  if (pos === run.closeStart || onlySpaceBetween(xml, pos, run.closeStart)) return { pos: run.end, wrap: 'none' };
  return { pos, wrap: 'run' };
}

const onlySpaceBetween = (xml: string, a: number, b: number) => a <= b && !xml.slice(a, b).trim();

export function markComments(xml: string, scan: PartScan, ranges: CommentRange[]): { xml: string; placed: number[] } {
  const edits: Edit[] = [];
  const placed: number[] = [];
  for (const r of ranges) {
    const a = pieceAt(scan.pieces.get(r.from.paragraph), r.from.offset, 'start');
    const b = pieceAt(scan.pieces.get(r.to.paragraph), r.to.offset, 'end');
    if (!a || !b) continue;
    const pa = place(xml, a, r.from.offset - a.start);
    const pb = place(xml, b, r.to.offset - b.start);
    if (!pa || !pb || pb.pos < pa.pos) continue;
    edits.push({ pos: pa.pos, del: 0, order: 1, wrap: pa.wrap, run: a.run!, text: `<w:commentRangeStart w:id="${r.id}"/>` });
    edits.push({ pos: pb.pos, del: 0, order: 0, wrap: pb.wrap, run: b.run!, text: `<w:commentRangeEnd w:id="${r.id}"/><w:r><w:commentReference w:id="${r.id}"/></w:r>` });
    for (const [pl, piece] of [[pa, a], [pb, b]] as const) {
      // Cutting a <w:t> in two: both halves must keep their edge spaces.
      if (pl.wrap === 'text' && !/xml:space\s*=\s*["']preserve/.test(xml.slice(piece.tOpenStart!, piece.tOpenEnd!))) {
        edits.push({ pos: piece.tOpenStart!, del: piece.tOpenEnd! - piece.tOpenStart!, order: 2, wrap: 'none', text: PRESERVE });
      }
    }
    placed.push(r.id);
  }
  return { xml: apply(xml, edits), placed };
}

function apply(xml: string, edits: Edit[]): string {
  // One edit per position and kind: markers at the same place share one split.
  const groups = new Map<string, Edit[]>();
  for (const e of edits) {
    const key = e.del ? `${e.pos}:del` : `${e.pos}:${e.wrap}`;
    const g = groups.get(key);
    if (!g) groups.set(key, [e]);
    else if (!e.del) g.push(e);
  }
  const merged = [...groups.values()]
    .map((g) => {
      const first = g[0];
      const markers = g.sort((x, y) => x.order - y.order).map((e) => e.text).join('');
      const reopen = first.run ? first.run.openTag + first.run.rPr : '';
      const text =
        first.del ? first.text
        : first.wrap === 'run' ? `</w:r>${markers}${reopen}`
        : first.wrap === 'text' ? `</w:t></w:r>${markers}${reopen}${PRESERVE}`
        : markers;
      return { pos: first.pos, del: first.del, text, rank: first.del ? 1 : 0 };
    })
    // Insertions at a position go before a replacement starting there (a split just before a <w:t>).
    .sort((x, y) => x.pos - y.pos || x.rank - y.rank);
  const out: string[] = [];
  let at = 0;
  for (const e of merged) {
    if (e.pos < at) continue; // never happens for well-formed input; a safety net against overlapping edits
    out.push(xml.slice(at, e.pos), e.text);
    at = e.pos + e.del;
  }
  out.push(xml.slice(at));
  return out.join('');
}
