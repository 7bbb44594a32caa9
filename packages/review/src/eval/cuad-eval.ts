import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUAD_CATEGORIES } from '../data/categories.ts';
import { cuadDir, goldSpans, loadCuad } from '../data/cuad.ts';
import { isEvalFile } from '../data/split.ts';
import type { Span } from '../types.ts';
import { reviewBuffer } from '../worker/engine.ts';
import { addLocation, locate, NO_LOCATION, quoteIsVerbatim, type Counts, type LocationCounts } from './metrics.ts';

/** Runs the engine over CUAD contracts and counts clause presence, location, quotes and time per category. */
export interface CuadEval {
  files: number;
  failures: { file: string; error: string }[];
  presence: Map<string, Counts>;
  location: Map<string, LocationCounts>;
  quotes: { total: number; verbatim: number };
  times: { file: string; chars: number; ms: number }[];
}

export async function evalCuad(data: string, opts: { all: boolean; limit?: number; log?: (s: string) => void }): Promise<CuadEval> {
  const records = loadCuad(data).filter((r) => opts.all || isEvalFile(r.file)).slice(0, opts.limit ?? Infinity);
  const res: CuadEval = {
    files: records.length,
    failures: [],
    presence: new Map(CUAD_CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }])),
    location: new Map(CUAD_CATEGORIES.map((c) => [c, { ...NO_LOCATION }])),
    quotes: { total: 0, verbatim: 0 },
    times: [],
  };
  for (const [n, rec] of records.entries()) {
    const buf = readFileSync(join(cuadDir(data), 'txt', rec.file));
    const t0 = performance.now();
    let out;
    try {
      out = await reviewBuffer(buf, rec.file);
    } catch (e) {
      res.failures.push({ file: rec.file, error: (e as Error).message });
      continue;
    }
    res.times.push({ file: rec.file, chars: out.result.chars, ms: performance.now() - t0 });
    const text = out.doc.text;
    const byCat = new Map<string, Span[]>();
    for (const c of out.result.clauses) byCat.set(c.category, [...(byCat.get(c.category) ?? []), c]);
    for (const cat of CUAD_CATEGORIES) {
      const pred = byCat.get(cat) ?? [];
      const gold = goldSpans(rec.labels[cat]);
      const p = res.presence.get(cat)!;
      if (pred.length && gold.length) p.tp++;
      else if (pred.length) p.fp++;
      else if (gold.length) p.fn++;
      res.location.set(cat, addLocation(res.location.get(cat)!, locate(pred, gold)));
    }
    for (const issue of out.result.issues) {
      for (const span of issue.clauses) {
        res.quotes.total++;
        if (quoteIsVerbatim(text, span)) res.quotes.verbatim++;
      }
    }
    opts.log?.(`cuad ${n + 1}/${records.length}`);
  }
  return res;
}
