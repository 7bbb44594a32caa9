/**
 * How each statement's way of answering is picked from the cross-validated correct counts of every config
 * (stack.ts CONFIGS). With 47 training NDAs a statement's own best config often wins by one or two NDAs, which is
 * noise: a policy that lets a statement leave the shared choice only by a clear margin generalises better.
 */
import { CONFIGS, L2_GRID } from './stack.ts';

/** correct[o][c]: statement o, config c (CONFIGS order), out of n NDAs. Returns the config index per statement. */
export type Policy = (correct: readonly number[][], n: number) => number[];

const firstMax = (xs: readonly number[]) => xs.reduce((b, v, i) => (v > xs[b]! ? i : b), 0);
const total = (correct: readonly number[][]) => CONFIGS.map((_, c) => correct.reduce((s, row) => s + row[c]!, 0));

/** Each statement its own best config (ties keep the earlier one). */
export const eachBest: Policy = (correct) => correct.map(firstMax);

/** One config for every statement: the one with the most correct answers over all statements. */
export const shared: Policy = (correct) => {
  const c = firstMax(total(correct));
  return correct.map(() => c);
};

/**
 * The shared config, unless a statement's own best beats it by more than `margin` correct answers (a share of its
 * NDAs, so the bar is the same whatever the fold size).
 */
export const shrunk =
  (margin: number, base: Policy = shared): Policy =>
  (correct, n) => {
    const b = base(correct, n);
    return correct.map((row, o) => {
      const own = firstMax(row);
      return row[own]! - row[b[o]!]! > margin * n ? own : b[o]!;
    });
  };

/** One L2 strength for all (the one whose per-statement best modes answer most), each statement its own mode at it. */
export const sharedL2: Policy = (correct) => {
  const at = (l2: number) => CONFIGS.map((c, i) => (c.mode === 'strict' || c.mode === 'prior' || c.l2 === l2 ? i : -1)).filter((i) => i >= 0);
  let best = { score: -1, pick: [] as number[] };
  for (const l2 of L2_GRID) {
    const allowed = at(l2);
    const pick = correct.map((row) => allowed[firstMax(allowed.map((i) => row[i]!))]!);
    const score = pick.reduce((s, c, o) => s + correct[o]![c]!, 0);
    if (score > best.score) best = { score, pick };
  }
  return best.pick;
};

/** One mode for all (the one whose per-statement best L2 strengths answer most), each statement its own L2 in it. */
export const sharedMode: Policy = (correct) => {
  let best = { score: -1, pick: [] as number[] };
  for (const mode of new Set(CONFIGS.map((c) => c.mode))) {
    const allowed = CONFIGS.map((c, i) => (c.mode === mode ? i : -1)).filter((i) => i >= 0);
    const pick = correct.map((row) => allowed[firstMax(allowed.map((i) => row[i]!))]!);
    const score = pick.reduce((s, c, o) => s + correct[o]![c]!, 0);
    if (score > best.score) best = { score, pick };
  }
  return best.pick;
};

/**
 * The shared config, except that a statement its drafting rules answer at least as well alone takes 'strict':
 * where no rule fires it is NotMentioned instead of a learned guess. The learned decision sees a statement's topic
 * and tends to answer as most NDAs do (a compelled-disclosure clause usually carries a duty of notice), which the
 * wording of an NDA unlike the training ones can contradict; a tie goes to the answer that reads the wording.
 */
export const sharedStrict: Policy = (correct, n) => {
  const strict = CONFIGS.findIndex((c) => c.mode === 'strict');
  return shared(correct, n).map((b, o) => (correct[o]![strict]! >= correct[o]![b]! ? strict : b));
};

export const POLICIES: Record<string, Policy> = {
  each: eachBest,
  shared,
  sharedStrict,
  sharedL2,
  sharedMode,
  'shrunk-5%': shrunk(0.05),
  'shrunk-10%': shrunk(0.1),
  'l2-shrunk-5%': shrunk(0.05, sharedL2),
};
