/**
 * Clause detection: the 41 CUAD categories (names and dates by extraction rules, the rest by the trained
 * segment model with thresholds tuned by cross-validation) and the playbook's own categories (legal-language
 * rules). Spans are character offsets into `doc.text`.
 */
import { CUAD_CATEGORIES, PLAYBOOK_CATEGORIES, type ClauseCategory } from './categories.ts';
import { agreementDate, documentName, effectiveDate, parties } from './entities.ts';
import { featuresOf } from './features.ts';
import { loadModel, scoreAll, type ClauseModel } from './model.ts';
import { ruleClauses } from './rules.ts';
import { selectSpans, sigmoid, type ScoredSpan } from './select.ts';
import { segment, type Span } from './segment.ts';

export { CUAD_CATEGORIES, PLAYBOOK_CATEGORIES } from './categories.ts';
export type { ClauseCategory } from './categories.ts';

export interface Clause {
  category: ClauseCategory;
  start: number;
  end: number;
  /** Confidence in [0, 1]. */
  score?: number;
}

export interface ClauseInput {
  text: string;
  paragraphs: readonly Span[];
}

export function detectClauses(doc: ClauseInput, model: ClauseModel = loadModel()): Clause[] {
  const { text } = doc;
  const segments = segment(text, doc.paragraphs);
  const out: Clause[] = [];
  const push = (category: ClauseCategory, spans: readonly ScoredSpan[]) => {
    for (const s of spans) out.push({ category, start: s.start, end: s.end, score: round(sigmoid(s.score)) });
  };

  const agreement = agreementDate(text);
  push('Document Name', documentName(text));
  push('Parties', parties(text));
  push('Agreement Date', agreement);
  push('Effective Date', effectiveDate(text, agreement));

  const { categories, thresholds } = model.meta;
  const nCat = categories.length;
  const ctx = { text, segments };
  const scores = scoreAll(model.weights, nCat, segments.map((_, i) => featuresOf(ctx, i)), model.meta.scales);
  categories.forEach((category, c) => {
    const t = thresholds[category];
    if (!t) return;
    push(category as ClauseCategory, selectSpans(segments, (i) => scores[i * nCat + c]!, t.presence, t.segment));
  });

  for (const [category, spans] of ruleClauses(text, segments)) push(category, spans);

  const order = new Map<string, number>([...CUAD_CATEGORIES, ...PLAYBOOK_CATEGORIES].map((c, i) => [c, i]));
  return out.sort((a, b) => a.start - b.start || (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
