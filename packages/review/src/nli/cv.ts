/**
 * `npx tsx packages/review/src/nli/cv.ts [--repeats N] [--splits 1,2] [--detail POLICY/SCORER] [--errors]`: compares the
 * selection policies (select.ts) and span scorers by repeated nested cross-validation on the training NDAs
 * (nested.ts). `--errors` lists the out-of-fold mistakes of the detailed variant, to look for systematic ones.
 */
import { dataDir } from '../data/paths.ts';
import { nliScores } from '../eval/metrics.ts';
import { fmt, table } from '../eval/table.ts';
import { loadTrainingNdas } from './dataset.ts';
import { nestedCv, type OutOfFold } from './nested.ts';
import { ruleHits } from './rules.ts';
import { POLICIES } from './select.ts';
import { spanOptions } from './stack.ts';
import { STATEMENT_IDS } from './statements.ts';

const argv = process.argv.slice(2);
const arg = (flag: string, dflt: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1]! : dflt);
const repeats = Number(arg('--repeats', '3'));
const detail = arg('--detail', 'each/full');

const data = dataDir();
if (!data) throw new Error('No data folder: set LEXBRIDGE_DATA or place the data in ../shared/data.');
const t0 = performance.now();
const docs = loadTrainingNdas(data, STATEMENT_IDS);
const hits = docs.map((d) => ruleHits(d.text, d.segs, STATEMENT_IDS));
const oof = nestedCv(docs, hits, {
  repeats,
  policies: POLICIES,
  scorers: ['full', 'mean'],
  choiceSplits: argv.includes('--splits') ? arg('--splits', '1').split(',').map(Number) : [1],
  span: spanOptions(argv),
  progress: (s) => process.stderr.write(`${s} ${((performance.now() - t0) / 1000).toFixed(0)} s\n`),
});

const groups = new Map<string, OutOfFold[]>();
for (const r of oof) {
  const key = `${r.policy}/${r.scorer}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key)!.push(r);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
console.log(`${docs.length} training NDAs, ${repeats} × 5-fold nested cross-validation`);
console.log(table(['policy/scorer', 'accuracy', 'sd', 'per repeat', 'C F1', 'E F1'], [...groups].map(([key, rs]) => {
  const acc = Array.from({ length: repeats }, (_, k) => nliScores(rs.filter((r) => r.repeat === k)).accuracy);
  const s = nliScores(rs);
  return [key, fmt(mean(acc)), fmt(sd(acc)), acc.map((a) => fmt(a)).join(' '), fmt(s.contradictionF1), fmt(s.entailmentF1)];
})));
const d = groups.get(detail) ?? [];
console.log(`\nper statement, ${detail}:`);
console.log(table(['statement', 'accuracy', 'C F1', 'modes'], STATEMENT_IDS.map((id, o) => {
  const mine = d.filter((r) => r.o === o);
  const modes = new Map<string, number>();
  for (const r of mine) modes.set(r.config, (modes.get(r.config) ?? 0) + 1);
  const s = nliScores(mine);
  return [id, fmt(s.accuracy), fmt(s.contradictionF1, 2), [...modes].map(([m, n]) => `${m} ${n}`).join(', ')];
})));
if (argv.includes('--errors')) {
  const wrong = d.filter((r) => r.gold !== r.pred).map((r) => `${STATEMENT_IDS[r.o]}\t${docs[r.doc]!.file}\tgold ${r.gold}\tpred ${r.pred}\t${r.config}`);
  const counts = new Map<string, number>();
  for (const w of wrong) counts.set(w, (counts.get(w) ?? 0) + 1);
  console.log([...counts].sort().map(([w, n]) => `${w}\t×${n}`).join('\n'));
}
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
