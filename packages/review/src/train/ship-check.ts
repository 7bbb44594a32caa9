/**
 * Does the shipped pipeline behave on new contracts as cross-validation says? Training fits the decisions
 * (presence models, threshold, span rules) on out-of-fold scores of models that saw 3/4 of the contracts, then
 * ships a model trained on all of them: a model that saw more data may score more confidently, and decisions
 * tuned on the weaker models' scores then over-fire. This replays that step one level down, on the training
 * contracts only: for each fold f, decisions are fitted on the other folds' scores from models trained on 2/4
 * of the contracts, then applied to fold f scored by a model trained on the other 3/4 (the usual CV models).
 * Usage: tsx packages/review/src/train/ship-check.ts --test-cache DIR [--cache DIR] [--final-epochs N]
 *   --test-cache: cv.ts's cache of out-of-fold scores (the 3/4 models); trained here when missing.
 *   --final-epochs: epochs of the 3/4 models (default: those of the 2/4 models), to try a shorter final fit.
 */
import { cueMatrix } from '../classify/cues.ts';
import { column, decideCategory } from '../classify/decide.ts';
import { cachedScores, oofCacheName } from './cv-base.ts';
import { trainingDataset, type Dataset } from './dataset.ts';
import { fitDecisions } from './decide-fit.ts';
import { entityLocation, entityPresence } from './entity-counts.ts';
import { addCounts, addDoc, emptyCounts, rates } from './metrics.ts';
import { crossValidatedScores, FOLDS, foldOf, rowsOf, trainAndScore, trainOptions } from './train.ts';

const argv = process.argv.slice(2);
const arg = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const log = (s: string) => process.stderr.write(s + '\n');

/** Rows of the contracts in the given folds. */
const rowsIn = (ds: Dataset, folds: readonly number[]) => rowsOf(ds, (k) => folds.includes(foldOf(ds.docs[k]!.file)));

const { ds } = trainingDataset();
const nCat = ds.categories.length;
const opts = trainOptions(ds);
const finalEpochs = arg('--final-epochs');
const testScores = cachedScores(arg('--test-cache'), oofCacheName(ds), () =>
  crossValidatedScores(ds, finalEpochs ? { ...opts, epochs: Number(finalEpochs) } : opts, log),
);

// Models trained on two folds score the other two: for test fold f, the inner score of fold g comes from the
// model trained on the two folds that are neither f nor g.
const inner = new Map<string, Float32Array>();
for (let a = 0; a < FOLDS; a++) {
  for (let b = a + 1; b < FOLDS; b++) {
    const rest = [...Array(FOLDS).keys()].filter((k) => k !== a && k !== b);
    const scoreRows = rowsIn(ds, rest);
    const t0 = Date.now();
    const s = cachedScores(arg('--cache'), `pair-${a}${b}-${ds.xs.length}.f32`, () => trainAndScore(ds, opts, rowsIn(ds, [a, b]), scoreRows));
    const full = new Float32Array(ds.xs.length * nCat);
    scoreRows.forEach((row, j) => full.set(s.subarray(j * nCat, (j + 1) * nCat), row * nCat));
    inner.set(`${a}${b}`, full);
    log(`pair ${a}${b}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

const total = emptyCounts();
const usual = emptyCounts();
for (let f = 0; f < FOLDS; f++) {
  const innerScores = new Float32Array(ds.xs.length * nCat);
  for (let g = 0; g < FOLDS; g++) {
    if (g === f) continue;
    const [a, b] = [...Array(FOLDS).keys()].filter((k) => k !== f && k !== g);
    const s = inner.get(`${a}${b}`)!;
    for (const row of rowsIn(ds, [g])) innerScores.set(s.subarray(row * nCat, (row + 1) * nCat), row * nCat);
  }
  const train = ds.docs.filter((d) => foldOf(d.file) !== f);
  const test = ds.docs.filter((d) => foldOf(d.file) === f);
  const fit = (scores: Float32Array) => fitDecisions({ docs: train, scores, categories: ds.categories, fixed: entityPresence(train), fixedLocation: entityLocation(train) });
  const dec = fit(innerScores);
  // The usual cross-validation, for comparison: decisions fitted on the 3/4 models' own out-of-fold scores.
  const decUsual = fit(testScores);
  const counts = emptyCounts();
  for (const d of test) {
    const cue = cueMatrix(d.text, d.segments, ds.categories);
    ds.categories.forEach((cat, c) => {
      const l = column(testScores, nCat, c, d.first, d.segments.length);
      const isCue = (i: number) => cue[i * nCat + c] === 1;
      const { spans } = decideCategory(d.segments, l, isCue, dec.presence[cat]!, dec.spans[cat]!, dec.threshold);
      addDoc(counts, spans, d.gold.get(cat) ?? []);
      addDoc(usual, decideCategory(d.segments, l, isCue, decUsual.presence[cat]!, decUsual.spans[cat]!, decUsual.threshold).spans, d.gold.get(cat) ?? []);
    });
  }
  const r = rates(counts);
  log(`fold ${f}: presence ${r.presP.toFixed(3)}/${r.presR.toFixed(3)}, location ${r.locP.toFixed(3)}/${r.locR.toFixed(3)}`);
  addCounts(total, counts);
}
const u = rates(usual);
console.log(`usual cross-validation (same categories): presence P ${u.presP.toFixed(3)} R ${u.presR.toFixed(3)}, location P ${u.locP.toFixed(3)} R ${u.locR.toFixed(3)}`);
const r = rates(total);
console.log(`shipped-pipeline replay (${process.env.REVIEW_SCORER === 'logreg' ? 'logreg' : 'mlp'}): presence P ${r.presP.toFixed(3)} R ${r.presR.toFixed(3)}, location P ${r.locP.toFixed(3)} R ${r.locR.toFixed(3)}`);
