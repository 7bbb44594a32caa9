/**
 * From segment scores to clause spans: a contract has the clause when its best segment clears the presence
 * threshold; then the best segment and every segment clearing the segment threshold are kept, and kept
 * segments that follow one another are merged into one span.
 */
import type { Segment, Span } from './segment.ts';

export interface ScoredSpan extends Span {
  score: number;
}

/** `logit(i)` is segment i's score for one category. */
export function selectSpans(
  segments: readonly Segment[],
  logit: (i: number) => number,
  presence: number,
  segmentThreshold: number,
): ScoredSpan[] {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < segments.length; i++) {
    const s = logit(i);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  if (best < 0 || bestScore < presence) return [];
  const keep = segments.map((_, i) => i === best || logit(i) >= segmentThreshold);
  return mergeKept(segments, keep, logit);
}

export function mergeKept(segments: readonly Segment[], keep: readonly boolean[], logit: (i: number) => number): ScoredSpan[] {
  const out: ScoredSpan[] = [];
  let cur: ScoredSpan | null = null;
  for (let i = 0; i < segments.length; i++) {
    if (!keep[i]) {
      cur = null;
      continue;
    }
    const seg = segments[i]!;
    const score = logit(i);
    if (cur) {
      cur.end = seg.end;
      cur.score = Math.max(cur.score, score);
    } else {
      cur = { start: seg.start, end: seg.end, score };
      out.push(cur);
    }
  }
  return out;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
