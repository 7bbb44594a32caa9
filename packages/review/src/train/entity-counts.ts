/** Presence counts of the categories found by extraction rules (names, dates) over some training contracts. */
import { entityClauses } from '../classify/index.ts';
import type { DocData } from './dataset.ts';
import { addDoc, emptyCounts, type Counts } from './metrics.ts';

export function entityPresence(docs: readonly DocData[]): { tp: number; fp: number; fn: number } {
  const k = { tp: 0, fp: 0, fn: 0 };
  for (const d of docs) {
    for (const [c, spans] of entityClauses(d.text)) {
      const g = d.gold.has(c);
      if (spans.length && g) k.tp++;
      else if (spans.length) k.fp++;
      else if (g) k.fn++;
    }
  }
  return k;
}

/** Location counts of the same categories, summed over the contracts. */
export function entityLocation(docs: readonly DocData[]): Counts {
  const k = emptyCounts();
  for (const d of docs) for (const [c, spans] of entityClauses(d.text)) addDoc(k, spans, d.gold.get(c) ?? []);
  return k;
}
