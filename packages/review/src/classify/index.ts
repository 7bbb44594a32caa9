/**
 * Clause detection: the 41 CUAD categories (names and dates by extraction rules, the rest by the trained
 * segment model (a hidden layer shared by the categories), a calibrated presence decision and a span rule per category) and the playbook's own
 * categories (legal-language rules). Spans are character offsets into `doc.text`.
 */
import { CUAD_CATEGORIES, PLAYBOOK_CATEGORIES, type ClauseCategory, type CuadCategory } from './categories.ts';
import { cueMatrix } from './cues.ts';
import { column, decideCategory } from './decide.ts';
import { agreementDate, atFirstMention, dateInContext, documentName, effectiveDate, parties } from './entities.ts';
import { featuresOf } from './features.ts';
import { loadModel, scoreAll, type ClauseModel } from './model.ts';
import { ruleClauses } from './rules.ts';
import { sigmoid, type ScoredSpan } from './select.ts';
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

/** Names and dates of the opening, by extraction rules. */
export function entityClauses(text: string): [CuadCategory, ScoredSpan[]][] {
  const agreement = agreementDate(text);
  return [
    ['Document Name', atFirstMention(text, documentName(text))],
    ['Parties', atFirstMention(text, parties(text))],
    ['Agreement Date', atFirstMention(text, agreement).map((d) => dateInContext(text, d))],
    ['Effective Date', atFirstMention(text, effectiveDate(text, agreement)).map((d) => dateInContext(text, d))],
  ];
}

export function detectClauses(doc: ClauseInput, model: ClauseModel = loadModel()): Clause[] {
  const { text } = doc;
  const segments = segment(text, doc.paragraphs);
  const out: Clause[] = [];
  const push = (category: ClauseCategory, spans: readonly ScoredSpan[]) => {
    for (const s of spans) {
      // A span without a letter is a page number or a rule line kept on its neighbours' strength: never a clause.
      if (!/[A-Za-z]/.test(text.slice(s.start, s.end))) continue;
      out.push({ category, start: s.start, end: s.end, score: round(sigmoid(s.score)) });
    }
  };

  for (const [category, spans] of entityClauses(text)) push(category, spans);

  const { categories, decisions } = model.meta;
  const nCat = categories.length;
  const ctx = { text, segments, vectors: model.vectors };
  const scores = scoreAll(model, segments.map((_, i) => featuresOf(ctx, i)));
  const cues = cueMatrix(text, segments, categories);
  categories.forEach((category, c) => {
    const presence = decisions.presence[category];
    const rule = decisions.spans[category];
    if (!presence || !rule) return;
    const { spans } = decideCategory(segments, column(scores, nCat, c), (i) => cues[i * nCat + c] === 1, presence, rule, decisions.threshold);
    push(category as ClauseCategory, spans);
  });

  for (const [category, spans] of ruleClauses(text, segments)) push(category, spans);

  const order = new Map<string, number>([...CUAD_CATEGORIES, ...PLAYBOOK_CATEGORIES].map((c, i) => [c, i]));
  return out.sort((a, b) => a.start - b.start || (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
