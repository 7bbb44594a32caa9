/**
 * CUAD dev contracts with their gold clause spans, split into the training part and the evaluation slice.
 * Training code only ever asks for the training part; the evaluation slice is read by the measuring script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEvalFile } from '../data/split.ts';
import type { Span } from '../classify/segment.ts';

export interface GoldDoc {
  file: string;
  text: string;
  /** Gold spans per CUAD category: each clause from its first segment's start to its last segment's end. */
  gold: Map<string, Span[]>;
}

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');

/** The shared data folder: LEXBRIDGE_DATA, else the folder beside the repository, else /work/shared/data. */
export function dataDir(): string | null {
  const candidates = [process.env.LEXBRIDGE_DATA, join(repoRoot, '..', 'shared', 'data'), '/work/shared/data'];
  for (const c of candidates) if (c && existsSync(join(c, 'cuad', 'dev', 'annotations.jsonl'))) return c;
  return null;
}

interface RawLabel {
  clauses: { offsets: ({ start: number; end: number } | null)[] }[];
}

export function loadCuad(part: 'train' | 'eval', root = dataDir()): GoldDoc[] {
  if (!root) throw new Error('CUAD data not found: set LEXBRIDGE_DATA to the shared data folder');
  const dev = join(root, 'cuad', 'dev');
  const docs: GoldDoc[] = [];
  for (const line of readFileSync(join(dev, 'annotations.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { file: string; labels: Record<string, RawLabel> };
    if (isEvalFile(row.file) !== (part === 'eval')) continue;
    const text = readFileSync(join(dev, 'txt', row.file), 'utf8');
    const gold = new Map<string, Span[]>();
    for (const [category, label] of Object.entries(row.labels)) {
      const spans: Span[] = [];
      for (const clause of label.clauses) {
        const offs = clause.offsets.filter((o): o is { start: number; end: number } => o !== null);
        if (offs.length === 0) continue;
        spans.push({ start: Math.min(...offs.map((o) => o.start)), end: Math.max(...offs.map((o) => o.end)) });
      }
      if (spans.length > 0) gold.set(category, spans);
    }
    docs.push({ file: row.file, text, gold });
  }
  docs.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return docs;
}
