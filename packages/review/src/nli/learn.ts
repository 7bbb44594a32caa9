/**
 * The two learners behind the statement answers, both deterministic (seeded order, fixed iterations):
 * - a multi-output logistic regression over hashed sparse features (AdaGrad, L2), one output per statement,
 *   that scores how likely a segment is evidence for each statement;
 * - a small multinomial logistic regression (full-batch gradient descent, L2) per statement over a handful of
 *   dense features, that turns the best segments into NotMentioned / Entailment / Contradiction.
 */
import type { SparseVector } from '../classify/features.ts';
import { rng } from '../random.ts';

export interface SpanTrainOptions {
  epochs: number;
  learningRate: number;
  /** Weight of a positive segment relative to a negative one (evidence is rare). */
  positiveWeight: number;
  l2: number;
  seed: number;
}

/**
 * Weights feature-major: w[feature * nOut + o]. labels[i * nOut + o] is 1 (evidence), 0 (not), or 2 (ignored:
 * the segment only grazes an evidence span).
 */
export function trainSpanScorer(xs: readonly SparseVector[], labels: Uint8Array, nOut: number, dim: number, o: SpanTrainOptions): Float32Array {
  const w = new Float32Array(dim * nOut);
  const g2 = new Float32Array(dim * nOut).fill(1e-6);
  const z = new Float32Array(nOut);
  const grad = new Float32Array(nOut);
  const random = rng(o.seed);
  const order = Array.from({ length: xs.length }, (_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const { index, value } = xs[i]!;
      z.fill(0);
      for (let k = 0; k < index.length; k++) {
        const off = index[k]! * nOut;
        for (let c = 0; c < nOut; c++) z[c] += w[off + c]! * value[k]!;
      }
      for (let c = 0; c < nOut; c++) {
        const y = labels[i * nOut + c]!;
        if (y === 2) {
          grad[c] = 0;
          continue;
        }
        const p = 1 / (1 + Math.exp(-z[c]!));
        grad[c] = y === 1 ? (p - 1) * o.positiveWeight : p;
      }
      for (let k = 0; k < index.length; k++) {
        const off = index[k]! * nOut;
        for (let c = 0; c < nOut; c++) {
          const j = off + c;
          const g = grad[c]! * value[k]! + o.l2 * w[j]!;
          if (g === 0) continue;
          g2[j] += g * g;
          w[j] -= (o.learningRate * g) / Math.sqrt(g2[j]!);
        }
      }
    }
  }
  return w;
}

/** Logits of every segment for every output: out[i * nOut + o]. */
export function scoreSpans(w: Float32Array | Int8Array, nOut: number, xs: readonly SparseVector[], scales?: readonly number[]): Float32Array {
  const out = new Float32Array(xs.length * nOut);
  for (let i = 0; i < xs.length; i++) {
    const { index, value } = xs[i]!;
    const base = i * nOut;
    for (let k = 0; k < index.length; k++) {
      const off = index[k]! * nOut;
      for (let c = 0; c < nOut; c++) out[base + c] += w[off + c]! * value[k]!;
    }
    if (scales) for (let c = 0; c < nOut; c++) out[base + c] *= scales[c]!;
  }
  return out;
}

/**
 * Multinomial logistic regression: weights[class][feature]; feature 0 is the bias and is not penalised.
 * Flat typed arrays inside: nested cross-validation trains thousands of these, and the arithmetic (same order
 * as softmax below) gives the same weights as the plain version.
 */
export function trainSoftmax(xs: readonly number[][], ys: readonly number[], nClass: number, l2: number, iterations = 500): number[][] {
  const d = xs[0]?.length ?? 0;
  const n = Math.max(1, xs.length);
  const lr = 0.5;
  const X = new Float64Array(xs.length * d);
  xs.forEach((x, i) => X.set(x, i * d));
  const w = new Float64Array(nClass * d);
  const g = new Float64Array(nClass * d);
  const z = new Float64Array(nClass);
  for (let it = 0; it < iterations; it++) {
    g.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const xo = i * d;
      let m = -Infinity;
      for (let c = 0; c < nClass; c++) {
        let s = 0;
        for (let f = 0; f < d; f++) s += w[c * d + f]! * X[xo + f]!;
        z[c] = s;
        if (s > m) m = s;
      }
      let sum = 0;
      for (let c = 0; c < nClass; c++) {
        z[c] = Math.exp(z[c]! - m);
        sum += z[c]!;
      }
      for (let c = 0; c < nClass; c++) {
        const e = (z[c]! / sum - (ys[i] === c ? 1 : 0)) / n;
        for (let f = 0; f < d; f++) g[c * d + f] += e * X[xo + f]!;
      }
    }
    for (let c = 0; c < nClass; c++) {
      for (let f = 0; f < d; f++) w[c * d + f] -= lr * (g[c * d + f]! + (f === 0 ? 0 : l2 * w[c * d + f]!));
    }
  }
  return Array.from({ length: nClass }, (_, c) => Array.from(w.subarray(c * d, (c + 1) * d)));
}

export function softmax(w: readonly number[][], x: readonly number[]): number[] {
  const z = w.map((row) => row.reduce((s, v, f) => s + v * x[f]!, 0));
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
