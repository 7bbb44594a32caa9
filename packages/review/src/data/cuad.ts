import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Span } from '../types.ts';

/** CUAD dev set: contract texts, their lawyer labels, and the PDFs that have a txt twin. */
export interface CuadLabel {
  clauses: { text: string; segments: string[]; offsets: (Span | null)[] }[];
  answer: string;
}
export interface CuadRecord {
  file: string;
  chars: number;
  labels: Record<string, CuadLabel>;
}

export function cuadDir(data: string): string {
  return join(data, 'cuad', 'dev');
}

export function loadCuad(data: string): CuadRecord[] {
  const text = readFileSync(join(cuadDir(data), 'annotations.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CuadRecord);
}

/** Gold spans of one category: one span per clause, from its first segment's start to its last segment's end. */
export function goldSpans(label: CuadLabel | undefined): Span[] {
  if (!label) return [];
  const out: Span[] = [];
  for (const c of label.clauses) {
    const offs = c.offsets.filter((o): o is Span => !!o);
    if (!offs.length) continue;
    out.push({ start: Math.min(...offs.map((o) => o.start)), end: Math.max(...offs.map((o) => o.end)) });
  }
  return out;
}

/** Each dev PDF with the txt file of the same contract (names differ at most by a space before the extension). */
export function pdfTwins(data: string): { pdf: string; txt: string }[] {
  const dir = cuadDir(data);
  if (!existsSync(join(dir, 'pdf'))) return [];
  const txts = new Set(readdirSync(join(dir, 'txt')));
  const out: { pdf: string; txt: string }[] = [];
  for (const f of readdirSync(join(dir, 'pdf')).sort()) {
    const stem = f.replace(/\.pdf$/i, '');
    const txt = [`${stem}.txt`, `${stem.trim()}.txt`].find((t) => txts.has(t));
    if (txt) out.push({ pdf: join(dir, 'pdf', f), txt: join(dir, 'txt', txt) });
  }
  return out;
}
