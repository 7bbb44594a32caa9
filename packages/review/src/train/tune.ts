/**
 * Per-category thresholds from out-of-fold scores: the presence threshold that maximises presence F1,
 * then the segment threshold that maximises location F-score (recall weighted) at that presence threshold.
 */
import type { Thresholds } from '../classify/model.ts';
import { selectSpans } from '../classify/select.ts';
import type { DocData } from './dataset.ts';
import { addDoc, emptyCounts, f1, rates } from './metrics.ts';

export interface TuneInput {
  docs: readonly DocData[];
  /** Out-of-fold logits: scores[i * nCat + c] for flat segment i. */
  scores: Float32Array;
  nCat: number;
}

const LOCATION_BETA = 1.3;

function fBeta(p: number, r: number, beta: number): number {
  const pp = Number.isNaN(p) ? 0 : p;
  const rr = Number.isNaN(r) ? 0 : r;
  const b2 = beta * beta;
  return pp + rr === 0 ? 0 : ((1 + b2) * pp * rr) / (b2 * pp + rr);
}

export function tuneCategory(input: TuneInput, c: number, category: string): Thresholds & { presF1: number; locF: number } {
  const { docs, scores, nCat } = input;
  const maxes = docs.map((d) => {
    let m = -Infinity;
    for (let i = 0; i < d.segments.length; i++) m = Math.max(m, scores[(d.first + i) * nCat + c]!);
    return m;
  });
  const has = docs.map((d) => d.gold.has(category));
  const positives = has.filter(Boolean).length;
  const candidates = [...new Set(maxes)].sort((a, b) => a - b);
  let presence = candidates.length ? candidates[candidates.length - 1]! + 1 : 0;
  let bestF = -1;
  for (const t of candidates) {
    let tp = 0;
    let fp = 0;
    maxes.forEach((m, k) => {
      if (m >= t) has[k] ? tp++ : fp++;
    });
    const f = f1(tp / Math.max(1, tp + fp), tp / Math.max(1, positives));
    if (f >= bestF) {
      bestF = f;
      presence = t;
    }
  }
  let segmentT = presence;
  let bestLoc = -1;
  for (const delta of [-2, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3, 4]) {
    const t = presence - delta;
    const counts = emptyCounts();
    for (const d of docs) {
      const pred = selectSpans(d.segments, (i) => scores[(d.first + i) * nCat + c]!, presence, t);
      addDoc(counts, pred, d.gold.get(category) ?? []);
    }
    const r = rates(counts);
    const f = fBeta(r.locP, r.locR, LOCATION_BETA);
    if (f > bestLoc) {
      bestLoc = f;
      segmentT = t;
    }
  }
  return { presence, segment: segmentT, presF1: bestF, locF: bestLoc };
}
