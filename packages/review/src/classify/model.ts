/**
 * The trained segment model: one logistic-regression weight vector per CUAD category over hashed features,
 * stored feature-major (the weights of one feature for every category sit together) as int8 with a scale
 * per category, gzip-compressed. What follows the scores (presence, spans) was tuned by cross-validation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzip, gunzipSync, gzipSync } from 'node:zlib';
import type { Decisions } from './decide.ts';
import type { SparseVector } from './features.ts';

export interface ModelMeta {
  format: 2;
  hashBits: number;
  categories: string[];
  scales: number[];
  /** Presence models, the shared threshold and span rules, tuned on out-of-fold scores. */
  decisions: Decisions;
  trainedOn: { contracts: number; segments: number; seed: number };
}

export interface ClauseModel {
  meta: ModelMeta;
  /** weights[feature * categories.length + c], quantised: the real weight is weights[i] * meta.scales[c]. */
  weights: Int8Array;
}

const here = dirname(fileURLToPath(import.meta.url));
export const MODEL_DIR = resolve(here, '../../models');
export const WEIGHTS_FILE = 'clauses.bin.gz';
export const META_FILE = 'clauses.json';

/** Per-category int8 quantisation; returns the bytes and the scales. */
export function quantize(weights: Float32Array, nCat: number): { bytes: Int8Array; scales: number[] } {
  const scales = new Array<number>(nCat).fill(0);
  for (let i = 0; i < weights.length; i++) {
    const c = i % nCat;
    const a = Math.abs(weights[i]!);
    if (a > scales[c]!) scales[c] = a;
  }
  for (let c = 0; c < nCat; c++) scales[c] = scales[c]! > 0 ? scales[c]! / 127 : 1;
  const bytes = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) bytes[i] = Math.round(weights[i]! / scales[i % nCat]!);
  return { bytes, scales };
}

export function dequantize(bytes: Int8Array, scales: readonly number[]): Float32Array {
  const n = scales.length;
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i]! * scales[i % n]!;
  return out;
}

export function encodeModel(bytes: Int8Array): Buffer {
  return gzipSync(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { level: 9 });
}

const weightBytes = (meta: ModelMeta) => (1 << meta.hashBits) * meta.categories.length;
/** Inflated into one buffer of the known size (zlib's 16 KB default chunks cost a copy of the whole model). */
const inflateOptions = (meta: ModelMeta) => ({ chunkSize: weightBytes(meta) + 1 });

export function decodeModel(meta: ModelMeta, gz: Buffer, inflated?: Buffer): ClauseModel {
  const raw = inflated ?? gunzipSync(gz, inflateOptions(meta));
  const expected = weightBytes(meta);
  if (raw.byteLength !== expected) {
    throw new Error(`clause model weights: expected ${expected} bytes, found ${raw.byteLength}`);
  }
  // Scored as int8 with the scale applied once per category: loading costs no pass over the weights.
  return { meta, weights: new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength) };
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
    const [metaText, gz] = await Promise.all([readFile(join(MODEL_DIR, META_FILE), 'utf8'), readFile(join(MODEL_DIR, WEIGHTS_FILE))]);
    const meta = JSON.parse(metaText) as ModelMeta;
    const raw = await new Promise<Buffer>((done, fail) => gunzip(gz, inflateOptions(meta), (err, out) => (err ? fail(err) : done(out))));
    cached ??= decodeModel(meta, gz, raw);
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
  const model = decodeModel(meta, readFileSync(binPath));
  if (dir === MODEL_DIR) cached = model;
  return model;
}

/** Logits of every segment for every category: out[i * nCat + c]; `scales` multiplies category c's weights. */
export function scoreAll(
  weights: Float32Array | Int8Array,
  nCat: number,
  vecs: readonly SparseVector[],
  scales?: readonly number[],
): Float32Array {
  const out = new Float32Array(vecs.length * nCat);
  for (let i = 0; i < vecs.length; i++) {
    const { index, value } = vecs[i]!;
    const base = i * nCat;
    for (let k = 0; k < index.length; k++) {
      const off = index[k]! * nCat;
      const v = value[k]!;
      for (let c = 0; c < nCat; c++) out[base + c] += weights[off + c]! * v;
    }
    if (scales) for (let c = 0; c < nCat; c++) out[base + c] *= scales[c]!;
  }
  return out;
}
