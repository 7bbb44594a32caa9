/**
 * Hashed sparse features of one NLI segment for the span scorer: its words and word pairs, the words of its
 * heading and of the sentence that opens its list (a list item's lead-in: "Confidential Information means:"), and the cue
 * flags. Values are scaled to unit length so long and short sentences score on one scale.
 */
import { fnv1a, stem, tokens, type SparseVector } from '../classify/features.ts';
import { CUE_NAMES, cueFlags } from './cues.ts';
import type { NliSegment } from './segments.ts';

/** The stem shared with clause detection (NLI tests read it here). */
export { stem } from '../classify/features.ts';

export const NLI_HASH_BITS = 16;
const MASK = (1 << NLI_HASH_BITS) - 1;

const STOP = new Set(['the', 'of', 'a', 'an', 'to', 'and', 'in', 'or', 'be', 'is', 'as', 'at', 'on', 'by', 'for', 'with', 'this', 'that', 'such']);

export function segmentFeatureNames(text: string, segs: readonly NliSegment[], i: number, flags: Uint8Array): string[] {
  const seg = segs[i]!;
  const words = tokens(text.slice(seg.start, seg.end)).map(stem);
  const names = ['bias'];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!STOP.has(w)) names.push('w:' + w);
    if (k + 1 < words.length) names.push('b:' + w + '_' + words[k + 1]);
  }
  for (const w of tokens(seg.heading)) if (!STOP.has(w)) names.push('h:' + stem(w));
  if (seg.lead && !seg.numbered && !seg.inline) {
    for (const w of tokens(text.slice(seg.lead.start, seg.lead.end))) if (!STOP.has(w)) names.push('l:' + stem(w));
  }
  for (let c = 0; c < flags.length; c++) if (flags[c]) names.push('c:' + CUE_NAMES[c]);
  names.push('len:' + Math.min(10, Math.floor(Math.log2(1 + seg.end - seg.start))));
  return names;
}

export function hashNames(names: readonly string[]): SparseVector {
  const set = new Set<number>();
  for (const n of names) set.add(fnv1a(n) & MASK);
  const index = Uint32Array.from(set).sort();
  const value = new Float32Array(index.length).fill(1 / Math.sqrt(Math.max(1, index.length)));
  return { index, value };
}

/** Cue flags and hashed vectors of every segment. */
export function featurize(text: string, segs: readonly NliSegment[]): { flags: Uint8Array[]; vecs: SparseVector[] } {
  const flags = segs.map((s) => cueFlags(text.slice(s.start, s.end)));
  const vecs = segs.map((_, i) => hashNames(segmentFeatureNames(text, segs, i, flags[i]!)));
  return { flags, vecs };
}
