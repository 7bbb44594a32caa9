/**
 * Tunes what follows the segment model, from out-of-fold segment scores of training contracts only:
 * a presence model per category, one probability threshold for all of them (the one that maximises
 * micro-averaged presence F1, as the evaluation counts it), and per category the span rule that best
 * reproduces the lawyers' spans.
 */
import { cueMatrix } from '../classify/cues.ts';
import { column, type Decisions } from '../classify/decide.ts';
import { presenceFeatures, presenceProbability } from '../classify/presence.ts';
import { bestIndex, limitSpans, mergeKept, separate, type SpanRule } from '../classify/select.ts';
import type { Segment, Span } from '../classify/segment.ts';
import type { DocData } from './dataset.ts';
import { addDoc, emptyCounts, rates, type Counts } from './metrics.ts';
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

const FLOORS = [-2, -1, 0, 1, 2];
const DELTAS = [0.5, 1, 2, 3, 5, 8];
const MAX_SPANS = [1, 2, 3, 5, 8, 20];
const MERGES = [true, false];
const CUE_BONUSES = [0, 3];
const GRID: SpanRule[] = [];
for (const floor of FLOORS)
  for (const delta of DELTAS)
    for (const maxSpans of MAX_SPANS)
      for (const merge of MERGES) for (const cueBonus of CUE_BONUSES) GRID.push({ floor, delta, maxSpans, merge, cueBonus });

const gridIndex = (f: number, d: number, m: number, g: number, b: number) =>
  (((f * DELTAS.length + d) * MAX_SPANS.length + m) * MERGES.length + g) * CUE_BONUSES.length + b;

/**
 * Adds one contract's result under every rule of GRID to `counts` (same order): what pickSpans would keep,
 * computed once per floor, delta and cue bonus rather than once per rule.
 */
function spanCounts(segments: readonly Segment[], l: Float32Array, cue: (i: number) => boolean, gold: readonly Span[], counts: Counts[]): void {
  const n = segments.length;
  const keep = new Array<boolean>(n);
  CUE_BONUSES.forEach((bonus, b) => {
    const logit = bonus ? (i: number) => l[i]! + (cue(i) ? bonus : 0) : (i: number) => l[i]!;
    const best = bestIndex(n, logit);
    if (best < 0) {
      for (let r = 0; r < GRID.length; r++) if (GRID[r]!.cueBonus === bonus) addDoc(counts[r]!, [], gold);
      return;
    }
    const top = logit(best);
    FLOORS.forEach((floor, f) =>
      DELTAS.forEach((delta, d) => {
        for (let i = 0; i < n; i++) {
          const s = logit(i);
          keep[i] = i === best || (s >= floor && s >= top - delta);
        }
        MERGES.forEach((merge, g) => {
          const spans = merge ? mergeKept(segments, keep, logit) : separate(segments, keep, logit);
          MAX_SPANS.forEach((max, m) => addDoc(counts[gridIndex(f, d, m, g, b)]!, limitSpans(spans, max), gold));
        });
      }),
    );
  });
}

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
    const counts = GRID.map(() => emptyCounts());
    for (const { d, k } of cases) {
      const l = cols[c]![k]!;
      const cue = cues[k]!;
      spanCounts(d.segments, l, (i) => cue[i * nCat + c] === 1, d.gold.get(cat) ?? [], counts);
    }
    let best = GRID[0]!;
    let bestF = -1;
    GRID.forEach((rule, r) => {
      const rr = rates(counts[r]!);
      const f = fBeta(rr.locP, rr.locR, LOCATION_BETA);
      if (f > bestF + 1e-9) {
        bestF = f;
        best = rule;
      }
    });
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
