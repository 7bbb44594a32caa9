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
import { META_FILE, MODEL_DIR, WEIGHTS_FILE, dequantize, encodeModel, quantize, type ModelMeta } from '../classify/model.ts';
import { scoreNetwork } from '../classify/network.ts';
import { WORD_VECTORS_FILE } from '../classify/word-vectors.ts';
import { trainingDataset, type Dataset } from './dataset.ts';
import { scoreLinear, trainLogReg } from './logreg.ts';
import { fitDecisions } from './decide-fit.ts';
import { quantizeNetwork, trainMlp, type MlpOptions } from './mlp.ts';
import { entityLocation, entityPresence } from './entity-counts.ts';

export const SEED = 20240611;
export const FOLDS = 4;

export function trainOptions(ds: Dataset): MlpOptions {
  const nCat = ds.categories.length;
  const pos = new Array<number>(nCat).fill(0);
  for (let i = 0; i < ds.labels.length; i++) if (ds.labels[i] === 1) pos[i % nCat]!++;
  const n = ds.xs.length;
  // Positives are rare (a clause is a few segments among hundreds): weigh them up, within reason.
  // Cross-validation on the training contracts chose this weighting and six epochs over heavier weights.
  const positiveWeight = pos.map((p) => Math.min(4, Math.max(0.5, Math.sqrt((n - p) / Math.max(1, p)) / 6)));
  // Cross-validation chose 64 tanh units over 32, over ReLU, over 4 or 10 epochs, and over adding a linear part.
  return { epochs: 6, learningRate: 0.1, outputRate: 0.05, hidden: 64, activation: 'tanh', positiveWeight, seed: SEED };
}

export function rowsOf(ds: Dataset, keep: (docIndex: number) => boolean): number[] {
  const rows: number[] = [];
  ds.docs.forEach((d, k) => {
    if (!keep(k)) return;
    for (let i = 0; i < d.segments.length; i++) rows.push(d.first + i);
  });
  return rows;
}

export function foldOf(file: string): number {
  return fnv1a(file) % FOLDS;
}

/**
 * Trains the segment scorer on `trainRows` and returns the logits of `scoreRows` (scoreRows.length × nCat), the
 * model as shipped (int8 input layer). REVIEW_SCORER=logreg trains the former linear model instead, to compare.
 */
export function trainAndScore(ds: Dataset, opts: MlpOptions, trainRows: readonly number[], scoreRows: readonly number[]): Float32Array {
  const nCat = ds.categories.length;
  const xs = scoreRows.map((i) => ds.xs[i]!);
  if (process.env.REVIEW_SCORER === 'logreg') {
    const w = trainLogReg(ds.xs, ds.labels, nCat, HASH_SIZE, { ...opts, learningRate: 0.3 }, trainRows);
    const { bytes, scales } = quantize(w, nCat);
    return scoreLinear(dequantize(bytes, scales), nCat, xs);
  }
  return scoreNetwork(quantizeNetwork(trainMlp(ds.xs, ds.labels, nCat, HASH_SIZE, opts, trainRows)), nCat, xs);
}

/** Out-of-fold logits, each contract scored by a model that never saw it (trainAndScore). */
export function crossValidatedScores(ds: Dataset, opts: MlpOptions, log: (s: string) => void): Float32Array {
  const nCat = ds.categories.length;
  const scores = new Float32Array(ds.xs.length * nCat);
  for (let f = 0; f < FOLDS; f++) {
    const t0 = Date.now();
    const held = rowsOf(ds, (k) => foldOf(ds.docs[k]!.file) === f);
    const s = trainAndScore(ds, opts, rowsOf(ds, (k) => foldOf(ds.docs[k]!.file) !== f), held);
    held.forEach((row, j) => scores.set(s.subarray(j * nCat, (j + 1) * nCat), row * nCat));
    log(`fold ${f + 1}/${FOLDS}: ${held.length} segments held out, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return scores;
}

export function main(): void {
  const log = (s: string) => process.stderr.write(s + '\n');
  const t0 = Date.now();
  const { ds, vectors: vectorsFile } = trainingDataset();
  const docs = ds.docs;
  const categories = [...MODEL_CATEGORIES];
  log(`word vectors: ${vectorsFile.words.length} words`);
  const nCat = categories.length;
  log(`${docs.length} training contracts, ${ds.xs.length} segments, ${nCat} categories`);
  const opts = trainOptions(ds);
  const oof = crossValidatedScores(ds, opts, log);
  const decisions = fitDecisions({ docs: ds.docs, scores: oof, categories, fixed: entityPresence(ds.docs), fixedLocation: entityLocation(ds.docs) });
  log(`presence threshold ${decisions.threshold.toFixed(3)}`);
  const net = quantizeNetwork(trainMlp(ds.xs, ds.labels, nCat, HASH_SIZE, opts));
  const meta: ModelMeta = {
    format: 3,
    hashBits: HASH_BITS,
    categories,
    hidden: { size: net.hidden, activation: net.activation, scales: net.w1Scales },
    decisions,
    trainedOn: { contracts: docs.length, segments: ds.xs.length, seed: SEED },
    wordVectors: { words: vectorsFile.words.length, dims: vectorsFile.dims },
  };
  mkdirSync(MODEL_DIR, { recursive: true });
  writeFileSync(join(MODEL_DIR, WEIGHTS_FILE), encodeModel(net));
  writeFileSync(join(MODEL_DIR, META_FILE), JSON.stringify(meta, null, 1) + '\n');
  writeFileSync(join(MODEL_DIR, WORD_VECTORS_FILE), JSON.stringify(vectorsFile) + '\n');
  log(`model written to ${MODEL_DIR} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
