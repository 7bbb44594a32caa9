/** Interpolated text: plain text, a blank (a placeholder without a value), or a cross-reference to a clause. */
export type Segment = { t: 'text'; v: string } | { t: 'blank'; path: string } | { t: 'ref'; id: string };

/** A parsed piece of template text before evaluation. */
export type Piece =
  | { t: 'text'; v: string }
  | { t: 'var'; expr: string; formats: { name: string; arg?: string }[]; raw: string }
  | { t: 'ref'; id: string };

const TOKEN = /\{\{([\s\S]*?)\}\}|\[\[([A-Za-z_][\w.]*)\]\]/g;

/** `{{price|money}}`, `{{term|plural:year}}`, and `[[clauseId]]` for a cross-reference. */
export function parsePieces(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index! > last) out.push({ t: 'text', v: text.slice(last, m.index) });
    if (m[2] !== undefined) out.push({ t: 'ref', id: m[2] });
    else {
      const parts = m[1].split(/(?<!\|)\|(?!\|)/).map((s) => s.trim());
      const formats = parts.slice(1).map((f) => {
        const i = f.indexOf(':');
        return i < 0 ? { name: f } : { name: f.slice(0, i).trim(), arg: f.slice(i + 1).trim() };
      });
      out.push({ t: 'var', expr: parts[0], formats, raw: m[0] });
    }
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ t: 'text', v: text.slice(last) });
  return out;
}

const pieceCache = new Map<string, Piece[]>();
export function pieces(text: string): Piece[] {
  let p = pieceCache.get(text);
  if (!p) pieceCache.set(text, (p = parsePieces(text)));
  return p;
}

export function plain(segs: Segment[]): string {
  return segs.map((s) => (s.t === 'text' ? s.v : '')).join('');
}
