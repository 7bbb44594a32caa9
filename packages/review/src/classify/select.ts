/**
 * From segment scores to clause spans, once a contract is known to have the clause: the best segment, plus
 * every segment that scores above an absolute floor and within `delta` of the best (a segment carrying the
 * category's legal cue may get a bonus); kept segments that follow
 * one another are merged (or not), and only the `maxSpans` best spans are returned. Each category's rule is
 * chosen by cross-validation to match the size and number of the clauses lawyers mark.
 */
import type { Segment, Span } from './segment.ts';

export interface ScoredSpan extends Span {
  score: number;
}

export interface SpanRule {
  floor: number;
  delta: number;
  maxSpans: number;
  /** Kept segments that follow one another become one span: always (true), never (false), or within a paragraph. */
  merge: boolean | 'paragraph';
  /** Added to the score of a segment that carries the category's legal cue (cues.ts). */
  cueBonus: number;
  /**
   * A kept segment also takes the neighbours of its paragraph that miss the floor and delta by no more than
   * this: a clause's weaker sentences come with its strongest one (0 or absent: none).
   */
  grow?: number;
}

export function bestIndex(n: number, logit: (i: number) => number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = logit(i);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}

/** `logit(i)` is segment i's score for one category. */
export function pickSpans(
  segments: readonly Segment[],
  raw: (i: number) => number,
  rule: SpanRule,
  cue: (i: number) => boolean = () => false,
): ScoredSpan[] {
  const logit = rule.cueBonus ? (i: number) => raw(i) + (cue(i) ? rule.cueBonus : 0) : raw;
  const best = bestIndex(segments.length, logit);
  if (best < 0) return [];
  const top = logit(best);
  const keep = segments.map((_, i) => {
    if (i === best) return true;
    const s = logit(i);
    return s >= rule.floor && s >= top - rule.delta;
  });
  if (rule.grow) growKept(segments, keep, logit, Math.max(rule.floor, top - rule.delta) - rule.grow);
  return limitSpans(joinKept(segments, keep, logit, rule.merge), rule.maxSpans);
}

/** Spans of the kept segments under a rule's way of merging. */
export function joinKept(segments: readonly Segment[], keep: readonly boolean[], logit: (i: number) => number, merge: SpanRule['merge']): ScoredSpan[] {
  if (merge === 'paragraph') return mergeKept(segments, keep, logit, true);
  return merge ? mergeKept(segments, keep, logit) : separate(segments, keep, logit);
}

/** Adds to `keep`, outwards from each kept segment, the neighbours of the same paragraph scoring at least `min`. */
export function growKept(segments: readonly Segment[], keep: boolean[], logit: (i: number) => number, min: number): void {
  const n = segments.length;
  for (let i = 1; i < n; i++) {
    if (keep[i - 1] && !keep[i] && segments[i]!.para === segments[i - 1]!.para && logit(i) >= min) keep[i] = true;
  }
  for (let i = n - 2; i >= 0; i--) {
    if (keep[i + 1] && !keep[i] && segments[i]!.para === segments[i + 1]!.para && logit(i) >= min) keep[i] = true;
  }
}

/** The `max` best-scoring spans, in document order (all of them when there are no more than `max`). */
export function limitSpans(spans: ScoredSpan[], max: number): ScoredSpan[] {
  if (spans.length <= max) return spans;
  return [...spans]
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.start - b.start);
}

export function separate(segments: readonly Segment[], keep: readonly boolean[], logit: (i: number) => number): ScoredSpan[] {
  const out: ScoredSpan[] = [];
  segments.forEach((s, i) => {
    if (keep[i]) out.push({ start: s.start, end: s.end, score: logit(i) });
  });
  return out;
}

/** Kept segments that follow one another as one span; with `sameParagraph`, only those of one paragraph. */
export function mergeKept(segments: readonly Segment[], keep: readonly boolean[], logit: (i: number) => number, sameParagraph = false): ScoredSpan[] {
  const out: ScoredSpan[] = [];
  let cur: ScoredSpan | null = null;
  for (let i = 0; i < segments.length; i++) {
    if (!keep[i]) {
      cur = null;
      continue;
    }
    const seg = segments[i]!;
    const score = logit(i);
    if (cur && sameParagraph && seg.para !== segments[i - 1]!.para) cur = null;
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
