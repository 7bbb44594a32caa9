import type { NliLabel, Span } from '../types.ts';

/** The metrics of review-notes.md, computed exactly as written there so numbers compare. */

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export function ratio(a: number, b: number): number {
  return b === 0 ? NaN : a / b;
}

export function precision(c: Counts): number {
  return ratio(c.tp, c.tp + c.fp);
}

export function recall(c: Counts): number {
  return ratio(c.tp, c.tp + c.fn);
}

export function f1(c: Counts): number {
  const p = precision(c);
  const r = recall(c);
  return p + r > 0 ? (2 * p * r) / (p + r) : 0;
}

function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** A predicted span p matches a gold span g when |p∩g| ≥ 0.5·|g| and |p∩g| ≥ 0.2·|p|. */
export function spansMatch(p: Span, g: Span): boolean {
  const o = overlap(p, g);
  return o > 0 && o >= 0.5 * (g.end - g.start) && o >= 0.2 * (p.end - p.start);
}

export interface LocationCounts {
  gold: number;
  goldMatched: number;
  pred: number;
  predMatched: number;
}

/** Location counts of one (contract, category): matched gold spans and matched predicted spans. */
export function locate(pred: Span[], gold: Span[]): LocationCounts {
  return {
    gold: gold.length,
    goldMatched: gold.filter((g) => pred.some((p) => spansMatch(p, g))).length,
    pred: pred.length,
    predMatched: pred.filter((p) => gold.some((g) => spansMatch(p, g))).length,
  };
}

export function addLocation(a: LocationCounts, b: LocationCounts): LocationCounts {
  return { gold: a.gold + b.gold, goldMatched: a.goldMatched + b.goldMatched, pred: a.pred + b.pred, predMatched: a.predMatched + b.predMatched };
}

export const NO_LOCATION: LocationCounts = { gold: 0, goldMatched: 0, pred: 0, predMatched: 0 };

/** Accuracy over all labels and one-vs-rest F1 of a class. */
export function nliScores(pairs: { gold: NliLabel; pred: NliLabel }[]) {
  const cls = (label: NliLabel): Counts => ({
    tp: pairs.filter((p) => p.pred === label && p.gold === label).length,
    fp: pairs.filter((p) => p.pred === label && p.gold !== label).length,
    fn: pairs.filter((p) => p.pred !== label && p.gold === label).length,
  });
  return {
    n: pairs.length,
    accuracy: ratio(pairs.filter((p) => p.gold === p.pred).length, pairs.length),
    contradictionF1: f1(cls('Contradiction')),
    entailmentF1: f1(cls('Entailment')),
  };
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Every quoted span must be non-empty and inside the text: its text is then the document's own, verbatim. */
export function quoteIsVerbatim(text: string, span: Span, quote?: string): boolean {
  if (!(span.start >= 0 && span.end <= text.length && span.end > span.start)) return false;
  return quote === undefined || text.slice(span.start, span.end) === quote || text.includes(quote);
}
