import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadNli, nliDir } from '../data/contractnli.ts';
import { isEvalFile } from '../data/split.ts';
import type { NliLabel } from '../types.ts';
import { reviewBuffer } from '../worker/engine.ts';
import { quoteIsVerbatim } from './metrics.ts';

/** Runs the engine over ContractNLI NDAs; collects its statement answers when it gives them. */
export interface NliEval {
  files: number;
  answered: number;
  pairs: { gold: NliLabel; pred: NliLabel }[];
  quotes: { total: number; verbatim: number };
  types: Map<string, number>;
  failures: { file: string; error: string }[];
  times: { file: string; chars: number; ms: number }[];
}

export async function evalNli(data: string, opts: { all: boolean; limit?: number; log?: (s: string) => void }): Promise<NliEval> {
  const records = loadNli(data).filter((r) => opts.all || isEvalFile(basename(r.txt_file))).slice(0, opts.limit ?? Infinity);
  const res: NliEval = { files: records.length, answered: 0, pairs: [], quotes: { total: 0, verbatim: 0 }, types: new Map(), failures: [], times: [] };
  for (const [n, rec] of records.entries()) {
    const name = basename(rec.txt_file);
    const buf = readFileSync(join(nliDir(data), rec.txt_file));
    const t0 = performance.now();
    let out;
    try {
      out = await reviewBuffer(buf, name);
    } catch (e) {
      res.failures.push({ file: name, error: (e as Error).message });
      continue;
    }
    res.times.push({ file: name, chars: out.result.chars, ms: performance.now() - t0 });
    res.types.set(out.result.contractType, (res.types.get(out.result.contractType) ?? 0) + 1);
    const answers = new Map((out.result.nli ?? []).map((a) => [a.hypothesis, a]));
    if (out.result.nli) res.answered++;
    for (const [h, gold] of Object.entries(rec.labels)) {
      const a = answers.get(h);
      if (!out.result.nli) continue;
      res.pairs.push({ gold: gold.choice, pred: a?.label ?? 'NotMentioned' });
      for (const e of a?.evidence ?? []) {
        res.quotes.total++;
        if (quoteIsVerbatim(out.doc.text, e)) res.quotes.verbatim++;
      }
    }
    opts.log?.(`contractnli ${n + 1}/${records.length}`);
  }
  return res;
}
