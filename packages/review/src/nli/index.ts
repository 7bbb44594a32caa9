/**
 * Answers to the 17 ContractNLI statements for an NDA: score every sentence as evidence for each statement,
 * decide NotMentioned / Entailment / Contradiction from the best sentences and their cues, and combine that with
 * the drafting rules (rules.ts) as each statement's cross-validated mode says (combine.ts). Evidence spans point
 * into `doc.text` and are given for Entailment and Contradiction only: the sentences whose wording gave the
 * answer when a rule fired, the best-scored ones otherwise.
 */
import type { Clause, Doc, NliAnswer, NliLabel, Span } from '../types.ts';
import { combine, readsRules, topicGated, ruleFeatures, ruleVerdict } from './combine.ts';
import { decisionFeatures, TOP_K, topicInDocument, topSegments } from './decide.ts';
import { featurize } from './features.ts';
import { scoreSpans, softmax } from './learn.ts';
import { loadNliModel, type NliModel } from './model.ts';
import { firstVerdict, ruleHits } from './rules.ts';
import { nliSegments } from './segments.ts';
import { LABELS } from './statements.ts';

export { STATEMENTS, STATEMENT_IDS } from './statements.ts';

export interface NliInput {
  text: string;
  paragraphs?: readonly Span[];
}

/**
 * `clauses` are accepted so a caller can pass what clause detection found; the statements are answered from the
 * sentences themselves, which the evaluation showed to be the sharper signal.
 */
export function answerNli(doc: NliInput | Doc, _clauses?: readonly Clause[], model: NliModel = loadNliModel()): NliAnswer[] {
  const { meta, spanWeights } = model;
  const nOut = meta.statements.length;
  const segs = nliSegments(doc.text, doc.paragraphs);
  const { flags, vecs } = featurize(doc.text, segs);
  const logits = scoreSpans(spanWeights, nOut, vecs, meta.scales);
  const hits = ruleHits(doc.text, segs, meta.statements);
  return meta.statements.map((id, o) => {
    const mode = meta.combine?.[id] ?? 'model';
    const h = hits[o]!;
    let learned = 0;
    if (mode !== 'strict' && (!topicGated(mode) || topicInDocument(id, flags))) {
      const p = softmax(meta.decision[id]!, decisionFeatures(id, logits, nOut, o, flags, readsRules(mode) ? ruleFeatures(h) : []));
      for (let c = 1; c < p.length; c++) if (p[c]! > p[learned]!) learned = c;
    }
    const label = segs.length ? (LABELS[combine(mode, ruleVerdict(h, firstVerdict(id)), learned)] as NliLabel) : 'NotMentioned';
    if (label === 'NotMentioned') return { hypothesis: id, label, evidence: [] };
    // The sentences whose wording gives the answer are its evidence; the scorer's best ones when no rule fired.
    const ruled = label === 'Entailment' ? h.entail : h.contra;
    const byScore = (a: number, b: number) => logits[b * nOut + o]! - logits[a * nOut + o]!;
    const top = ruled.length
      ? [...new Set(ruled)].sort(byScore).slice(0, TOP_K)
      : topSegments(logits, nOut, o).filter((i, k) => k === 0 || logits[i * nOut + o]! >= meta.evidenceLogit);
    const evidence = top.map((i) => ({ start: segs[i]!.start, end: segs[i]!.end })).sort((a, b) => a.start - b.start);
    return { hypothesis: id, label, evidence };
  });
}
