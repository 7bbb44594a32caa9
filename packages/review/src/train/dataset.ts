/**
 * Training examples from gold contracts: every candidate segment with its hashed features and, per
 * category, a label saying whether the segment is (part of) a gold clause.
 */
import { featuresOf, type SparseVector } from '../classify/features.ts';
import { segment, type Segment, type Span } from '../classify/segment.ts';
import { decodeWordVectors, type WordVectors, type WordVectorsFile } from '../classify/word-vectors.ts';
import { MODEL_CATEGORIES } from '../classify/categories.ts';
import { loadCuad, type GoldDoc } from './cuad.ts';
import { fitStoredVectors } from './word-vectors-fit.ts';

export interface DocData {
  file: string;
  text: string;
  segments: Segment[];
  gold: Map<string, Span[]>;
  /** Index of the doc's first segment in the flat example arrays. */
  first: number;
}

export interface Dataset {
  docs: DocData[];
  xs: SparseVector[];
  /** labels[i * categories.length + c]: 1 in a clause, 0 outside, 2 ignored. */
  labels: Uint8Array;
  categories: readonly string[];
}

/** 1 when the segment is mostly clause or holds most of the clause, 2 when it only grazes one, else 0. */
export function labelOf(seg: Span, gold: readonly Span[] | undefined): 0 | 1 | 2 {
  if (!gold) return 0;
  let label: 0 | 1 | 2 = 0;
  for (const g of gold) {
    const inter = Math.min(seg.end, g.end) - Math.max(seg.start, g.start);
    if (inter <= 0) continue;
    if (inter >= 0.5 * Math.min(seg.end - seg.start, g.end - g.start)) return 1;
    label = 2;
  }
  return label;
}

export function buildDataset(gold: readonly GoldDoc[], categories: readonly string[], vectors?: WordVectors): Dataset {
  const docs: DocData[] = [];
  const xs: SparseVector[] = [];
  const labelRows: Uint8Array[] = [];
  for (const d of gold) {
    const segments = segment(d.text);
    docs.push({ file: d.file, text: d.text, segments, gold: d.gold, first: xs.length });
    const ctx = { text: d.text, segments, vectors };
    for (let i = 0; i < segments.length; i++) {
      xs.push(featuresOf(ctx, i));
      const row = new Uint8Array(categories.length);
      categories.forEach((c, k) => (row[k] = labelOf(segments[i]!, d.gold.get(c))));
      labelRows.push(row);
    }
  }
  const labels = new Uint8Array(xs.length * categories.length);
  labelRows.forEach((r, i) => labels.set(r, i * categories.length));
  return { docs, xs, labels, categories };
}

/**
 * The training contracts' segments and labels with the features the shipped model reads, and the word vectors
 * behind them. The vectors read every training contract's text, cross-validation's held-out folds too: they
 * learn from wording, never from labels.
 */
export function trainingDataset(): { ds: Dataset; vectors: WordVectorsFile } {
  const docs = loadCuad('train');
  const vectors = fitStoredVectors(docs.map((d) => d.text));
  return { ds: buildDataset(docs, [...MODEL_CATEGORIES], decodeWordVectors(vectors)), vectors };
}
