/**
 * Hashed sparse features of a candidate segment: its words, their stems and word pairs, the words of the heading it
 * sits under and of the paragraph's own title, the words of the segments before and after it, the words of the
 * contract's title, its place in the document, and the legal cues (cues.ts) it and its title carry. Hashing keeps
 * the model a fixed-size array with no vocabulary to ship. With the model's word vectors, the mean vector of
 * the segment's words joins them (word-vectors.ts).
 */
import { cuesIn } from './cues.ts';
import { documentName } from './entities.ts';
import type { Segment } from './segment.ts';
import { meanVector, withDense, type WordVectors } from './word-vectors.ts';

export const HASH_BITS = 18;
export const HASH_SIZE = 1 << HASH_BITS;

export interface SparseVector {
  /** Hashed feature indices, ascending and distinct. */
  index: Uint32Array;
  /** One value per index (the vector has unit length). */
  value: Float32Array;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function hashFeature(name: string): number {
  return fnv1a(name) & (HASH_SIZE - 1);
}

const STOP = new Set(['the', 'of', 'a', 'an', 'to', 'and', 'in', 'or', 'be', 'is', 'as', 'at', 'on', 'by', 'for', 'with']);

/** Lower-case word tokens; every number becomes '#'. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  const re = /[A-Za-z]+(?:['’][a-z]+)?|\d+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const w = m[0];
    out.push(/^\d/.test(w) ? '#' : w.toLowerCase());
  }
  return out;
}

/**
 * A crude stem: drops the common English endings so "terminate", "terminated" and "termination" share a feature.
 * With a few hundred contracts to learn from, pooling word forms helps the rarer wordings of a clause.
 */
export function stem(w: string): string {
  if (w.length <= 4) return w;
  const m = /^(.{3,}?)(?:ations?|ures?|ing|ings|ion|ions|ed|es|ly|ment|ments|ity|ive|ize|ise|ized|ised|al|er|ers|s|e)$/.exec(w);
  return m ? m[1]! : w;
}

export interface FeatureContext {
  text: string;
  segments: readonly Segment[];
  /** The model's word vectors: the mean vector of the segment's words joins its hashed features. */
  vectors?: WordVectors;
}

/** Feature names of segment `i` (exposed for tests and inspection). */
export function featureNames(ctx: FeatureContext, i: number): string[] {
  const seg = ctx.segments[i]!;
  const words = tokens(ctx.text.slice(seg.start, seg.end));
  const names: string[] = ['bias'];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    names.push('w:' + w);
    if (k + 1 < words.length) names.push('b:' + w + '_' + words[k + 1]);
  }
  if (words.length > 0) {
    names.push('f:' + words.slice(0, 2).join('_'));
  }
  for (const w of tokens(seg.heading)) if (!STOP.has(w)) names.push('h:' + w);
  for (const w of tokens(seg.inlineHeading)) if (!STOP.has(w)) names.push('i:' + w);
  for (const [prefix, near] of [['p:', ctx.segments[i - 1]], ['n:', ctx.segments[i + 1]]] as const) {
    if (near) for (const w of tokens(ctx.text.slice(near.start, near.end))) if (!STOP.has(w)) names.push(prefix + w);
  }
  for (const w of words) if (!STOP.has(w)) names.push('s:' + stem(w));
  for (const c of cuesIn(ctx.text.slice(seg.start, seg.end))) names.push('cue:' + c);
  const title = seg.inlineHeading || seg.heading;
  if (title) for (const c of cuesIn(title)) names.push('hcue:' + c);
  for (const w of titleWords(ctx)) names.push('t:' + w);
  const rel = Math.min(9, Math.floor((seg.start / Math.max(1, ctx.text.length)) * 10));
  names.push('pos:' + rel);
  if (seg.start < 2500) names.push('early');
  names.push('len:' + Math.min(12, Math.floor(Math.log2(1 + seg.end - seg.start))));
  if (seg.isHeading) names.push('heading-line');
  if (seg.partOfLong) names.push('sentence');
  return names;
}

const TITLES = new WeakMap<readonly Segment[], string[]>();

/**
 * The words of the contract's title, on every segment: what kind of agreement it is (licence, supply, franchise)
 * decides which clauses it is likely to have, and the hidden layer can combine that with what a segment says.
 */
function titleWords(ctx: FeatureContext): string[] {
  let words = TITLES.get(ctx.segments);
  if (!words) {
    const title = documentName(ctx.text)[0];
    words = title ? [...new Set(tokens(ctx.text.slice(title.start, title.end)).filter((w) => !STOP.has(w) && w !== '#'))] : [];
    TITLES.set(ctx.segments, words);
  }
  return words;
}

export function vectorize(names: readonly string[]): SparseVector {
  const set = new Set<number>();
  for (const n of names) set.add(hashFeature(n));
  const index = Uint32Array.from(set).sort();
  const value = new Float32Array(index.length).fill(1 / Math.sqrt(Math.max(1, index.length)));
  return { index, value };
}

export function featuresOf(ctx: FeatureContext, i: number): SparseVector {
  const x = vectorize(featureNames(ctx, i));
  if (!ctx.vectors) return x;
  const seg = ctx.segments[i]!;
  return withDense(x, meanVector(ctx.vectors, tokens(ctx.text.slice(seg.start, seg.end))));
}
