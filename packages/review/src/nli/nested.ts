/**
 * Repeated nested cross-validation of the whole statement training: for each outer fold, everything
 * `review:train:nli` does (the inner stacking of span scores, every statement's choice of config by a policy)
 * runs on the other folds alone, and only then are the held-out NDAs answered. So the score is what a fresh NDA
 * would get, choices included. Several policies and span scorers are scored on the same folds, so their
 * differences are not fold luck; the spread over repeats (other fold seeds) shows how much fold luck there is.
 */
import type { NliLabel } from '../types.ts';
import type { NliDocExample } from './dataset.ts';
import type { SpanTrainOptions } from './learn.ts';
import { scoreSpans } from './learn.ts';
import type { RuleHits } from './rules.ts';
import type { Policy } from './select.ts';
import { answer, CONFIGS, cvCorrect, type Row, docRows, fitDecision, fitSpans, meanWeights, SEED, seededFolds, stackedRows } from './stack.ts';
import { LABELS, STATEMENT_IDS } from './statements.ts';

export const FOLDS = 5;

/**
 * How a new NDA's spans are scored: by one scorer fitted on all training NDAs ('full'), or by the mean of the
 * inner fold scorers ('mean'), which see the same amount of data as those that scored the decision's training rows.
 */
export type SpanScorer = 'full' | 'mean';

export interface OutOfFold {
  policy: string;
  scorer: SpanScorer;
  repeat: number;
  /** Index of the NDA in the docs given. */
  doc: number;
  o: number;
  gold: NliLabel;
  pred: NliLabel;
  /** The chosen config: its mode and L2. */
  config: string;
}

/**
 * The cross-validated correct counts of every config per statement (correct[o][c]) on the first split, the first
 * two, ...: a choice made on several splits of the same NDAs depends less on which NDAs share a fold.
 * The first split is `fold` itself (the one the rows were stacked with).
 */
export function choiceCorrect(rows: readonly Row[][], fold: readonly number[], folds: number, splits: number, seed: number): number[][][] {
  const out: number[][][] = [];
  let sum = rows.map(() => CONFIGS.map(() => 0));
  for (let k = 0; k < splits; k++) {
    const f = k === 0 ? fold : seededFolds(fold.length, folds, seed + 7919 * k);
    sum = sum.map((row, o) => cvCorrect(rows[o]!, f, folds).map((v, c) => v + row[c]!));
    out.push(sum);
  }
  return out;
}

export function nestedCv(
  docs: readonly NliDocExample[],
  hits: readonly RuleHits[][],
  o: {
    repeats: number;
    policies: Record<string, Policy>;
    scorers: readonly SpanScorer[];
    span: SpanTrainOptions;
    /** How many inner fold splits each choice is made on (choiceCorrect); several values are compared side by side. */
    choiceSplits?: readonly number[];
    progress?: (s: string) => void;
  },
): OutOfFold[] {
  const out: OutOfFold[] = [];
  const nOut = STATEMENT_IDS.length;
  for (let repeat = 0; repeat < o.repeats; repeat++) {
    const outer = seededFolds(docs.length, FOLDS, SEED + 1000 * repeat);
    for (let f = 0; f < FOLDS; f++) {
      const train = docs.map((_, i) => i).filter((i) => outer[i] !== f);
      const test = docs.map((_, i) => i).filter((i) => outer[i] === f);
      const tDocs = train.map((i) => docs[i]!);
      const inner = seededFolds(train.length, FOLDS, SEED + 1000 * repeat + f + 1);
      const { rows, scorers } = stackedRows(tDocs, train.map((i) => hits[i]!), inner, FOLDS, o.span);
      const weights = (s: SpanScorer) => (s === 'full' ? fitSpans(tDocs, o.span) : meanWeights(scorers));
      const splits = o.choiceSplits ?? [1];
      const counts = choiceCorrect(rows, inner, FOLDS, Math.max(...splits), SEED + 1000 * repeat + f + 1);
      const decisions = STATEMENT_IDS.map((_, s) => CONFIGS.map((c) => fitDecision(c, rows[s]!)));
      for (const scorer of o.scorers) {
        const w = weights(scorer);
        const testRows = test.map((i) => docRows(docs[i]!, scoreSpans(w, nOut, docs[i]!.vecs), hits[i]!));
        for (const [name, pick] of Object.entries(o.policies)) for (const k of splits) {
          const policy = k > 1 ? `${name}×${k}` : name;
          const chosen = pick(counts[k - 1]!, train.length * k);
          test.forEach((doc, k) =>
            STATEMENT_IDS.forEach((_, s) => {
              const c = CONFIGS[chosen[s]!]!;
              const p = answer(c, decisions[s]![chosen[s]!]!, testRows[k]![s]!);
              out.push({ policy, scorer, repeat, doc, o: s, gold: docs[doc]!.gold[s]!, pred: LABELS[p]! as NliLabel, config: c.mode + (c.mode === 'strict' || c.mode === 'prior' ? '' : ' ' + c.l2) });
            }),
          );
        }
      }
      o.progress?.(`repeat ${repeat + 1}/${o.repeats} fold ${f + 1}/${FOLDS}`);
    }
  }
  return out;
}
