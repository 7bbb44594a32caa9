/**
 * Cross-validation scaffolding shared by training and the CV report: the training contracts, their segment
 * features and out-of-fold segment scores (each contract scored by a model that never saw it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_CATEGORIES } from '../classify/categories.ts';
import { loadCuad } from './cuad.ts';
import { buildDataset, type Dataset } from './dataset.ts';
import { crossValidatedScores, trainOptions } from './train.ts';

export interface CvData {
  ds: Dataset;
  /** Out-of-fold logits: oof[row * nCat + c]. */
  oof: Float32Array;
}

/** Builds the dataset and its out-of-fold scores; `cacheDir` keeps the scores between runs of the report. */
export function cvData(log: (s: string) => void, cacheDir?: string): CvData {
  const ds = buildDataset(loadCuad('train'), [...MODEL_CATEGORIES]);
  const file = cacheDir ? join(cacheDir, `oof-${ds.xs.length}.f32`) : '';
  if (file && existsSync(file)) {
    const b = readFileSync(file);
    return { ds, oof: new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) };
  }
  const oof = crossValidatedScores(ds, trainOptions(ds), log);
  if (file) {
    mkdirSync(cacheDir!, { recursive: true });
    writeFileSync(file, Buffer.from(oof.buffer));
  }
  return { ds, oof };
}
