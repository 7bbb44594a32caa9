import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir } from '../data/paths.ts';
import { loadNli, nliDir } from '../data/contractnli.ts';
import { isEvalFile } from '../data/split.ts';
import type { NliLabel } from '../types.ts';
import { reviewBuffer } from '../worker/engine.ts';
import { nliScores, quoteIsVerbatim } from './metrics.ts';
import { fmt, table } from './table.ts';

/** Runs the engine over ContractNLI NDAs; collects its statement answers when it gives them. */
export interface NliEval {
  files: number;
  answered: number;
  /** One per (NDA, statement); an NDA the engine did not take for an NDA counts as NotMentioned throughout. */
  pairs: { statement: string; gold: NliLabel; pred: NliLabel }[];
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
      res.pairs.push({ statement: h, gold: gold.choice, pred: a?.label ?? 'NotMentioned' });
      for (const e of a?.evidence ?? []) {
        res.quotes.total++;
        if (quoteIsVerbatim(out.doc.text, e)) res.quotes.verbatim++;
      }
    }
    opts.log?.(`contractnli ${n + 1}/${records.length}`);
  }
  return res;
}

/** Per statement: gold counts and the scores, so a reader sees which statements are weak. */
export function nliStatementTable(pairs: NliEval['pairs']): string {
  const ids = [...new Set(pairs.map((p) => p.statement))].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
  return table(['statement', 'E', 'C', 'NM', 'accuracy', 'C F1', 'E F1'], ids.map((id) => {
    const mine = pairs.filter((p) => p.statement === id);
    const n = (l: NliLabel) => mine.filter((p) => p.gold === l).length;
    const s = nliScores(mine);
    return [id, n('Entailment'), n('Contradiction'), n('NotMentioned'), fmt(s.accuracy), fmt(s.contradictionF1, 2), fmt(s.entailmentF1, 2)];
  }));
}

// `npx tsx packages/review/src/eval/nli-eval.ts [--all]`: the ContractNLI part of review:eval on its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const data = dataDir();
  if (!data) throw new Error('no data folder');
  const r = await evalNli(data, { all: process.argv.includes('--all') });
  const s = nliScores(r.pairs);
  console.log(`${r.files} NDAs (${r.answered} answered): accuracy ${fmt(s.accuracy)}, Contradiction F1 ${fmt(s.contradictionF1)}, Entailment F1 ${fmt(s.entailmentF1)}`);
  console.log(nliStatementTable(r.pairs));
  console.log(`contract types: ${[...r.types].map(([t, n]) => `${t} ${n}`).join(', ')}; quotes verbatim ${r.quotes.verbatim}/${r.quotes.total}`);
  const ms = r.times.map((t) => t.ms).sort((a, b) => a - b);
  console.log(`engine ms per NDA: median ${fmt(ms[Math.floor(ms.length / 2)] ?? NaN, 0)}, max ${fmt(ms[ms.length - 1] ?? NaN, 0)}`);
}
