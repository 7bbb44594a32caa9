import type { Clause, Doc, Span, Structure } from '../types.ts';
import { expandRoles, PLACEHOLDER, type Roles } from './roles.ts';
import { literalSets } from './prefilter.ts';
import { WordIndex } from './word-index.ts';
import { inlineHeadingOf } from '../classify/segment.ts';
import type { Finder } from './types.ts';
import { incorporatedTitles, type IncorporatedTitle } from './incorporated.ts';
import { squeeze, squeezeText, toOriginal, toSqueezed, type Squeezed } from './squeeze.ts';

/**
 * Finding the clauses an issue is about: classifier categories (the clause span), heading titles (the whole
 * section) and paragraph patterns (the paragraph). Every span is trimmed of surrounding white space and lies
 * inside the text. Regexes are compiled once per process (or once per review when they name the parties).
 */
export interface FinderContext {
  doc: Pick<Doc, 'text' | 'paragraphs'>;
  structure: Pick<Structure, 'sections' | 'parties'>;
  clauses: readonly Clause[];
  roles: Roles;
  /** Regexes expanded with this review's roles, by source. */
  local: Map<string, Compiled>;
  /** Finder results of this review, by the Finder's JSON. */
  found: Map<string, Span[]>;
  /** The text in lower case, made on first use (for the literal prefilter). */
  lower?: string;
  /** Words of the text and their paragraphs, made on first use. */
  words?: WordIndex;
  /** Sections by their heading's title and paragraphs that open with their own title ("9.3 Notices. All notices ..."), made on first use. */
  titled?: { title: string; span: Span }[];
  /** The text with runs of spaces cut to one, which patterns read (squeeze.ts); made on first use. */
  squeezed?: Squeezed;
  /** Titles of other agreements' clauses incorporated by reference, made on first use. */
  incorporated?: IncorporatedTitle[];
}

export interface Compiled {
  test: RegExp;
  scan: RegExp;
  /** Sets of lower-case strings: every match contains one string of each set (see prefilter.ts). */
  sets: string[][];
}

const shared = new Map<string, Compiled>();

const literalCache = new Map<string, string[][]>();

/**
 * The literal sets of a source, computed once per process: a role placeholder stands for "some text", so the
 * sets come from the pattern's own words and hold whatever parties the contract names.
 */
function setsOf(source: string): string[][] {
  let sets = literalCache.get(source);
  if (!sets) {
    sets = literalSets(source.replace(PLACEHOLDER, '(?:[\\s\\S])'));
    literalCache.set(source, sets);
  }
  return sets;
}

/** The compiled regex of a playbook source: `test` for a span's text, `scan` (global) for the whole text. */
export function regexOf(source: string, ctx: Pick<FinderContext, 'roles' | 'local'>): Compiled {
  PLACEHOLDER.lastIndex = 0;
  const personal = PLACEHOLDER.test(source);
  PLACEHOLDER.lastIndex = 0;
  const cache = personal ? ctx.local : shared;
  let hit = cache.get(source);
  if (!hit) {
    const expanded = personal ? expandRoles(source, ctx.roles) : source;
    hit = { test: new RegExp(expanded, 'i'), scan: new RegExp(expanded, 'gi'), sets: setsOf(source) };
    cache.set(source, hit);
  }
  return hit;
}

/** The span without white space at either end, clamped to the text; null when nothing is left. */
export function trimSpan(text: string, s: Span): Span | null {
  let start = Math.max(0, Math.min(text.length, s.start));
  let end = Math.max(start, Math.min(text.length, s.end));
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return end > start ? { start, end } : null;
}

/** Index of the paragraph holding `pos`, or of the first paragraph after it; -1 past the last. */
export function paragraphAt(paragraphs: readonly Span[], pos: number): number {
  let lo = 0;
  let hi = paragraphs.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (paragraphs[mid]!.end > pos) {
      ans = mid;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return ans;
}

/** The lower-case text, made once per review. */
export function lowerOf(ctx: FinderContext): string {
  return (ctx.lower ??= ctx.doc.text.toLowerCase());
}

function squeezedOf(ctx: FinderContext): Squeezed {
  return (ctx.squeezed ??= squeezeText(ctx.doc.text, lowerOf(ctx)));
}

/** A paragraph's text as patterns read it. */
function squeezedSlice(sq: Squeezed, p: Span): string {
  return sq.text.slice(toSqueezed(sq, p.start), toSqueezed(sq, p.end));
}

/** A span's text as patterns and Tests read it, cut from the squeezed text made once per review. */
export function squeezedText(ctx: FinderContext, s: Span): string {
  return squeezedSlice(squeezedOf(ctx), s);
}

/**
 * Paragraphs where the pattern matches within the paragraph. With a literal prefilter, only paragraphs holding
 * one of the pattern's required strings are tested; otherwise one pass over the whole text.
 */
function paragraphsMatching(source: string, ctx: FinderContext): Span[] {
  const { text } = ctx.doc;
  const re = regexOf(source, ctx);
  if (re.sets.length) {
    // Lower-casing keeps positions except for a few letters (e.g. "İ"); then only the presence check is used.
    if (lowerOf(ctx).length === text.length) return candidatesMatching(re, ctx);
    const lower = squeezedOf(ctx).lower;
    if (!re.sets.every((set) => set.some((l) => lower.includes(l)))) return [];
  }
  return scanMatching(re, ctx);
}

/**
 * Tests the pattern only on the paragraphs holding a string of its rarest literal set in this text; when even
 * that set is common, one regex pass over the whole text is cheaper.
 */
function candidatesMatching(re: Compiled, ctx: FinderContext): Span[] {
  const { paragraphs } = ctx.doc;
  const words = (ctx.words ??= new WordIndex(lowerOf(ctx), paragraphs));
  let best: readonly string[] | null = null;
  let bestCount = Infinity;
  for (const set of re.sets) {
    const n = words.count(set);
    if (n === 0) return [];
    if (n < bestCount) (best = set), (bestCount = n);
  }
  if (!best || bestCount > paragraphs.length / 4) return scanMatching(re, ctx);
  const sq = squeezedOf(ctx);
  const out: Span[] = [];
  for (const i of words.paragraphs(best)) {
    const p = paragraphs[i]!;
    if (re.test.test(squeezedSlice(sq, p))) out.push(p);
  }
  return out;
}

/** One pass over the squeezed text; each match is placed in the paragraph holding its original position. */
function scanMatching(re: Compiled, ctx: FinderContext): Span[] {
  const { paragraphs } = ctx.doc;
  const sq = squeezedOf(ctx);
  const { test, scan } = re;
  const out: Span[] = [];
  scan.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = scan.exec(sq.text))) {
    const i = paragraphAt(paragraphs, toOriginal(sq, m.index));
    if (i < 0) break;
    const p = paragraphs[i]!;
    const start = toSqueezed(sq, p.start);
    const end = toSqueezed(sq, p.end);
    const matchEnd = m.index + m[0].length;
    // A match that runs past its paragraph (\s and [^.] cross line ends) counts only if the paragraph matches alone.
    if (m.index >= start && matchEnd <= end) {
      out.push(p);
      scan.lastIndex = Math.max(end, m.index + 1);
    } else if (test.test(sq.text.slice(start, end))) {
      out.push(p);
      scan.lastIndex = Math.max(end, m.index + 1);
    } else {
      scan.lastIndex = m.index + 1;
    }
  }
  return out;
}

/**
 * Sections whose heading matches, and paragraphs that open with a matching title of their own: a contract
 * flattened from PDF runs "9.3 Notices. All notices ..." inside a line, where no heading line marks it.
 */
function sectionsMatching(source: string, ctx: FinderContext): Span[] {
  const { test } = regexOf(source, ctx);
  const { text, paragraphs } = ctx.doc;
  // Titles as patterns read them (squeezed), made once per review: heading sections, then inline titles.
  const titled = (ctx.titled ??= [
    ...ctx.structure.sections.flatMap((s) => (s.heading.title ? [{ title: squeeze(s.heading.title), span: s }] : [])),
    ...paragraphs.flatMap((p) => {
      const title = inlineHeadingOf(text.slice(p.start, Math.min(p.end, p.start + 120)));
      return title ? [{ title: squeeze(title), span: p }] : [];
    }),
  ]);
  return titled.filter((t) => test.test(t.title)).map((t) => t.span);
}

function clausesOf(f: Finder, ctx: FinderContext): Span[] {
  const want = new Set(f.categories!.map((c) => c.toLowerCase()));
  const test = f.categoryPattern ? regexOf(f.categoryPattern, ctx).test : null;
  return ctx.clauses.filter(
    (c) => want.has(c.category.toLowerCase()) && (!test || test.test(squeeze(ctx.doc.text.slice(c.start, c.end)))),
  );
}

/** Keeps distinct trimmed spans in text order. */
export function normalizeSpans(text: string, spans: Iterable<Span>): Span[] {
  const seen = new Set<string>();
  const out: Span[] = [];
  for (const s of spans) {
    const t = trimSpan(text, s);
    if (!t) continue;
    const key = `${t.start}:${t.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Every span the Finder finds (union of its three parts), trimmed, in text order; cached per review. */
export function find(f: Finder, ctx: FinderContext): Span[] {
  const key = JSON.stringify(f);
  const hit = ctx.found.get(key);
  if (hit) return hit;
  const spans: Span[] = [];
  if (f.categories) spans.push(...clausesOf(f, ctx));
  for (const h of f.headings ?? []) spans.push(...sectionsMatching(h, ctx));
  for (const p of f.patterns ?? []) spans.push(...paragraphsMatching(p, ctx));
  const out = normalizeSpans(ctx.doc.text, spans);
  ctx.found.set(key, out);
  return out;
}

/** Whether the Finder finds anything, stopping at the first hit (for `missing`). */
export function findsAny(f: Finder, ctx: FinderContext): boolean {
  const key = JSON.stringify(f);
  const hit = ctx.found.get(key);
  if (hit) return hit.length > 0;
  if (f.categories && clausesOf(f, ctx).some((s) => trimSpan(ctx.doc.text, s))) return true;
  if ((f.headings ?? []).some((h) => sectionsMatching(h, ctx).length > 0)) return true;
  return find(f, ctx).length > 0 || incorporatesHeading(f, ctx);
}

/**
 * Whether this agreement incorporates by reference a clause of another agreement whose title one of the Finder's
 * headings matches (incorporated.ts): the clause is not missing, though its words are not here to test.
 */
export function incorporatesHeading(f: Finder, ctx: FinderContext): boolean {
  if (!f.headings?.length) return false;
  const incorporated = (ctx.incorporated ??= incorporatedTitles(ctx.doc.text, ctx.doc.paragraphs));
  if (!incorporated.length) return false;
  return f.headings.some((h) => {
    const { test } = regexOf(h, ctx);
    return incorporated.some((t) => test.test(squeeze(t.title)));
  });
}

/**
 * The innermost spans: a span that contains another of the set is dropped, so a quote is the paragraph that
 * says it rather than its whole section.
 */
export function innermost(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.end - a.start - (b.end - b.start));
  const kept: Span[] = [];
  for (const s of sorted) {
    if (kept.some((k) => k.start >= s.start && k.end <= s.end)) continue;
    kept.push(s);
  }
  return kept.sort((a, b) => a.start - b.start);
}
