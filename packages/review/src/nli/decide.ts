/**
 * From segment scores to an answer. For one statement, the decision model reads: how strongly the best segments
 * look like its evidence, and which cues those segments carry (weighted by how likely each is evidence). A
 * statement no segment speaks to is NotMentioned; among the ones that are mentioned, the cues (a prohibition
 * where the statement permits, a restriction to technical data, "whether or not marked") separate Entailment
 * from Contradiction.
 */
import { cueIndex } from './cues.ts';

/** Segments read by the decision: the best few for the statement. */
export const TOP_K = 3;

/** Cues every statement's decision reads: the polarity of the evidence. */
const COMMON_CUES = ['p:shallNot', 'p:negation', 'p:permission', 'p:exception', 'p:only'];

/** Cues one statement's decision reads besides the common ones. */
export const DECISION_CUES: Record<string, string[]> = {
  'nda-1': ['t:identified', 't:whetherOrNot', 't:oral', 't:identifiedOnly'],
  'nda-2': ['t:technical', 't:business', 'p:including'],
  'nda-3': ['t:oral', 't:identified'],
  'nda-4': ['t:purpose', 't:use'],
  'nda-5': ['t:employees', 'p:consent'],
  'nda-7': ['t:advisers', 't:thirdParties', 'p:consent', 't:employees', 't:thirdPartyForbidden'],
  'nda-8': ['t:compelled', 't:notify'],
  'nda-10': ['t:agreementSecret', 't:publicity'],
  'nda-11': ['t:reverseEngineer'],
  'nda-12': ['t:independentDevelop'],
  'nda-13': ['t:thirdPartySource'],
  'nda-15': ['t:noLicence'],
  'nda-16': ['t:returnDestroy', 't:termination', 't:returnOnEnd', 't:returnOnRequest'],
  'nda-17': ['t:copy', 'p:consent', 't:copyForbidden', 't:copyAllowed'],
  'nda-18': ['t:solicit'],
  'nda-19': ['t:survive', 't:duration', 't:surviveTermination'],
  'nda-20': ['t:retain', 't:returnDestroy', 'p:all', 't:retainAllowed', 't:retainForbidden'],
};

const topicCues = (statement: string) => (DECISION_CUES[statement] ?? []).filter((c) => c.startsWith('t:'));

/**
 * Features after the bias that mean the same for every statement (how strong the best segments are, whether the
 * statement's topic words occur in them or anywhere, their polarity): the joint training shares their weights.
 */
export const SHARED_FEATURES = ['top', 'second', 'mass', 'topic in best', 'topic anywhere', ...COMMON_CUES];

export function decisionFeatureNames(statement: string, withRules = false): string[] {
  const own = DECISION_CUES[statement] ?? [];
  return ['bias', ...SHARED_FEATURES, ...own, ...topicCues(statement).map((c) => 'anywhere ' + c), ...(withRules ? ['rule entails', 'rule contradicts'] : [])];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Indices of the k highest logits of output `o` (logits laid out [segment * nOut + o]). */
export function topSegments(logits: Float32Array, nOut: number, o: number, k = TOP_K): number[] {
  const n = logits.length / nOut;
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    const z = logits[i * nOut + o]!;
    if (best.length < k || z > logits[best[best.length - 1]! * nOut + o]!) {
      best.push(i);
      best.sort((a, b) => logits[b * nOut + o]! - logits[a * nOut + o]!);
      if (best.length > k) best.pop();
    }
  }
  return best;
}

/**
 * The decision features of one statement (output `o`) in one document, in the order of decisionFeatureNames;
 * `extra` (the rule verdicts, when the statement's decision reads them) goes last.
 */
export function decisionFeatures(statement: string, logits: Float32Array, nOut: number, o: number, flags: readonly Uint8Array[], extra: readonly number[] = []): number[] {
  const top = topSegments(logits, nOut, o);
  const z = top.map((i) => logits[i * nOut + o]!);
  const clip = (v: number) => Math.max(-3, Math.min(3, v / 4));
  // Strongest evidence-weighted occurrence of cue c among the best segments.
  const inBest = (c: number) => top.reduce((v, i, k) => (flags[i]![c] ? Math.max(v, sigmoid(z[k]!)) : v), 0);
  const topics = topicCues(statement).map(cueIndex);
  const anywhere = topics.map((c) => (flags.some((f) => f[c] === 1) ? 1 : 0));
  const own = (DECISION_CUES[statement] ?? []).map(cueIndex);
  return [
    1,
    clip(z[0] ?? -12),
    clip(z[1] ?? -12),
    top.reduce((s, _, k) => s + sigmoid(z[k]!), 0),
    Math.max(0, ...topics.map(inBest)),
    Math.max(0, ...anywhere),
    ...COMMON_CUES.map(cueIndex).map(inBest),
    ...own.map(inBest),
    // A topic named anywhere in the document, even where the span scorer ranks it low (rare statements).
    ...anywhere,
    ...extra,
  ];
}

/**
 * A statement counts as mentioned only when the document uses one of its topic cues somewhere: the decision leans
 * towards the answer most NDAs give, and without this check a text on another subject would "entail" the
 * statements most NDAs contain.
 */
export function topicInDocument(statement: string, flags: readonly Uint8Array[]): boolean {
  const topics = topicCues(statement).map(cueIndex);
  return topics.length === 0 || flags.some((f) => topics.some((c) => f[c] === 1));
}
