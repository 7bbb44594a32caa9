/**
 * Clause metrics exactly as the review notes define them: presence per (contract, category), and location
 * where a predicted span p matches a gold span g of the same category when |p∩g| ≥ 0.5|g| and |p∩g| ≥ 0.2|p|.
 */
import type { Span } from '../classify/segment.ts';

export interface Counts {
  presTp: number;
  presFp: number;
  presFn: number;
  goldSpans: number;
  goldMatched: number;
  predSpans: number;
  predMatched: number;
}

export function emptyCounts(): Counts {
  return { presTp: 0, presFp: 0, presFn: 0, goldSpans: 0, goldMatched: 0, predSpans: 0, predMatched: 0 };
}

export function spansMatch(p: Span, g: Span): boolean {
  const inter = Math.min(p.end, g.end) - Math.max(p.start, g.start);
  return inter > 0 && inter >= 0.5 * (g.end - g.start) && inter >= 0.2 * (p.end - p.start);
}

/** Adds one contract's result for one category to `c`. */
export function addDoc(c: Counts, pred: readonly Span[], gold: readonly Span[]): void {
  if (pred.length > 0 && gold.length > 0) c.presTp++;
  else if (pred.length > 0) c.presFp++;
  else if (gold.length > 0) c.presFn++;
  c.goldSpans += gold.length;
  c.predSpans += pred.length;
  for (const g of gold) if (pred.some((p) => spansMatch(p, g))) c.goldMatched++;
  for (const p of pred) if (gold.some((g) => spansMatch(p, g))) c.predMatched++;
}

export function addCounts(a: Counts, b: Counts): void {
  for (const k of Object.keys(a) as (keyof Counts)[]) a[k] += b[k];
}

const ratio = (n: number, d: number): number => (d === 0 ? NaN : n / d);

export function rates(c: Counts) {
  const pp = ratio(c.presTp, c.presTp + c.presFp);
  const pr = ratio(c.presTp, c.presTp + c.presFn);
  const lp = ratio(c.predMatched, c.predSpans);
  const lr = ratio(c.goldMatched, c.goldSpans);
  return { presP: pp, presR: pr, locP: lp, locR: lr };
}

export function f1(p: number, r: number): number {
  const pp = Number.isNaN(p) ? 0 : p;
  const rr = Number.isNaN(r) ? 0 : r;
  return pp + rr === 0 ? 0 : (2 * pp * rr) / (pp + rr);
}
