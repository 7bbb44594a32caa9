import type { Clause, ContractType, Doc, NliAnswer, Side, Span, Structure } from '../types.ts';
import { factSpans } from './facts.ts';
import { find, findsAny, incorporatesHeading, innermost, normalizeSpans, type FinderContext } from './finder.ts';
import { withList } from './lead-in.ts';
import { playbookParagraphs } from './pieces.ts';
import { rolesFor } from './roles.ts';
import { spanPasses } from './span-test.ts';
import type { Detect, FactName, Test } from './types.ts';

/**
 * Evaluates an issue's Detect on one review: whether it fires, and the spans that made it fire (empty for a
 * missing clause). Spans are trimmed, distinct, innermost (a paragraph rather than the section holding it) and
 * lie inside `doc.text`.
 */
export interface DetectContext extends FinderContext {
  structure: Structure;
  side: Side;
  nli: readonly NliAnswer[];
  /** An amendment is checked only for what it says: `missing` and `not` never fire. */
  amendment: boolean;
  contractType?: ContractType;
  /** Structure facts of this review, by name, made on first use. */
  facts: Map<FactName, Span[]>;
}

export interface DetectInput {
  doc: Pick<Doc, 'text' | 'paragraphs'>;
  structure: Structure;
  clauses: readonly Clause[];
  side: Side;
  nli?: readonly NliAnswer[];
  amendment?: boolean;
  contractType?: ContractType;
  sideNotChosen?: boolean;
}

export function detectContext(input: DetectInput): DetectContext {
  return {
    // Patterns test and quote paragraphs; an overlong one is cut into its numbered clauses (pieces.ts).
    doc: { text: input.doc.text, paragraphs: playbookParagraphs(input.doc.text, input.doc.paragraphs) },
    structure: input.structure,
    clauses: input.clauses,
    side: input.side,
    nli: input.nli ?? [],
    amendment: !!input.amendment,
    contractType: input.contractType,
    facts: new Map(),
    roles: rolesFor(input.side, input.structure, input.doc.text, input.contractType, !!input.sideNotChosen),
    local: new Map(),
    found: new Map(),
  };
}

export interface Outcome {
  fired: boolean;
  spans: Span[];
}

const QUIET: Outcome = { fired: false, spans: [] };

function filtered(spans: Span[], where: Test | undefined, whereNone: Test | undefined, ctx: DetectContext): Outcome {
  if (!spans.length) return QUIET;
  if (where) {
    const hits = spans.filter((s) => spanPasses(where, withList(ctx, s), ctx, true));
    return hits.length ? { fired: true, spans: hits } : QUIET;
  }
  if (whereNone) {
    const any = spans.some((s) => spanPasses(whereNone, withList(ctx, s, false), ctx, true));
    return any ? QUIET : { fired: true, spans };
  }
  return { fired: true, spans };
}

function evaluate(d: Detect, ctx: DetectContext): Outcome {
  // What an amendment leaves out may stand in the agreement it amends.
  if ('missing' in d) return ctx.amendment || findsAny(d.missing, ctx) ? QUIET : { fired: true, spans: [] };
  if ('present' in d) return filtered(find(d.present, ctx), d.where, d.whereNone, ctx);
  if ('fact' in d) {
    let spans = ctx.facts.get(d.fact);
    if (!spans) ctx.facts.set(d.fact, (spans = factSpans(d.fact, ctx)));
    return filtered(spans, d.where, d.whereNone, ctx);
  }
  if ('nli' in d) {
    const a = ctx.nli.find((x) => x.hypothesis === d.nli);
    if (!a || a.label !== d.label) return QUIET;
    const spans = normalizeSpans(ctx.doc.text, a.evidence);
    return d.where || d.whereNone ? filtered(spans, d.where, d.whereNone, ctx) : { fired: true, spans };
  }
  if ('all' in d) {
    const spans: Span[] = [];
    for (const x of d.all) {
      const o = evaluate(x, ctx);
      if (!o.fired) return QUIET;
      spans.push(...o.spans);
    }
    return { fired: true, spans };
  }
  if ('any' in d) {
    const spans: Span[] = [];
    let fired = false;
    for (const x of d.any) {
      const o = evaluate(x, ctx);
      if (o.fired) {
        fired = true;
        spans.push(...o.spans);
      }
    }
    return fired ? { fired, spans } : QUIET;
  }
  if ('if' in d) return evaluate(d.if, ctx).fired ? { fired: true, spans: [] } : QUIET;
  // "No such clause" also holds back when the clause stands in another agreement incorporated by reference.
  const elsewhere = 'present' in d.not && incorporatesHeading(d.not.present, ctx);
  return ctx.amendment || elsewhere || evaluate(d.not, ctx).fired ? QUIET : { fired: true, spans: [] };
}

/** At most this many quoted clauses per issue: the first ones in the text. */
export const MAX_CLAUSES = 5;

export function detect(d: Detect, ctx: DetectContext): Outcome {
  const o = evaluate(d, ctx);
  if (!o.fired) return o;
  return { fired: true, spans: innermost(normalizeSpans(ctx.doc.text, o.spans)).slice(0, MAX_CLAUSES) };
}
