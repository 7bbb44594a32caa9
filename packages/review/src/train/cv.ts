/**
 * Cross-validated report on the training contracts (never the evaluation slice): every decision the
 * detector makes after the segment model is tuned on three folds and measured on the fourth, with
 * out-of-fold segment scores. Prints presence and location per category, as the evaluation does.
 * Usage: tsx packages/review/src/train/cv.ts [--cache DIR]
 */
import { CUAD_CATEGORIES } from '../classify/categories.ts';
import { entityClauses } from '../classify/index.ts';
import { cueMatrix } from '../classify/cues.ts';
import { column, decideCategory } from '../classify/decide.ts';
import { cvData } from './cv-base.ts';
import { addCounts, addDoc, emptyCounts, rates, type Counts } from './metrics.ts';
import { FOLDS, foldOf } from './train.ts';
import { fitDecisions } from './decide-fit.ts';
import { entityLocation, entityPresence } from './entity-counts.ts';

const log = (s: string) => process.stderr.write(s + '\n');
const at = process.argv.indexOf('--cache');
const { ds, oof } = cvData(log, at > 0 ? process.argv[at + 1] : undefined);
const nCat = ds.categories.length;
const per = new Map<string, Counts>(CUAD_CATEGORIES.map((c) => [c, emptyCounts()]));

for (const d of ds.docs) for (const [c, spans] of entityClauses(d.text)) addDoc(per.get(c)!, spans, d.gold.get(c) ?? []);
for (let f = 0; f < FOLDS; f++) {
  const train = ds.docs.filter((d) => foldOf(d.file) !== f);
  const test = ds.docs.filter((d) => foldOf(d.file) === f);
  const dec = fitDecisions({ docs: train, scores: oof, categories: ds.categories, fixed: entityPresence(train), fixedLocation: entityLocation(train) });
  log(`fold ${f}: threshold ${dec.threshold.toFixed(3)}`);
  const cues = new Map(test.map((d) => [d, cueMatrix(d.text, d.segments, ds.categories)]));
  ds.categories.forEach((cat, c) => {
    for (const d of test) {
      const l = column(oof, nCat, c, d.first, d.segments.length);
      const cue = cues.get(d)!;
      const { spans } = decideCategory(d.segments, l, (i) => cue[i * nCat + c] === 1, dec.presence[cat]!, dec.spans[cat]!, dec.threshold);
      addDoc(per.get(cat)!, spans, d.gold.get(cat) ?? []);
    }
  });
}
printTable(per);

export function printTable(per: Map<string, Counts>): void {
  const fmt = (x: number) => (Number.isNaN(x) ? '  -  ' : x.toFixed(3));
  const total = emptyCounts();
  console.log('category'.padEnd(36), 'gold', '  tp', '  fp', '  fn', 'presP', 'presR', ' spans', ' pred', 'locP ', 'locR ');
  for (const [c, k] of per) {
    addCounts(total, k);
    const r = rates(k);
    console.log(c.padEnd(36), String(k.presTp + k.presFn).padStart(4), String(k.presTp).padStart(4), String(k.presFp).padStart(4), String(k.presFn).padStart(4), fmt(r.presP), fmt(r.presR), String(k.goldSpans).padStart(6), String(k.predSpans).padStart(5), fmt(r.locP), fmt(r.locR));
  }
  const r = rates(total);
  console.log('MICRO'.padEnd(36), String(total.presTp + total.presFn).padStart(4), String(total.presTp).padStart(4), String(total.presFp).padStart(4), String(total.presFn).padStart(4), fmt(r.presP), fmt(r.presR), String(total.goldSpans).padStart(6), String(total.predSpans).padStart(5), fmt(r.locP), fmt(r.locR));
}
