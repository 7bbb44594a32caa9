/**
 * `npm run review:train`: trains the clause model on the training part of CUAD dev (never the evaluation
 * slice), fits what follows the segment scores (presence models, one presence threshold, span rules) on
 * out-of-fold scores of four folds over contracts, and writes models/clauses.*. `src/train/cv.ts` reports the
 * same pipeline cross-validated. Deterministic: fixed seed, fixed folds, files in name order.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HASH_BITS, HASH_SIZE, fnv1a } from '../classify/features.ts';
import { MODEL_CATEGORIES } from '../classify/categories.ts';
import { META_FILE, MODEL_DIR, WEIGHTS_FILE, dequantize, encodeModel, quantize, scoreAll, type ModelMeta } from '../classify/model.ts';
import { loadCuad } from './cuad.ts';
import { buildDataset, type Dataset } from './dataset.ts';
import { trainLogReg, type TrainOptions } from './logreg.ts';
import { fitDecisions } from './decide-fit.ts';
import { entityLocation, entityPresence } from './entity-counts.ts';

export const SEED = 20240611;
export const FOLDS = 4;

export function trainOptions(ds: Dataset): TrainOptions {
  const nCat = ds.categories.length;
  const pos = new Array<number>(nCat).fill(0);
  for (let i = 0; i < ds.labels.length; i++) if (ds.labels[i] === 1) pos[i % nCat]!++;
  const n = ds.xs.length;
  // Positives are rare (a clause is a few segments among hundreds): weigh them up, within reason.
  // Cross-validation on the training contracts chose this weighting and six epochs over heavier weights.
  const positiveWeight = pos.map((p) => Math.min(4, Math.max(0.5, Math.sqrt((n - p) / Math.max(1, p)) / 6)));
  return { epochs: 6, learningRate: 0.3, positiveWeight, seed: SEED };
}

function rowsOf(ds: Dataset, keep: (docIndex: number) => boolean): number[] {
  const rows: number[] = [];
  ds.docs.forEach((d, k) => {
    if (!keep(k)) return;
    for (let i = 0; i < d.segments.length; i++) rows.push(d.first + i);
  });
  return rows;
}

/** Weights as they will ship: quantised to int8 and back. */
function shipped(w: Float32Array, nCat: number): { bytes: Int8Array; scales: number[]; weights: Float32Array } {
  const { bytes, scales } = quantize(w, nCat);
  return { bytes, scales, weights: dequantize(bytes, scales) };
}

export function foldOf(file: string): number {
  return fnv1a(file) % FOLDS;
}

export function crossValidatedScores(ds: Dataset, opts: TrainOptions, log: (s: string) => void): Float32Array {
  const nCat = ds.categories.length;
  const scores = new Float32Array(ds.xs.length * nCat);
  for (let f = 0; f < FOLDS; f++) {
    const t0 = Date.now();
    const w = trainLogReg(ds.xs, ds.labels, nCat, HASH_SIZE, opts, rowsOf(ds, (k) => foldOf(ds.docs[k]!.file) !== f));
    const { weights } = shipped(w, nCat);
    const held = rowsOf(ds, (k) => foldOf(ds.docs[k]!.file) === f);
    const s = scoreAll(weights, nCat, held.map((i) => ds.xs[i]!));
    held.forEach((row, j) => scores.set(s.subarray(j * nCat, (j + 1) * nCat), row * nCat));
    log(`fold ${f + 1}/${FOLDS}: ${held.length} segments held out, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return scores;
}

export function main(): void {
  const log = (s: string) => process.stderr.write(s + '\n');
  const t0 = Date.now();
  const docs = loadCuad('train');
  const categories = [...MODEL_CATEGORIES];
  const ds = buildDataset(docs, categories);
  const nCat = categories.length;
  log(`${docs.length} training contracts, ${ds.xs.length} segments, ${nCat} categories`);
  const opts = trainOptions(ds);
  const oof = crossValidatedScores(ds, opts, log);
  const decisions = fitDecisions({ docs: ds.docs, scores: oof, categories, fixed: entityPresence(ds.docs), fixedLocation: entityLocation(ds.docs) });
  log(`presence threshold ${decisions.threshold.toFixed(3)}`);
  const w = trainLogReg(ds.xs, ds.labels, nCat, HASH_SIZE, opts);
  const { bytes, scales } = shipped(w, nCat);
  const meta: ModelMeta = {
    format: 2,
    hashBits: HASH_BITS,
    categories,
    scales,
    decisions,
    trainedOn: { contracts: docs.length, segments: ds.xs.length, seed: SEED },
  };
  mkdirSync(MODEL_DIR, { recursive: true });
  writeFileSync(join(MODEL_DIR, WEIGHTS_FILE), encodeModel(bytes));
  writeFileSync(join(MODEL_DIR, META_FILE), JSON.stringify(meta, null, 1) + '\n');
  log(`model written to ${MODEL_DIR} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}


if (import.meta.url === `file://${process.argv[1]}`) main();
