/**
 * Where the extraction rules for names and dates (classify/entities.ts) go wrong, on the training contracts only
 * (never the evaluation slice): for one category, every lawyer's span no predicted span matches and every predicted
 * span that matches none, with a little context, then location recall and precision.
 * Usage: tsx packages/review/src/train/entity-misses.ts ["Parties" | "Document Name" | "Agreement Date" | "Effective Date"]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entityClauses } from '../classify/index.ts';
import { cuadDir, goldSpans, loadCuad } from '../data/cuad.ts';
import { dataDir } from '../data/paths.ts';
import { isEvalFile } from '../data/split.ts';
import { spansMatch } from './metrics.ts';

const category = process.argv[2] ?? 'Parties';
const data = dataDir();
if (!data) throw new Error('The CUAD dev set is not there (set LEXBRIDGE_DATA).');
const quote = (text: string, s: { start: number; end: number }) => JSON.stringify(text.slice(s.start, s.end).slice(0, 100));
let gold = 0;
let found = 0;
let predicted = 0;
let right = 0;
const presence = { tp: 0, fp: 0, fn: 0 };
for (const rec of loadCuad(data).filter((r) => !isEvalFile(r.file))) {
  const text = readFileSync(join(cuadDir(data), 'txt', rec.file), 'utf8');
  const g = goldSpans(rec.labels[category]);
  const p = entityClauses(text).find(([c]) => c === category)?.[1] ?? [];
  const missed = g.filter((x) => !p.some((y) => spansMatch(y, x)));
  const wrong = p.filter((y) => !g.some((x) => spansMatch(y, x)));
  gold += g.length;
  found += g.length - missed.length;
  predicted += p.length;
  right += p.length - wrong.length;
  if (g.length && p.length) presence.tp++;
  else if (p.length) presence.fp++;
  else if (g.length) presence.fn++;
  if (!missed.length && !wrong.length) continue;
  console.log(`== ${rec.file} (${text.length} chars)`);
  for (const x of missed) console.log(`  missed @${x.start}: ${quote(text, x)} after ${JSON.stringify(text.slice(Math.max(0, x.start - 40), x.start))}`);
  for (const y of wrong) console.log(`  wrong  @${y.start}: ${quote(text, y)}`);
}
const ratio = (n: number, d: number) => (d ? n / d : NaN).toFixed(3);
console.log(`${category}: gold ${gold}, found ${found} (R ${ratio(found, gold)}); predicted ${predicted}, right ${right} (P ${ratio(right, predicted)})`);
console.log(`presence: P ${ratio(presence.tp, presence.tp + presence.fp)}, R ${ratio(presence.tp, presence.tp + presence.fn)} (${JSON.stringify(presence)})`);
