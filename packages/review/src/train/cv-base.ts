/**
 * Cross-validation scaffolding shared by training and the CV report: the training contracts, their segment
 * features and out-of-fold segment scores (each contract scored by a model that never saw it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trainingDataset, type Dataset } from './dataset.ts';
import { crossValidatedScores, trainOptions } from './train.ts';

export interface CvData {
  ds: Dataset;
  /** Out-of-fold logits: oof[row * nCat + c]. */
  oof: Float32Array;
}

/** Builds the dataset and its out-of-fold scores; `cacheDir` keeps the scores between runs of the report. */
export function cvData(log: (s: string) => void, cacheDir?: string): CvData {
  const { ds } = trainingDataset();
  const oof = cachedScores(cacheDir, oofCacheName(ds), () => crossValidatedScores(ds, trainOptions(ds), log));
  return { ds, oof };
}

/** File name of a dataset's cached out-of-fold scores. */
export const oofCacheName = (ds: Dataset) => `oof-${ds.xs.length}-wv.f32`;

/** Scores kept as a raw float32 file in `dir` (made, then written, when missing; always made without a dir). */
export function cachedScores(dir: string | undefined, name: string, make: () => Float32Array): Float32Array {
  const file = dir ? join(dir, name) : '';
  if (file && existsSync(file)) {
    const b = readFileSync(file);
    return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  }
  const s = make();
  if (file) {
    mkdirSync(dir!, { recursive: true });
    writeFileSync(file, Buffer.from(s.buffer, s.byteOffset, s.byteLength));
  }
  return s;
}
