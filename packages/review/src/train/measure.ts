/**
 * Quick measure of clause detection on the CUAD evaluation slice (or the training part with --train):
 * presence and location precision/recall per category and micro-averaged, and time per contract.
 * Usage: tsx packages/review/src/train/measure.ts [--train]
 */
import { CUAD_CATEGORIES } from '../classify/categories.ts';
import { detectClauses } from '../classify/index.ts';
import { loadModel } from '../classify/model.ts';
import { loadCuad } from './cuad.ts';
import { addCounts, addDoc, emptyCounts, rates, type Counts } from './metrics.ts';

const part = process.argv.includes('--train') ? 'train' : 'eval';
const docs = loadCuad(part);
const model = loadModel();
const per = new Map<string, Counts>(CUAD_CATEGORIES.map((c) => [c, emptyCounts()]));
const times: number[] = [];
for (const d of docs) {
  const t0 = performance.now();
  const clauses = detectClauses({ text: d.text, paragraphs: [] }, model);
  times.push(performance.now() - t0);
  for (const c of CUAD_CATEGORIES) {
    const pred = clauses.filter((x) => x.category === c);
    addDoc(per.get(c)!, pred, d.gold.get(c) ?? []);
  }
}
const fmt = (x: number) => (Number.isNaN(x) ? '  -  ' : x.toFixed(3));
const total = emptyCounts();
console.log(`${part} slice: ${docs.length} contracts`);
console.log('category'.padEnd(36), 'docs', 'presP', 'presR', ' gold', 'locP ', 'locR ');
for (const [c, counts] of per) {
  addCounts(total, counts);
  const r = rates(counts);
  console.log(c.padEnd(36), String(counts.presTp + counts.presFn).padStart(4), fmt(r.presP), fmt(r.presR), String(counts.goldSpans).padStart(5), fmt(r.locP), fmt(r.locR));
}
const r = rates(total);
console.log('MICRO'.padEnd(36), String(total.presTp + total.presFn).padStart(4), fmt(r.presP), fmt(r.presR), String(total.goldSpans).padStart(5), fmt(r.locP), fmt(r.locR));
times.sort((a, b) => a - b);
console.log(`detectClauses ms: median ${times[Math.floor(times.length / 2)]!.toFixed(0)}, max ${times[times.length - 1]!.toFixed(0)}`);
