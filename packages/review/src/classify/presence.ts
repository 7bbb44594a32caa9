/**
 * Whether a contract has a clause of a category at all: a small logistic model per category over what the
 * segment scores say about the whole document (the best score, the runner-up, how many segments score near
 * the best or above zero). Its probabilities are calibrated on held-out contracts, so one threshold serves
 * every category: a rare category is claimed only when the evidence is as strong as for a common one.
 */

export interface PresenceModel {
  /** Weights over `presenceFeatures`, then the intercept last. */
  w: number[];
}

/**
 * Document-level features from the logits of every segment for one category and, per segment, whether it
 * carries the category's legal cue.
 */
export function presenceFeatures(logits: ArrayLike<number>, cue: (i: number) => boolean): number[] {
  let s1 = -20;
  let s2 = -20;
  for (let i = 0; i < logits.length; i++) {
    const v = logits[i]!;
    if (v > s1) {
      s2 = s1;
      s1 = v;
    } else if (v > s2) s2 = v;
  }
  let near = 0;
  let pos = 0;
  let weak = 0;
  let cues = 0;
  let cueBest = -20;
  for (let i = 0; i < logits.length; i++) {
    const v = logits[i]!;
    if (v >= s1 - 1) near++;
    if (v >= 0) pos++;
    if (v >= -2) weak++;
    if (cue(i)) {
      cues++;
      if (v > cueBest) cueBest = v;
    }
  }
  const clip = (x: number) => Math.max(-12, Math.min(12, x));
  return [clip(s1), clip(s2), Math.log1p(near), Math.log1p(pos), Math.log1p(weak), Math.log1p(cues), clip(cueBest)];
}

export function presenceProbability(m: PresenceModel, f: readonly number[]): number {
  let z = m.w[f.length]!;
  for (let k = 0; k < f.length; k++) z += m.w[k]! * f[k]!;
  return 1 / (1 + Math.exp(-z));
}
