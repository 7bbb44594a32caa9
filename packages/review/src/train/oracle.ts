// Ceiling of the segmentation: location metrics when exactly the gold-labelled segments are kept.
import { MODEL_CATEGORIES } from '../classify/categories.ts';
import { mergeKept } from '../classify/select.ts';
import { loadCuad } from './cuad.ts';
import { buildDataset } from './dataset.ts';
import { addDoc, emptyCounts, rates } from './metrics.ts';
const cats = [...MODEL_CATEGORIES];
const ds = buildDataset(loadCuad('train'), cats);
const tot = emptyCounts();
cats.forEach((cat, c) => {
  const counts = emptyCounts();
  for (const d of ds.docs) {
    const keep = d.segments.map((_, i) => ds.labels[(d.first + i) * cats.length + c] === 1);
    addDoc(counts, mergeKept(d.segments, keep, () => 1), d.gold.get(cat) ?? []);
  }
  for (const k of Object.keys(tot) as (keyof typeof tot)[]) tot[k] += counts[k];
  const r = rates(counts);
  console.log(cat.padEnd(36), r.locP.toFixed(2), r.locR.toFixed(2));
});
const r = rates(tot);
console.log('ALL', r.locP.toFixed(3), r.locR.toFixed(3));
