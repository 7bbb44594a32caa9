/**
 * The team's written NDAs (test-data/written-ndas): NDAs in the styles the review meets, labelled on the 17
 * statements, outside the ContractNLI data the rules and the model come from. Rules corrected on them are guarded by
 * them; labels on wordings annotators split on are counted apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NliLabel } from '../types.ts';
import { answerNli } from './index.ts';

export const WRITTEN_NDAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../test-data/written-ndas');

interface WrittenLabel {
  label: NliLabel;
  quote: string;
  doubt?: boolean;
}

export interface WrittenPair {
  file: string;
  statement: string;
  gold: NliLabel;
  pred: NliLabel;
  doubt: boolean;
}

/** Every written NDA answered: one pair per (NDA, statement). */
export function answerWrittenNdas(dir = WRITTEN_NDAS_DIR): WrittenPair[] {
  const pairs: WrittenPair[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    const gold = JSON.parse(readFileSync(join(dir, file.replace(/\.txt$/, '.json')), 'utf8')) as Record<string, WrittenLabel>;
    for (const a of answerNli({ text })) {
      const g = gold[a.hypothesis];
      if (g) pairs.push({ file, statement: a.hypothesis, gold: g.label, pred: a.label, doubt: g.doubt === true });
    }
  }
  return pairs;
}

/** Accuracy over all labels and over the labels no annotator would doubt. */
export function writtenAccuracy(pairs: readonly WrittenPair[]): { all: number; certain: number; n: number; nCertain: number } {
  const ok = (ps: readonly WrittenPair[]) => ps.filter((p) => p.gold === p.pred).length / Math.max(1, ps.length);
  const certain = pairs.filter((p) => !p.doubt);
  return { all: ok(pairs), certain: ok(certain), n: pairs.length, nCertain: certain.length };
}
