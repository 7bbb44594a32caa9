/**
 * `npm run review:train:nli`: trains the NDA statement model on the ContractNLI dev NDAs outside the evaluation
 * slice and writes models/nli.json + models/nli.bin.gz.
 *
 * Stacked training with 5-fold cross-validation by NDA: the span scorer is trained on four folds and scores the
 * fifth, so the decision model learns from span scores as they look on unseen NDAs; each statement's L2 strength
 * is chosen by the same folds, nested inside the outer ones for the reported score. The cross-validated scores are printed and stored with the model.
 */
import { dataDir } from '../data/paths.ts';
import { nliScores } from '../eval/metrics.ts';
import { fmt, table } from '../eval/table.ts';
import type { NliLabel } from '../types.ts';
import { loadTrainingNdas, type NliDocExample } from './dataset.ts';
import { combine, COMBINE_MODES, readsRules, topicGated, ruleFeatures, ruleVerdict, type CombineMode } from './combine.ts';
import { decisionFeatures, topicInDocument, topSegments } from './decide.ts';
import { NLI_HASH_BITS } from './features.ts';
import { scoreSpans, softmax, trainSoftmax, trainSpanScorer, type SpanTrainOptions } from './learn.ts';
import { quantizePerOutput, saveNliModel } from './model.ts';
import { firstVerdict, ruleHits } from './rules.ts';
import { LABELS, STATEMENT_IDS } from './statements.ts';

const FOLDS = 5;
const SEED = 20240611;
const L2_GRID = process.argv.includes("--diag") ? [0.01] : [0.003, 0.01, 0.03, 0.1, 0.3, 1, 3];
const EVIDENCE_LOGIT = 0;

const argv = process.argv.slice(2);
const num = (flag: string, dflt: number) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
const SPAN_OPTS: SpanTrainOptions = {
  epochs: num('--epochs', 6),
  learningRate: num('--lr', 0.3),
  positiveWeight: num('--pos', 4),
  l2: num('--span-l2', 1e-5),
  seed: SEED,
};
const dryRun = argv.includes('--dry-run');

const data = dataDir();
if (!data) {
  console.error('No data folder: set LEXBRIDGE_DATA or place the data in ../shared/data.');
  process.exit(1);
}
const t0 = performance.now();
const nOut = STATEMENT_IDS.length;
const dim = 1 << NLI_HASH_BITS;
const docs = loadTrainingNdas(data, STATEMENT_IDS);
const fold = docs.map((_, i) => (i * 7 + 3) % FOLDS);
console.log(`${docs.length} training NDAs, ${docs.reduce((s, d) => s + d.segs.length, 0)} segments`);

function fitSpans(rows: readonly NliDocExample[]): Float32Array {
  const xs = rows.flatMap((d) => d.vecs);
  const labels = new Uint8Array(xs.length * nOut);
  let at = 0;
  for (const d of rows) {
    labels.set(d.spanLabels, at);
    at += d.spanLabels.length;
  }
  return trainSpanScorer(xs, labels, nOut, dim, SPAN_OPTS);
}

// Out-of-fold span scores, then the decision features of every NDA and statement.
const oof: Float32Array[] = new Array(docs.length);
for (let f = 0; f < FOLDS; f++) {
  const w = fitSpans(docs.filter((_, i) => fold[i] !== f));
  docs.forEach((d, i) => {
    if (fold[i] === f) oof[i] = scoreSpans(w, nOut, d.vecs);
  });
}
const hits = docs.map((d) => ruleHits(d.text, d.segs, STATEMENT_IDS));
// Decision inputs without and with the rule verdicts; the rules' own answer per NDA and statement.
const XM = STATEMENT_IDS.map((id, o) => docs.map((d, i) => decisionFeatures(id, oof[i]!, nOut, o, d.flags)));
const XR = STATEMENT_IDS.map((id, o) => docs.map((d, i) => decisionFeatures(id, oof[i]!, nOut, o, d.flags, ruleFeatures(hits[i]![o]!))));
const VERDICT = STATEMENT_IDS.map((id, o) => docs.map((_, i) => ruleVerdict(hits[i]![o]!, firstVerdict(id))));
// The prior: the decision's bias alone (every other input zero), so it answers what most training NDAs say.
const XP = XM.map((rows) => rows.map((x) => x.map((v, k) => (k === 0 ? v : 0))));
const inputs = (mode: CombineMode, o: number) => (mode === 'prior' ? XP : readsRules(mode) ? XR : XM)[o]!;
const Y = STATEMENT_IDS.map((_, o) => docs.map((d) => LABELS.indexOf(d.gold[o]! as (typeof LABELS)[number])));

const argmax = (p: number[]) => p.reduce((b, v, c) => (v > p[b]! ? c : b), 0);
const indices = (keep: (i: number) => boolean) => docs.map((_, i) => i).filter(keep);

interface Choice {
  mode: CombineMode;
  l2: number;
}

/** Predictions for `test` of statement o, its decision trained on `train` and combined with the rules as `c` says. */
function predict(o: number, train: readonly number[], test: readonly number[], c: Choice): number[] {
  const X = inputs(c.mode, o);
  const w = c.mode === 'strict' ? null : trainSoftmax(train.map((i) => X[i]!), train.map((i) => Y[o]![i]!), LABELS.length, c.l2);
  return test.map((i) => {
    const learned = w && (!topicGated(c.mode) || topicInDocument(STATEMENT_IDS[o]!, docs[i]!.flags)) ? argmax(softmax(w, X[i]!)) : 0;
    return combine(c.mode, VERDICT[o]![i]!, learned);
  });
}

/**
 * The combination and L2 strength with the most correct answers by cross-validation over `pool` (folds as
 * assigned). Ties keep the earlier mode in COMBINE_MODES: the rules must beat the learned decision to be used.
 */
function choose(o: number, pool: readonly number[]): Choice {
  let best = { choice: { mode: 'model' as CombineMode, l2: L2_GRID[0]! }, correct: -1 };
  for (const mode of COMBINE_MODES) {
    for (const l2 of mode === 'strict' ? [0] : mode === 'prior' ? [L2_GRID[0]!] : L2_GRID) {
      let correct = 0;
      for (let f = 0; f < FOLDS; f++) {
        const test = pool.filter((i) => fold[i] === f);
        if (!test.length) continue;
        const pred = predict(o, pool.filter((i) => fold[i] !== f), test, { mode, l2 });
        correct += pred.filter((p, k) => p === Y[o]![test[k]!]).length;
      }
      if (correct > best.correct) best = { choice: { mode, l2 }, correct };
    }
  }
  return best.choice;
}

const decision: Record<string, number[][]> = {};
const combineModes: Record<string, CombineMode> = {};
const pairs: { gold: NliLabel; pred: NliLabel }[] = [];
const rows: (string | number)[][] = [];
STATEMENT_IDS.forEach((id, o) => {
  // Nested: the L2 strength is chosen inside each outer training part, so the reported score never saw its fold.
  const pred = new Array<number>(docs.length).fill(0);
  for (let f = 0; f < FOLDS; f++) {
    const train = indices((i) => fold[i] !== f);
    const test = indices((i) => fold[i] === f);
    const p = predict(o, train, test, choose(o, train));
    test.forEach((i, k) => (pred[i] = p[k]!));
  }
  const { mode, l2 } = choose(o, indices(() => true));
  combineModes[id] = mode;
  decision[id] = trainSoftmax(inputs(mode, o), Y[o]!, LABELS.length, l2);
  const mine = pred.map((p, i) => ({ gold: LABELS[Y[o]![i]!]! as NliLabel, pred: LABELS[p]! as NliLabel }));
  pairs.push(...mine);
  const s = nliScores(mine);
  const count = (l: NliLabel) => mine.filter((m) => m.gold === l).length;
  // How often the best out-of-fold segment is gold evidence, in NDAs where the statement is mentioned.
  const mentioned = indices((i) => Y[o]![i] !== 0);
  const hits = mentioned.filter((i) => docs[i]!.spanLabels[topSegments(oof[i]!, nOut, o, 1)[0]! * nOut + o] === 1).length;
  rows.push([id, count('Entailment'), count('Contradiction'), count('NotMentioned'), mode, l2, fmt(s.accuracy), fmt(s.contradictionF1, 2), fmt(s.entailmentF1, 2), fmt(hits / Math.max(1, mentioned.length), 2)]);
});
console.log(table(['statement', 'E', 'C', 'NM', 'combine', 'L2', 'CV acc', 'C F1', 'E F1', 'top hit'], rows));
const cv = nliScores(pairs);
console.log(`cross-validated (${FOLDS} folds by NDA): accuracy ${fmt(cv.accuracy)}, Contradiction F1 ${fmt(cv.contradictionF1)}, Entailment F1 ${fmt(cv.entailmentF1)}`);

if (!dryRun) {
  const { bytes, scales } = quantizePerOutput(fitSpans(docs), nOut);
  saveNliModel({
    meta: {
      format: 1,
      hashBits: NLI_HASH_BITS,
      statements: [...STATEMENT_IDS],
      scales,
      decision,
      combine: combineModes,
      evidenceLogit: EVIDENCE_LOGIT,
      trainedOn: { ndas: docs.length, segments: docs.reduce((s, d) => s + d.segs.length, 0), seed: SEED },
      crossValidation: { accuracy: +cv.accuracy.toFixed(4), contradictionF1: +cv.contradictionF1.toFixed(4), entailmentF1: +cv.entailmentF1.toFixed(4) },
    },
    spanWeights: bytes,
  });
  console.log('wrote models/nli.json and models/nli.bin.gz');
}
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (argv.includes('--diag')) {
  const auc = (pos: number[], neg: number[]) => {
    let s = 0;
    for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
    return s / Math.max(1, pos.length * neg.length);
  };
  STATEMENT_IDS.forEach((id, o) => {
    const m = indices((i) => Y[o]![i] !== 0);
    const nm = indices((i) => Y[o]![i] === 0);
    const X = XM[o]!;
    const f = (k: number) => fmt(auc(m.map((i) => X[i]![k]!), nm.map((i) => X[i]![k]!)), 2);
    const eIdx = indices((i) => Y[o]![i] === 1);
    const cIdx = indices((i) => Y[o]![i] === 2);
    console.log(id, 'AUC mentioned: top', f(1), 'mass', f(3), 'topic-anywhere', f(5), cIdx.length ? `C vs E cues: ${X[0]!.map((_, k) => fmt(auc(cIdx.map((i) => X[i]![k]!), eIdx.map((i) => X[i]![k]!)), 2)).slice(6).join(' ')}` : '');
  });
}
