/**
 * Multi-output logistic regression over sparse hashed features, trained by AdaGrad with a seeded shuffle so
 * the same data always gives the same weights. Labels: 1 positive, 0 negative, 2 ignored (a segment that
 * only grazes a clause says little either way). No longer shipped: it is the linear baseline the shipped
 * scorer (mlp.ts) is measured against (`REVIEW_SCORER=logreg` in cross-validation); the options and the
 * gradient are shared with it.
 */
import type { SparseVector } from '../classify/features.ts';
import { rng, shuffled } from '../random.ts';

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** Weight of a positive example relative to a negative one, per category. */
  positiveWeight: number[];
  seed: number;
}

/**
 * The weighted log-loss gradient of every output for one example, into `grad` (label 2 and negligible gradients
 * give 0, so the caller skips their updates). Returns whether any output has something to learn.
 */
export function logLossGradient(z: Float32Array, labels: Uint8Array, at: number, positiveWeight: readonly number[], grad: Float32Array): boolean {
  let any = false;
  for (let c = 0; c < z.length; c++) {
    const y = labels[at + c]!;
    if (y === 2) {
      grad[c] = 0;
      continue;
    }
    const p = 1 / (1 + Math.exp(-z[c]!));
    const gc = y === 1 ? (p - 1) * positiveWeight[c]! : p;
    grad[c] = Math.abs(gc) < 1e-4 ? 0 : gc;
    if (grad[c] !== 0) any = true;
  }
  return any;
}

/**
 * Returns weights laid out feature-major: w[feature * nCat + c]. `labels[i * nCat + c]` for example i.
 * `rows` restricts training to those examples (all when omitted).
 */
export function trainLogReg(
  xs: readonly SparseVector[],
  labels: Uint8Array,
  nCat: number,
  dim: number,
  opts: TrainOptions,
  rows?: readonly number[],
): Float32Array {
  const w = new Float32Array(dim * nCat);
  const g2 = new Float32Array(dim * nCat).fill(1e-6);
  const grad = new Float32Array(nCat);
  const z = new Float32Array(nCat);
  const random = rng(opts.seed);
  const use = rows ?? Array.from({ length: xs.length }, (_, i) => i);
  const lr = opts.learningRate;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const order = shuffled(use.length, random);
    for (let o = 0; o < order.length; o++) {
      const i = use[order[o]!]!;
      const { index, value } = xs[i]!;
      z.fill(0);
      for (let k = 0; k < index.length; k++) {
        const off = index[k]! * nCat;
        const v = value[k]!;
        for (let c = 0; c < nCat; c++) z[c] += w[off + c]! * v;
      }
      if (!logLossGradient(z, labels, i * nCat, opts.positiveWeight, grad)) continue;
      for (let k = 0; k < index.length; k++) {
        const off = index[k]! * nCat;
        const v = value[k]!;
        for (let c = 0; c < nCat; c++) {
          const gc = grad[c]!;
          if (gc === 0) continue;
          const g = gc * v;
          const j = off + c;
          g2[j] += g * g;
          w[j] -= (lr * g) / Math.sqrt(g2[j]!);
        }
      }
    }
  }
  return w;
}

/** Logits of the linear model: out[i * nCat + c]. */
export function scoreLinear(w: Float32Array, nCat: number, vecs: readonly SparseVector[]): Float32Array {
  const out = new Float32Array(vecs.length * nCat);
  for (let i = 0; i < vecs.length; i++) {
    const { index, value } = vecs[i]!;
    const base = i * nCat;
    for (let k = 0; k < index.length; k++) {
      const off = index[k]! * nCat;
      const v = value[k]!;
      for (let c = 0; c < nCat; c++) out[base + c] += w[off + c]! * v;
    }
  }
  return out;
}
