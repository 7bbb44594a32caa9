/**
 * The stacked training shared by `review:train:nli` and its cross-validation: span scorers fitted on some NDAs
 * score others, each (NDA, statement) becomes one row of decision inputs, and every way of answering (a combine
 * mode with an L2 strength) is scored by cross-validation so a selection policy (select.ts) can pick among them.
 */
import { combine, COMBINE_MODES, readsRules, ruleFeatures, ruleVerdict, topicGated, type CombineMode } from './combine.ts';
import type { NliDocExample } from './dataset.ts';
import { decisionFeatures, topicInDocument } from './decide.ts';
import { NLI_HASH_BITS } from './features.ts';
import { scoreSpans, softmax, trainSoftmax, trainSpanScorer, type SpanTrainOptions } from './learn.ts';
import type { NliLabel } from '../types.ts';
import { rng, shuffled } from '../random.ts';
import { firstVerdict, type RuleHits } from './rules.ts';
import { LABELS, STATEMENT_IDS } from './statements.ts';

export const L2_GRID = [0.003, 0.01, 0.03, 0.1, 0.3, 1, 3];
export const SEED = 20240611;

/** The span scorer's settings, overridable from the command line (--epochs, --lr, --pos, --span-l2). */
export function spanOptions(argv: readonly string[]): SpanTrainOptions {
  const num = (flag: string, dflt: number) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
  return { epochs: num('--epochs', 6), learningRate: num('--lr', 0.3), positiveWeight: num('--pos', 4), l2: num('--span-l2', 1e-5), seed: SEED };
}

export interface Config {
  mode: CombineMode;
  l2: number;
}

/** Every way of answering, in preference order: on a tie the earlier one is kept (the rules must earn their use). */
export const CONFIGS: readonly Config[] = COMBINE_MODES.flatMap((mode): Config[] =>
  mode === 'strict' ? [{ mode, l2: 0 }] : mode === 'prior' ? [{ mode, l2: L2_GRID[0]! }] : L2_GRID.map((l2) => ({ mode, l2 }))
);

/** One NDA's inputs for one statement. */
export interface Row {
  /** Decision inputs without and with the rule verdicts, and the bias alone (the prior). */
  m: number[];
  r: number[];
  p: number[];
  verdict: NliLabel | null;
  topic: boolean;
  y: number;
}

const nOut = STATEMENT_IDS.length;

export function fitSpans(docs: readonly NliDocExample[], opts: SpanTrainOptions): Float32Array {
  const xs = docs.flatMap((d) => d.vecs);
  const labels = new Uint8Array(xs.length * nOut);
  let at = 0;
  for (const d of docs) {
    labels.set(d.spanLabels, at);
    at += d.spanLabels.length;
  }
  return trainSpanScorer(xs, labels, nOut, 1 << NLI_HASH_BITS, opts);
}

/** The mean of several span scorers: a linear model, so it scores as the mean of their scores. */
export function meanWeights(ws: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(ws[0]!.length);
  for (const w of ws) for (let j = 0; j < w.length; j++) out[j] += w[j]! / ws.length;
  return out;
}

/** rows[o]: statement o's row for this NDA, its span logits given. */
export function docRows(d: NliDocExample, logits: Float32Array, hits: readonly RuleHits[]): Row[] {
  return STATEMENT_IDS.map((id, o) => {
    const m = decisionFeatures(id, logits, nOut, o, d.flags);
    return {
      m,
      r: decisionFeatures(id, logits, nOut, o, d.flags, ruleFeatures(hits[o]!)),
      p: m.map((v, k) => (k === 0 ? v : 0)),
      verdict: ruleVerdict(hits[o]!, firstVerdict(id)),
      topic: topicInDocument(id, d.flags),
      y: LABELS.indexOf(d.gold[o]! as (typeof LABELS)[number]),
    };
  });
}

const inputs = (mode: CombineMode, r: Row) => (mode === 'prior' ? r.p : readsRules(mode) ? r.r : r.m);
const argmax = (p: number[]) => p.reduce((b, v, c) => (v > p[b]! ? c : b), 0);

/** The decision weights of a config trained on `train` (null for 'strict', which reads the rules alone). */
export function fitDecision(c: Config, train: readonly Row[]): number[][] | null {
  if (c.mode === 'strict') return null;
  return trainSoftmax(train.map((r) => inputs(c.mode, r)), train.map((r) => r.y), LABELS.length, c.l2);
}

/** The answer (index into LABELS) of a config with decision weights `w` for one row. */
export function answer(c: Config, w: number[][] | null, r: Row): number {
  const learned = w && (!topicGated(c.mode) || r.topic) ? argmax(softmax(w, inputs(c.mode, r))) : 0;
  return combine(c.mode, r.verdict, learned);
}

/**
 * Correct answers of every config (CONFIGS order) by cross-validation over `rows` (one statement, one row per NDA)
 * with the folds given.
 */
export function cvCorrect(rows: readonly Row[], fold: readonly number[], folds: number): number[] {
  return CONFIGS.map((c) => {
    let correct = 0;
    for (let f = 0; f < folds; f++) {
      const test = rows.filter((_, i) => fold[i] === f);
      if (!test.length) continue;
      const w = fitDecision(c, rows.filter((_, i) => fold[i] !== f));
      correct += test.filter((r) => answer(c, w, r) === r.y).length;
    }
    return correct;
  });
}

/** A seeded assignment of n items to k folds of near-equal size. */
export function seededFolds(n: number, k: number, seed: number): number[] {
  const fold = new Array<number>(n);
  shuffled(n, rng(seed)).forEach((i, r) => (fold[i] = r % k));
  return fold;
}

/**
 * Stacking inside one set of NDAs: span scorers fitted on all but one inner fold score that fold, so every NDA's
 * rows look as they would on an unseen NDA. Returns the rows (rows[o][doc]) and the inner fold scorers.
 */
export function stackedRows(docs: readonly NliDocExample[], hits: readonly RuleHits[][], fold: readonly number[], folds: number, opts: SpanTrainOptions): { rows: Row[][]; scorers: Float32Array[] } {
  const rows: Row[][] = STATEMENT_IDS.map(() => new Array<Row>(docs.length));
  const scorers: Float32Array[] = [];
  for (let f = 0; f < folds; f++) {
    const w = fitSpans(docs.filter((_, i) => fold[i] !== f), opts);
    scorers.push(w);
    docs.forEach((d, i) => {
      if (fold[i] !== f) return;
      docRows(d, scoreSpans(w, nOut, d.vecs), hits[i]!).forEach((r, o) => (rows[o]![i] = r));
    });
  }
  return { rows, scorers };
}
