/**
 * The trained statement model: the span scorer's weights (hashed features × 17 statements, int8 with one scale
 * per statement, gzip-compressed, feature-major) in models/nli.bin.gz, and in models/nli.json the decision
 * weights per statement, the evidence threshold and the cross-validated scores measured when training.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CombineMode } from './combine.ts';

export interface NliModelMeta {
  format: 1;
  hashBits: number;
  statements: string[];
  /** Real span weight = int8 weight × scales[statement]. */
  scales: number[];
  /** Per statement: weights[class][feature], classes NotMentioned / Entailment / Contradiction. */
  decision: Record<string, number[][]>;
  /** Per statement: how the rule verdicts combine with the decision (absent: the decision alone). */
  combine?: Record<string, CombineMode>;
  /** A segment among the best few is quoted as evidence when its logit reaches this (and the best one always is). */
  evidenceLogit: number;
  trainedOn: { ndas: number; segments: number; seed: number };
  crossValidation?: Record<string, number>;
}

export interface NliModel {
  meta: NliModelMeta;
  spanWeights: Int8Array;
}

const here = dirname(fileURLToPath(import.meta.url));
export const NLI_MODEL_DIR = resolve(here, '../../models');
const META_FILE = 'nli.json';
const WEIGHTS_FILE = 'nli.bin.gz';

export function quantizePerOutput(w: Float32Array, nOut: number): { bytes: Int8Array; scales: number[] } {
  const scales = new Array<number>(nOut).fill(0);
  for (let i = 0; i < w.length; i++) scales[i % nOut] = Math.max(scales[i % nOut]!, Math.abs(w[i]!));
  for (let c = 0; c < nOut; c++) scales[c] = scales[c]! > 0 ? scales[c]! / 127 : 1;
  const bytes = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) bytes[i] = Math.round(w[i]! / scales[i % nOut]!);
  return { bytes, scales };
}

export function saveNliModel(model: NliModel, dir = NLI_MODEL_DIR): void {
  const b = model.spanWeights;
  writeFileSync(join(dir, WEIGHTS_FILE), gzipSync(Buffer.from(b.buffer, b.byteOffset, b.byteLength), { level: 9 }));
  writeFileSync(join(dir, META_FILE), JSON.stringify(model.meta, null, 1) + '\n');
}

let cached: NliModel | null = null;

/** The committed model, loaded once per process. */
export function loadNliModel(dir = NLI_MODEL_DIR): NliModel {
  if (cached && dir === NLI_MODEL_DIR) return cached;
  const metaPath = join(dir, META_FILE);
  const binPath = join(dir, WEIGHTS_FILE);
  if (!existsSync(metaPath) || !existsSync(binPath)) throw new Error(`NDA statement model missing in ${dir}: run npm run review:train:nli`);
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as NliModelMeta;
  const raw = gunzipSync(readFileSync(binPath));
  const expected = (1 << meta.hashBits) * meta.statements.length;
  if (raw.byteLength !== expected) throw new Error(`NDA statement model: expected ${expected} weight bytes, found ${raw.byteLength}`);
  const model = { meta, spanWeights: new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength) };
  if (dir === NLI_MODEL_DIR) cached = model;
  return model;
}
