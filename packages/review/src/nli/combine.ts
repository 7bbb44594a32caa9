/**
 * How one statement's answer combines the drafting rules with the learned decision. The model stores a way per
 * statement; training (select.ts) gives all statements the one way that cross-validation found most accurate:
 * - 'model': the learned decision alone, without the rule verdicts;
 * - 'features': the learned decision, with whether each rule verdict fired among its inputs;
 * - 'override': a verdict that fires stands (the statement's first-listed verdict wins when both fire), the
 *   learned decision (with the rule inputs) answers otherwise;
 * - 'strict': a verdict that fires stands, and a statement no rule speaks to is NotMentioned;
 * - 'ungated': the learned decision with the rule inputs, also where the document never names the statement's
 *   topic (for statements whose topic cues miss wordings the decision still recognises);
 * - 'prior': the answer most training NDAs give (a decision with its bias alone), for the statements where no
 *   reading of the text beats it: every NDA is answered so, whatever its wording.
 */
import type { NliLabel } from '../types.ts';
import type { RuleHits } from './rules.ts';
import { LABELS } from './statements.ts';

export const COMBINE_MODES = ['model', 'features', 'override', 'strict', 'ungated', 'prior'] as const;
export type CombineMode = (typeof COMBINE_MODES)[number];

/** The two decision inputs the rules add: an Entailment verdict fired, a Contradiction verdict fired. */
export function ruleFeatures(h: RuleHits): number[] {
  return [h.entail.length ? 1 : 0, h.contra.length ? 1 : 0];
}

/** The verdict of the rules alone, or null when none fired. `first` is the verdict listed first for the statement. */
export function ruleVerdict(h: RuleHits, first: 'Entailment' | 'Contradiction'): NliLabel | null {
  const e = h.entail.length > 0;
  const c = h.contra.length > 0;
  if (e && c) return first;
  return e ? 'Entailment' : c ? 'Contradiction' : null;
}

/** Whether the learned decision answers only where the document names the statement's topic (else NotMentioned). */
export const topicGated = (mode: CombineMode) => mode !== 'prior' && mode !== 'ungated';
/** Whether the learned decision reads the rule verdicts among its inputs. */
export const readsRules = (mode: CombineMode) => mode !== 'model' && mode !== 'prior';

/** The answer's class index (into LABELS) from the mode, the rule verdict and the learned decision's choice. */
export function combine(mode: CombineMode, verdict: NliLabel | null, learned: number): number {
  if ((mode === 'override' || mode === 'strict') && verdict) return LABELS.indexOf(verdict as (typeof LABELS)[number]);
  if (mode === 'strict') return 0;
  return learned;
}
