/**
 * The trained segment model (network.ts): a hidden layer shared by every CUAD category over hashed features,
 * then one logit per category. One gzip-compressed file holds the input layer feature-major as int8 (a scale
 * per hidden unit, in the metadata), then as little-endian float32 the hidden biases, the output weights and
 * the output biases. What follows the scores (presence, spans) was tuned by cross-validation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzip, gunzipSync, gzipSync } from 'node:zlib';
import type { Decisions } from './decide.ts';
import type { SparseVector } from './features.ts';
import { scoreNetwork, type Activation, type Network } from './network.ts';
import { WORD_VECTORS_FILE, loadWordVectors, readWordVectors, type WordVectors } from './word-vectors.ts';

export interface ModelMeta {
  format: 3;
  hashBits: number;
  categories: string[];
  hidden: { size: number; activation: Activation; /** Per hidden unit: real input weight = int8 * scale. */ scales: number[] };
  /** Presence models, the shared threshold and span rules, tuned on out-of-fold scores. */
  decisions: Decisions;
  trainedOn: { contracts: number; segments: number; seed: number };
  /** Set when the model reads word vectors (word-vectors.ts): it then cannot score without their file. */
  wordVectors?: { words: number; dims: number };
}

export interface ClauseModel {
  meta: ModelMeta;
  net: Network & { w1: Int8Array };
  /** The word vectors the model was trained with (word-vectors.ts), when it was trained with them. */
  vectors?: WordVectors;
}

const here = dirname(fileURLToPath(import.meta.url));
export const MODEL_DIR = resolve(here, '../../models');
export const WEIGHTS_FILE = 'clauses.bin.gz';
export const META_FILE = 'clauses.json';

/** Int8 quantisation with a scale per column (weight i is in column i % n); returns the bytes and the scales. */
export function quantize(weights: Float32Array, n: number): { bytes: Int8Array; scales: number[] } {
  const scales = new Array<number>(n).fill(0);
  for (let i = 0; i < weights.length; i++) {
    const c = i % n;
    const a = Math.abs(weights[i]!);
    if (a > scales[c]!) scales[c] = a;
  }
  for (let c = 0; c < n; c++) scales[c] = scales[c]! > 0 ? scales[c]! / 127 : 1;
  const bytes = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) bytes[i] = Math.round(weights[i]! / scales[i % n]!);
  return { bytes, scales };
}

export function dequantize(bytes: Int8Array, scales: readonly number[]): Float32Array {
  const n = scales.length;
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i]! * scales[i % n]!;
  return out;
}

/** The weights file's bytes: int8 input layer, then float32 b1, w2, b2. */
export function encodeModel(net: Network & { w1: Int8Array }): Buffer {
  const floats = new Float32Array(net.b1.length + net.w2.length + net.b2.length);
  floats.set(net.b1, 0);
  floats.set(net.w2, net.b1.length);
  floats.set(net.b2, net.b1.length + net.w2.length);
  const raw = Buffer.concat([Buffer.from(net.w1.buffer, net.w1.byteOffset, net.w1.byteLength), Buffer.from(floats.buffer)]);
  return gzipSync(raw, { level: 9 });
}

const inputBytes = (meta: ModelMeta) => (1 << meta.hashBits) * meta.hidden.size;
const weightBytes = (meta: ModelMeta) => {
  const H = meta.hidden.size;
  return inputBytes(meta) + 4 * (H + H * meta.categories.length + meta.categories.length);
};
/** Inflated into one buffer of the known size (zlib's 16 KB default chunks cost a copy of the whole model). */
const inflateOptions = (meta: ModelMeta) => ({ chunkSize: weightBytes(meta) + 1 });

export function decodeModel(meta: ModelMeta, gz: Buffer, inflated?: Buffer): ClauseModel {
  if (meta.format !== 3) throw new Error(`clause model: format ${meta.format as number} is not 3; run npm run review:train`);
  const raw = inflated ?? gunzipSync(gz, inflateOptions(meta));
  const expected = weightBytes(meta);
  if (raw.byteLength !== expected) {
    throw new Error(`clause model weights: expected ${expected} bytes, found ${raw.byteLength}`);
  }
  const H = meta.hidden.size;
  const nCat = meta.categories.length;
  const n1 = inputBytes(meta);
  // The float part is copied out (a few KB): the inflated buffer's offset need not be 4-byte aligned.
  const floats = new Float32Array(raw.buffer.slice(raw.byteOffset + n1, raw.byteOffset + raw.byteLength));
  // The int8 layer is used in place and scaled once per hidden unit when scoring: loading costs no pass over it.
  const net = {
    hidden: H,
    activation: meta.hidden.activation,
    w1: new Int8Array(raw.buffer, raw.byteOffset, n1),
    w1Scales: meta.hidden.scales,
    b1: floats.subarray(0, H),
    w2: floats.subarray(H, H + H * nCat),
    b2: floats.subarray(H + H * nCat),
  };
  return { meta, net };
}

/** The word vectors the model was trained with: missing or different ones would make every score wrong. */
function checkedVectors(meta: ModelMeta, vectors: WordVectors | undefined): WordVectors | undefined {
  const want = meta.wordVectors;
  if (!want) return undefined;
  if (!vectors || vectors.dims !== want.dims || vectors.index.size !== want.words) {
    throw new Error(`clause model: its word vectors (${WORD_VECTORS_FILE}) are missing or do not match; run npm run review:train`);
  }
  return vectors;
}

let cached: ClauseModel | null = null;
let preloading: Promise<ClauseModel> | null = null;

/**
 * Starts loading the committed model with asynchronous reads and inflation on zlib's thread pool, so a review
 * reads its file while the model loads (a few tens of ms on the other core); loadModel() then returns it at once.
 */
export function preloadModel(): Promise<ClauseModel> {
  if (cached) return Promise.resolve(cached);
  preloading ??= (async () => {
    const [metaText, gz, vectors] = await Promise.all([readFile(join(MODEL_DIR, META_FILE), 'utf8'), readFile(join(MODEL_DIR, WEIGHTS_FILE)), readWordVectors(MODEL_DIR)]);
    const meta = JSON.parse(metaText) as ModelMeta;
    const raw = await new Promise<Buffer>((done, fail) => gunzip(gz, inflateOptions(meta), (err, out) => (err ? fail(err) : done(out))));
    cached ??= { ...decodeModel(meta, gz, raw), vectors: checkedVectors(meta, vectors) };
    return cached;
  })();
  return preloading;
}

/** The committed model (loaded once per process). */
export function loadModel(dir = MODEL_DIR): ClauseModel {
  if (cached && dir === MODEL_DIR) return cached;
  const metaPath = join(dir, META_FILE);
  const binPath = join(dir, WEIGHTS_FILE);
  if (!existsSync(metaPath) || !existsSync(binPath)) {
    throw new Error(`clause model missing in ${dir}: run npm run review:train`);
  }
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as ModelMeta;
  const model: ClauseModel = { ...decodeModel(meta, readFileSync(binPath)), vectors: checkedVectors(meta, loadWordVectors(dir)) };
  if (dir === MODEL_DIR) cached = model;
  return model;
}

/** Logits of every segment for every category: out[i * nCat + c]. */
export function scoreAll(model: ClauseModel, vecs: readonly SparseVector[]): Float32Array {
  return scoreNetwork(model.net, model.meta.categories.length, vecs);
}
