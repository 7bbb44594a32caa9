import type { Clause, Doc, Span, Structure } from '../types.ts';
import { expandRoles, PLACEHOLDER, type Roles } from './roles.ts';
import type { Finder } from './types.ts';

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
  local: Map<string, { test: RegExp; scan: RegExp }>;
  /** Finder results of this review, by the Finder's JSON. */
  found: Map<string, Span[]>;
}

const shared = new Map<string, { test: RegExp; scan: RegExp }>();

/** The compiled regex of a playbook source: `test` for a span's text, `scan` (global) for the whole text. */
export function regexOf(source: string, ctx: Pick<FinderContext, 'roles' | 'local'>): { test: RegExp; scan: RegExp } {
  PLACEHOLDER.lastIndex = 0;
  const personal = PLACEHOLDER.test(source);
  PLACEHOLDER.lastIndex = 0;
  const cache = personal ? ctx.local : shared;
  let hit = cache.get(source);
  if (!hit) {
    const expanded = personal ? expandRoles(source, ctx.roles) : source;
    hit = { test: new RegExp(expanded, 'i'), scan: new RegExp(expanded, 'gi') };
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

/** Paragraphs where the pattern matches within the paragraph. One pass over the whole text. */
function paragraphsMatching(source: string, ctx: FinderContext): Span[] {
  const { text, paragraphs } = ctx.doc;
  const { test, scan } = regexOf(source, ctx);
  const out: Span[] = [];
  scan.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = scan.exec(text))) {
    const i = paragraphAt(paragraphs, m.index);
    if (i < 0) break;
    const p = paragraphs[i]!;
    const matchEnd = m.index + m[0].length;
    // A match that runs past its paragraph (\s and [^.] cross line ends) counts only if the paragraph matches alone.
    if (m.index >= p.start && matchEnd <= p.end) {
      out.push(p);
      scan.lastIndex = p.end;
    } else if (test.test(text.slice(p.start, p.end))) {
      out.push(p);
      scan.lastIndex = Math.max(p.end, m.index + 1);
    } else {
      scan.lastIndex = m.index + 1;
    }
  }
  return out;
}

function sectionsMatching(source: string, ctx: FinderContext): Span[] {
  const { test } = regexOf(source, ctx);
  return ctx.structure.sections.filter((s) => s.heading.title && test.test(s.heading.title));
}

function clausesOf(categories: readonly string[], ctx: FinderContext): Span[] {
  const want = new Set(categories.map((c) => c.toLowerCase()));
  return ctx.clauses.filter((c) => want.has(c.category.toLowerCase()));
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
  if (f.categories) spans.push(...clausesOf(f.categories, ctx));
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
  if (f.categories && clausesOf(f.categories, ctx).some((s) => trimSpan(ctx.doc.text, s))) return true;
  if ((f.headings ?? []).some((h) => sectionsMatching(h, ctx).length > 0)) return true;
  return find(f, ctx).length > 0;
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
