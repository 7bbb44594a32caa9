/**
 * Tunes what follows the segment model, from out-of-fold segment scores of training contracts only:
 * a presence model per category, one probability threshold for all of them (the one that maximises
 * micro-averaged presence F1, as the evaluation counts it), and per category the span rule that best
 * reproduces the lawyers' spans.
 */
import { cueMatrix } from '../classify/cues.ts';
import { column, type Decisions } from '../classify/decide.ts';
import { presenceFeatures, presenceProbability } from '../classify/presence.ts';
import { pickSpans, type SpanRule } from '../classify/select.ts';
import type { DocData } from './dataset.ts';
import { addDoc, emptyCounts, rates } from './metrics.ts';
import { fitPresence } from './presence-fit.ts';

export interface FitInput {
  docs: readonly DocData[];
  scores: Float32Array;
  categories: readonly string[];
  /** Presence counts of the categories decided elsewhere (names, dates), added to the micro average. */
  fixed?: { tp: number; fp: number; fn: number };
}

export const LOCATION_BETA = 1.5;
export const PRESENCE_LAMBDA = 2;

const GRID: SpanRule[] = [];
for (const floor of [-2, -1, 0, 1, 2])
  for (const delta of [0.5, 1, 2, 3, 5, 8])
    for (const maxSpans of [1, 2, 3, 5, 8, 20])
      for (const merge of [true, false]) for (const cueBonus of [0, 3]) GRID.push({ floor, delta, maxSpans, merge, cueBonus });

function fBeta(p: number, r: number, beta: number): number {
  const pp = Number.isNaN(p) ? 0 : p;
  const rr = Number.isNaN(r) ? 0 : r;
  const b2 = beta * beta;
  return pp + rr === 0 ? 0 : ((1 + b2) * pp * rr) / (b2 * pp + rr);
}

export function fitDecisions(input: FitInput): Decisions {
  const { docs, scores, categories } = input;
  const nCat = categories.length;
  const cols = categories.map((_, c) => docs.map((d) => column(scores, nCat, c, d.first, d.segments.length)));
  const cues = docs.map((d) => cueMatrix(d.text, d.segments, categories));
  const presence: Decisions['presence'] = {};
  const probs: number[][] = [];
  categories.forEach((cat, c) => {
    const xs = cols[c]!.map((l, k) => presenceFeatures(l, (i) => cues[k]![i * nCat + c] === 1));
    const ys = docs.map((d) => d.gold.has(cat));
    const m = fitPresence(xs, ys, PRESENCE_LAMBDA);
    presence[cat] = m;
    probs.push(xs.map((x) => presenceProbability(m, x)));
  });
  const threshold = bestThreshold(docs, categories, probs, input.fixed ?? { tp: 0, fp: 0, fn: 0 });
  const spans: Decisions['spans'] = {};
  categories.forEach((cat, c) => {
    const cases = docs.map((d, k) => ({ d, k })).filter(({ d, k }) => d.gold.has(cat) || probs[c]![k]! >= threshold);
    let best = GRID[0]!;
    let bestF = -1;
    for (const rule of GRID) {
      const counts = emptyCounts();
      for (const { d, k } of cases) {
        const l = cols[c]![k]!;
        const cue = cues[k]!;
        addDoc(counts, pickSpans(d.segments, (i) => l[i]!, rule, (i) => cue[i * nCat + c] === 1), d.gold.get(cat) ?? []);
      }
      const r = rates(counts);
      const f = fBeta(r.locP, r.locR, LOCATION_BETA);
      if (f > bestF + 1e-9) {
        bestF = f;
        best = rule;
      }
    }
    spans[cat] = best;
  });
  return { threshold, presence, spans };
}

function bestThreshold(docs: readonly DocData[], categories: readonly string[], probs: number[][], fixed: { tp: number; fp: number; fn: number }): number {
  const items: { p: number; y: boolean }[] = [];
  categories.forEach((cat, c) => docs.forEach((d, k) => items.push({ p: probs[c]![k]!, y: d.gold.has(cat) })));
  items.sort((a, b) => b.p - a.p);
  const positives = items.filter((x) => x.y).length;
  let tp = 0;
  let fp = 0;
  let best = 0.5;
  let bestF = -1;
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.y) tp++;
    else fp++;
    if (i + 1 < items.length && items[i + 1]!.p === items[i]!.p) continue;
    const T = tp + fixed.tp;
    const f = (2 * T) / (2 * T + fp + fixed.fp + (positives - tp) + fixed.fn);
    if (f > bestF) {
      bestF = f;
      best = items[i]!.p;
    }
  }
  return best;
}
