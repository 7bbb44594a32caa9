/**
 * The segment scorer's forward pass: sparse hashed features → one hidden layer shared by every category →
 * one logit per category. Training (src/train/mlp.ts) and the shipped model score through this same code, so
 * cross-validation measures exactly what runs.
 */
import type { SparseVector } from './features.ts';

export type Activation = 'tanh' | 'relu';

export interface Network {
  hidden: number;
  activation: Activation;
  /** Input layer, feature-major: w1[feature * hidden + j]; int8 when shipped, the real weight times w1Scales[j]. */
  w1: Float32Array | Int8Array;
  /** Scale of each hidden unit's input weights (int8 only). */
  w1Scales?: readonly number[];
  b1: Float32Array;
  /** Output layer: w2[j * nCat + c]. */
  w2: Float32Array;
  b2: Float32Array;
}

/** Pre-activation `a` and activation `h` of the hidden layer for one example. */
export function hiddenLayer(net: Network, x: SparseVector, a: Float32Array, h: Float32Array): void {
  const H = net.hidden;
  const { index, value } = x;
  a.fill(0);
  for (let k = 0; k < index.length; k++) {
    const off = index[k]! * H;
    const v = value[k]!;
    for (let j = 0; j < H; j++) a[j] += net.w1[off + j]! * v;
  }
  // An int8 layer is summed as integers and scaled once per unit: no pass over the weights at load time.
  const s = net.w1Scales;
  for (let j = 0; j < H; j++) a[j] = (s ? a[j]! * s[j]! : a[j]!) + net.b1[j]!;
  if (net.activation === 'relu') for (let j = 0; j < H; j++) h[j] = a[j]! > 0 ? a[j]! : 0;
  else for (let j = 0; j < H; j++) h[j] = Math.tanh(a[j]!);
}

/** Logits `z` of every category from the hidden activations. */
export function outputLayer(net: Network, h: Float32Array, nCat: number, z: Float32Array): void {
  z.set(net.b2);
  for (let j = 0; j < net.hidden; j++) {
    const hj = h[j]!;
    if (hj === 0) continue;
    const off = j * nCat;
    for (let c = 0; c < nCat; c++) z[c] += net.w2[off + c]! * hj;
  }
}

/** Logits of every segment for every category: out[i * nCat + c]. */
export function scoreNetwork(net: Network, nCat: number, xs: readonly SparseVector[]): Float32Array {
  const out = new Float32Array(xs.length * nCat);
  const a = new Float32Array(net.hidden);
  const h = new Float32Array(net.hidden);
  const z = new Float32Array(nCat);
  for (let i = 0; i < xs.length; i++) {
    hiddenLayer(net, xs[i]!, a, h);
    outputLayer(net, h, nCat, z);
    out.set(z, i * nCat);
  }
  return out;
}
