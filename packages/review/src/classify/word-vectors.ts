/**
 * Word vectors learnt from the training contracts' own text (src/train/word-vectors-fit.ts), so that a segment
 * worded unlike any training clause still lands near the clauses that mean the same ("royalty" near "fee",
 * "audit" near "inspection"). A segment's vector is the mean of its words' vectors; it enters the segment
 * scorer next to the hashed features, in the last `dims` slots of the hashed space.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASH_SIZE, type SparseVector } from './features.ts';

export const WORD_VECTORS_FILE = 'word-vectors.json';

/** Length of a segment's vector next to its hashed features (whose own length is 1). */
export const DENSE_WEIGHT = 1;

export interface WordVectors {
  dims: number;
  /** Row of each word in `data`. */
  index: Map<string, number>;
  /** Unit-length rows: data[row * dims + k]. */
  data: Float32Array;
}

/** As stored: the words, then their vectors as int8 (real value = byte * scale), base64. */
export interface WordVectorsFile {
  format: 1;
  dims: number;
  scale: number;
  words: string[];
  data: string;
}

export function encodeWordVectors(words: readonly string[], data: Float32Array, dims: number): WordVectorsFile {
  let max = 0;
  for (const v of data) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = Int8Array.from(data, (v) => Math.round(v / scale));
  return { format: 1, dims, scale, words: [...words], data: Buffer.from(bytes.buffer).toString('base64') };
}

export function decodeWordVectors(file: WordVectorsFile): WordVectors {
  if (file.format !== 1) throw new Error(`word vectors: format ${file.format as number} is not 1; run npm run review:train`);
  const bytes = new Int8Array(Buffer.from(file.data, 'base64'));
  if (bytes.length !== file.words.length * file.dims) throw new Error('word vectors: the data does not match the word list');
  // A plain loop: Float32Array.from with a mapping function is ten times slower, and this runs on every review.
  const data = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) data[i] = bytes[i]! * file.scale;
  return { dims: file.dims, index: new Map(file.words.map((w, i) => [w, i])), data };
}

const parse = (json: string) => decodeWordVectors(JSON.parse(json) as WordVectorsFile);

/** The vectors stored in a model folder, or undefined when it has none (at load time, and in the background). */
export function loadWordVectors(dir: string): WordVectors | undefined {
  const path = join(dir, WORD_VECTORS_FILE);
  return existsSync(path) ? parse(readFileSync(path, 'utf8')) : undefined;
}

export async function readWordVectors(dir: string): Promise<WordVectors | undefined> {
  const path = join(dir, WORD_VECTORS_FILE);
  return existsSync(path) ? parse(await readFile(path, 'utf8')) : undefined;
}

/** The unit-length mean of the known words' vectors, or null when no word is known. */
export function meanVector(wv: WordVectors, words: readonly string[]): Float32Array | null {
  const { dims, data } = wv;
  const mean = new Float32Array(dims);
  let known = 0;
  for (const w of words) {
    const row = wv.index.get(w);
    if (row === undefined) continue;
    for (let k = 0; k < dims; k++) mean[k] += data[row * dims + k]!;
    known++;
  }
  if (!known) return null;
  let norm = 0;
  for (let k = 0; k < dims; k++) norm += mean[k]! * mean[k]!;
  if (norm === 0) return null;
  const f = DENSE_WEIGHT / Math.sqrt(norm);
  for (let k = 0; k < dims; k++) mean[k] *= f;
  return mean;
}

/**
 * The hashed features with a dense vector in the last `dense.length` slots of the hashed space. The few hashed
 * features that fall in those slots are dropped: they are as rare as any other (dims out of 262,144).
 */
export function withDense(x: SparseVector, dense: Float32Array | null): SparseVector {
  if (!dense) return x;
  const base = HASH_SIZE - dense.length;
  let keep = 0;
  while (keep < x.index.length && x.index[keep]! < base) keep++;
  const index = new Uint32Array(keep + dense.length);
  const value = new Float32Array(keep + dense.length);
  index.set(x.index.subarray(0, keep));
  value.set(x.value.subarray(0, keep));
  for (let k = 0; k < dense.length; k++) {
    index[keep + k] = base + k;
    value[keep + k] = dense[k]!;
  }
  return { index, value };
}
