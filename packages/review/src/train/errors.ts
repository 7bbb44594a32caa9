/**
 * Where clause location goes wrong, cross-validated on the training contracts (never the evaluation slice):
 * each gold span lost is put in one bucket (contract judged to lack the category, no candidate segments can
 * cover it, no kept span touches it, a kept span touches it at the wrong size), and so is each predicted span
 * that matches nothing (contract without the category, wrong place, wrong size).
 * Usage: tsx packages/review/src/train/errors.ts [--cache DIR]
 */
import { cueMatrix } from '../classify/cues.ts';
import { column, decideCategory } from '../classify/decide.ts';
import { mergeKept } from '../classify/select.ts';
import type { Span } from '../classify/segment.ts';
import { cvData } from './cv-base.ts';
import { fitDecisions } from './decide-fit.ts';
import { entityLocation, entityPresence } from './entity-counts.ts';
import { spansMatch } from './metrics.ts';
import { FOLDS, foldOf } from './train.ts';

interface Buckets {
  gold: number;
  hit: number;
  absent: number;
  uncoverable: number;
  untouched: number;
  tooBig: number;
  tooSmall: number;
  pred: number;
  good: number;
  fpAbsent: number;
  fpElsewhere: number;
  fpSize: number;
  /** Rank (1 = best) of the best segment inside each untouched gold span among the contract's segments. */
  ranks: number[];
}

const empty = (): Buckets => ({
  gold: 0, hit: 0, absent: 0, uncoverable: 0, untouched: 0, tooBig: 0, tooSmall: 0,
  pred: 0, good: 0, fpAbsent: 0, fpElsewhere: 0, fpSize: 0, ranks: [],
});

const inter = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

const log = (s: string) => process.stderr.write(s + '\n');
const at = process.argv.indexOf('--cache');
const { ds, oof } = cvData(log, at > 0 ? process.argv[at + 1] : undefined);
const nCat = ds.categories.length;
const per = new Map<string, Buckets>(ds.categories.map((c) => [c, empty()]));

for (let f = 0; f < FOLDS; f++) {
  const train = ds.docs.filter((d) => foldOf(d.file) !== f);
  const test = ds.docs.filter((d) => foldOf(d.file) === f);
  const dec = fitDecisions({ docs: train, scores: oof, categories: ds.categories, fixed: entityPresence(train), fixedLocation: entityLocation(train) });
  for (const d of test) {
    const cue = cueMatrix(d.text, d.segments, ds.categories);
    ds.categories.forEach((cat, c) => {
      const b = per.get(cat)!;
      const l = column(oof, nCat, c, d.first, d.segments.length);
      const { spans } = decideCategory(d.segments, l, (i) => cue[i * nCat + c] === 1, dec.presence[cat]!, dec.spans[cat]!, dec.threshold);
      const gold = d.gold.get(cat) ?? [];
      const keep = d.segments.map((_, i) => ds.labels[(d.first + i) * nCat + c] === 1);
      const oracle = mergeKept(d.segments, keep, () => 1);
      const order = [...l.keys()].sort((x, y) => l[y]! - l[x]!);
      const rankOf = new Map(order.map((i, r) => [i, r + 1]));
      for (const g of gold) {
        b.gold++;
        if (spans.some((p) => spansMatch(p, g))) b.hit++;
        else if (spans.length === 0) b.absent++;
        else if (!oracle.some((p) => spansMatch(p, g))) b.uncoverable++;
        else {
          const touching = spans.filter((p) => inter(p, g) > 0);
          if (touching.length === 0) {
            b.untouched++;
            let best = Infinity;
            d.segments.forEach((s, i) => {
              if (inter(s, g) > 0) best = Math.min(best, rankOf.get(i)!);
            });
            b.ranks.push(best);
          } else if (touching.some((p) => inter(p, g) >= 0.5 * (g.end - g.start))) b.tooBig++;
          else b.tooSmall++;
        }
      }
      for (const p of spans) {
        b.pred++;
        if (gold.some((g) => spansMatch(p, g))) b.good++;
        else if (gold.length === 0) b.fpAbsent++;
        else if (gold.some((g) => inter(p, g) > 0)) b.fpSize++;
        else b.fpElsewhere++;
      }
    });
  }
}

const total = empty();
const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(0) : '-').padStart(4);
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN);
console.log(
  'category'.padEnd(34),
  ' gold   hit absent uncov untouch big small |  pred  good fpAbs fpElse fpSize | rank med',
);
const row = (name: string, b: Buckets) =>
  console.log(
    name.padEnd(34),
    String(b.gold).padStart(5), pct(b.hit, b.gold), '  ', pct(b.absent, b.gold), ' ', pct(b.uncoverable, b.gold), '  ', pct(b.untouched, b.gold), ' ', pct(b.tooBig, b.gold), pct(b.tooSmall, b.gold),
    ' |', String(b.pred).padStart(5), pct(b.good, b.pred), ' ', pct(b.fpAbsent, b.pred), '  ', pct(b.fpElsewhere, b.pred), '  ', pct(b.fpSize, b.pred),
    ' |', String(median(b.ranks)).padStart(5),
  );
for (const [cat, b] of [...per].sort((x, y) => y[1].gold - x[1].gold)) {
  row(cat, b);
  for (const k of Object.keys(total) as (keyof Buckets)[]) {
    if (k === 'ranks') total.ranks.push(...b.ranks);
    else total[k] += b[k];
  }
}
row('ALL (counts: % of gold | % of pred)', total);
console.log('absolute:', JSON.stringify({ ...total, ranks: undefined }));
