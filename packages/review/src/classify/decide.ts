/**
 * The trained categories' clauses of one document from its segment scores: a presence decision per
 * category (calibrated probability against one threshold), then that category's span rule.
 */
import { presenceFeatures, presenceProbability, type PresenceModel } from './presence.ts';
import { pickSpans, type ScoredSpan, type SpanRule } from './select.ts';
import type { Segment } from './segment.ts';

export interface Decisions {
  /** A contract has category c when its presence probability reaches this. */
  threshold: number;
  presence: Record<string, PresenceModel>;
  spans: Record<string, SpanRule>;
}

/** Logits of category c for every segment, out of the flat [segment * nCat + c] array. */
export function column(scores: Float32Array, nCat: number, c: number, first = 0, count = scores.length / nCat - first): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = scores[(first + i) * nCat + c]!;
  return out;
}

export function decideCategory(
  segments: readonly Segment[],
  logits: Float32Array,
  cue: (i: number) => boolean,
  presence: PresenceModel,
  rule: SpanRule,
  threshold: number,
): { probability: number; spans: ScoredSpan[] } {
  if (segments.length === 0) return { probability: 0, spans: [] };
  const probability = presenceProbability(presence, presenceFeatures(logits, cue));
  if (probability < threshold) return { probability, spans: [] };
  return { probability, spans: pickSpans(segments, (i) => logits[i]!, rule, cue) };
}
