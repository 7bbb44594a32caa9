/**
 * Answers to the 17 ContractNLI statements for an NDA: score every sentence as evidence for each statement,
 * then decide NotMentioned / Entailment / Contradiction from the best sentences and their cues. Evidence spans
 * point into `doc.text` and are given for Entailment and Contradiction only.
 */
import type { Clause, Doc, NliAnswer, NliLabel, Span } from '../types.ts';
import { decisionFeatures, topicInDocument, topSegments } from './decide.ts';
import { featurize } from './features.ts';
import { scoreSpans, softmax } from './learn.ts';
import { loadNliModel, type NliModel } from './model.ts';
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
  return meta.statements.map((id, o) => {
    const x = decisionFeatures(id, logits, nOut, o, flags);
    const p = softmax(meta.decision[id]!, x);
    let best = 0;
    for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
    const label = topicInDocument(id, flags) ? (LABELS[best] as NliLabel) : 'NotMentioned';
    if (label === 'NotMentioned' || segs.length === 0) return { hypothesis: id, label: segs.length ? label : 'NotMentioned', evidence: [] };
    const top = topSegments(logits, nOut, o);
    const evidence = top
      .filter((i, k) => k === 0 || logits[i * nOut + o]! >= meta.evidenceLogit)
      .map((i) => ({ start: segs[i]!.start, end: segs[i]!.end }))
      .sort((a, b) => a.start - b.start);
    return { hypothesis: id, label, evidence };
  });
}
