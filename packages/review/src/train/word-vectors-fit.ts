/**
 * Learns word vectors from contract texts (classify/word-vectors.ts): counts of words seen near each other
 * (within WINDOW words, nearer counting more), turned into positive pointwise mutual information, then cut
 * to `dims` dimensions by a randomized truncated eigendecomposition. Deterministic: fixed seed, fixed order.
 * Cross-validation on the training contracts chose 64 dimensions over 48 and 128, 6,000 words over 10,000, leaving
 * out only the 20 most frequent words over 60, and a vector as long as the hashed features over half or twice as long.
 */
import { tokens } from '../classify/features.ts';
import { encodeWordVectors, type WordVectorsFile } from '../classify/word-vectors.ts';
import { rng } from '../random.ts';

export interface WordVectorOptions {
  /** How many of the most frequent words get a vector (the first `skip` of them only serve as context). */
  vocabulary: number;
  skip: number;
  dims: number;
  seed: number;
}

export const WORD_VECTOR_OPTIONS: WordVectorOptions = { vocabulary: 6000, skip: 20, dims: 64, seed: 7 };
const WINDOW = 4;
/** Extra directions searched beyond `dims`, and rounds of power iteration: the usual safety margins. */
const OVERSAMPLE = 8;
const POWER_ROUNDS = 2;

/** Word vectors of the given texts as the model file stores them (int8), so training sees exactly what ships. */
export function fitStoredVectors(texts: readonly string[], opts = WORD_VECTOR_OPTIONS): WordVectorsFile {
  const { words, data } = fitWordVectors(texts, opts);
  return encodeWordVectors(words, data, opts.dims);
}

export function fitWordVectors(texts: readonly string[], opts = WORD_VECTOR_OPTIONS): { words: string[]; data: Float32Array } {
  const docs = texts.map((t) => tokens(t));
  const freq = new Map<string, number>();
  for (const ws of docs) for (const w of ws) freq.set(w, (freq.get(w) ?? 0) + 1);
  // By frequency, then alphabetically: the same corpus always gives the same order.
  const vocab = [...freq].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, opts.vocabulary).map(([w]) => w);
  const m = ppmi(docs, vocab);
  const { vectors, dims } = topEigenvectors(m, vocab.length, opts.dims, opts.seed);
  const n = vocab.length;
  const keep = vocab.slice(opts.skip);
  const data = new Float32Array(keep.length * dims);
  for (let a = opts.skip; a < n; a++) {
    let norm = 0;
    for (let k = 0; k < dims; k++) norm += vectors[a * dims + k]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < dims; k++) data[(a - opts.skip) * dims + k] = vectors[a * dims + k]! / norm;
  }
  return { words: keep, data };
}

/** The dense n × n PPMI matrix of the vocabulary (context counts smoothed by the usual 0.75 power). */
function ppmi(docs: readonly string[][], vocab: readonly string[]): Float32Array {
  const n = vocab.length;
  const id = new Map(vocab.map((w, i) => [w, i]));
  const co = new Float32Array(n * n);
  for (const ws of docs) {
    const ids = ws.map((w) => id.get(w) ?? -1);
    for (let i = 0; i < ids.length; i++) {
      const a = ids[i]!;
      if (a < 0) continue;
      for (let j = i + 1; j <= i + WINDOW && j < ids.length; j++) {
        const b = ids[j]!;
        if (b < 0) continue;
        co[a * n + b] += 1 / (j - i);
        co[b * n + a] += 1 / (j - i);
      }
    }
  }
  const row = new Float64Array(n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) row[a] += co[a * n + b]!;
  const ctx = row.map((r) => Math.pow(r, 0.75));
  const ctxTotal = ctx.reduce((s, x) => s + x, 0);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const c = co[a * n + b]!;
      co[a * n + b] = c > 0 ? Math.max(0, Math.log((c * ctxTotal) / (row[a]! * ctx[b]!))) : 0;
    }
  return co;
}

/**
 * The `dims` leading eigenvectors of the (nearly symmetric) matrix, each scaled by the square root of its
 * eigenvalue: a randomized range finder with power iterations, then Jacobi on the small projected matrix.
 */
function topEigenvectors(m: Float32Array, n: number, dims: number, seed: number): { vectors: Float64Array; dims: number } {
  const P = Math.min(n, dims + OVERSAMPLE);
  const random = rng(seed);
  let q = orthonormal(multiply(m, n, new Float64Array(n * P).map(() => random() * 2 - 1), P), n, P);
  for (let r = 0; r < POWER_ROUNDS; r++) q = orthonormal(multiply(m, n, q, P), n, P);
  const mq = multiply(m, n, q, P);
  const b = Array.from({ length: P }, (_, p) =>
    Array.from({ length: P }, (_, r) => {
      let s = 0;
      for (let a = 0; a < n; a++) s += q[a * P + p]! * mq[a * P + r]!;
      return s;
    }),
  );
  for (let p = 0; p < P; p++) for (let r = 0; r < p; r++) b[p]![r] = b[r]![p] = (b[p]![r]! + b[r]![p]!) / 2;
  const e = jacobi(b);
  const order = [...Array(P).keys()].sort((x, y) => b[y]![y]! - b[x]![x]! || x - y).slice(0, Math.min(dims, P));
  const out = new Float64Array(n * order.length);
  for (let a = 0; a < n; a++)
    order.forEach((col, k) => {
      let s = 0;
      for (let p = 0; p < P; p++) s += q[a * P + p]! * e[p]![col]!;
      out[a * order.length + k] = s * Math.sqrt(Math.max(0, b[col]![col]!));
    });
  return { vectors: out, dims: order.length };
}

/** m (n × n) times x (n × p). */
function multiply(m: Float32Array, n: number, x: Float64Array, p: number): Float64Array {
  const y = new Float64Array(n * p);
  for (let a = 0; a < n; a++) {
    for (let c = 0; c < n; c++) {
      const v = m[a * n + c]!;
      if (v === 0) continue;
      for (let k = 0; k < p; k++) y[a * p + k] += v * x[c * p + k]!;
    }
  }
  return y;
}

/** Gram–Schmidt on the p columns of y (n × p), in place. */
function orthonormal(y: Float64Array, n: number, p: number): Float64Array {
  for (let c = 0; c < p; c++) {
    for (let d = 0; d < c; d++) {
      let dot = 0;
      for (let a = 0; a < n; a++) dot += y[a * p + c]! * y[a * p + d]!;
      for (let a = 0; a < n; a++) y[a * p + c] -= dot * y[a * p + d]!;
    }
    let norm = 0;
    for (let a = 0; a < n; a++) norm += y[a * p + c]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let a = 0; a < n; a++) y[a * p + c] /= norm;
  }
  return y;
}

/** Diagonalises the symmetric matrix b in place by Jacobi rotations; returns the eigenvectors as columns. */
export function jacobi(b: number[][]): number[][] {
  const P = b.length;
  const e: number[][] = Array.from({ length: P }, (_, p) => Array.from({ length: P }, (_, r) => (p === r ? 1 : 0)));
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < P; p++) for (let r = p + 1; r < P; r++) off += b[p]![r]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < P; p++)
      for (let r = p + 1; r < P; r++) {
        if (Math.abs(b[p]![r]!) < 1e-300) continue;
        const theta = (b[r]![r]! - b[p]![p]!) / (2 * b[p]![r]!);
        const t = (theta >= 0 ? 1 : -1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < P; k++) {
          const kp = b[k]![p]!;
          const kr = b[k]![r]!;
          b[k]![p] = c * kp - s * kr;
          b[k]![r] = s * kp + c * kr;
        }
        for (let k = 0; k < P; k++) {
          const pk = b[p]![k]!;
          const rk = b[r]![k]!;
          b[p]![k] = c * pk - s * rk;
          b[r]![k] = s * pk + c * rk;
        }
        for (let k = 0; k < P; k++) {
          const kp = e[k]![p]!;
          const kr = e[k]![r]!;
          e[k]![p] = c * kp - s * kr;
          e[k]![r] = s * kp + c * kr;
        }
      }
  }
  return e;
}
