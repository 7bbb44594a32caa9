import { describe, expect, it } from 'vitest';
import { presenceFeatures, presenceProbability } from '../classify/presence.ts';
import { fitPresence, solve } from './presence-fit.ts';

describe('presence model', () => {
  it('solves a small linear system', () => {
    const x = solve([[2, 1], [1, 3]], [3, 5]);
    expect(x[0]).toBeCloseTo(0.8, 6);
    expect(x[1]).toBeCloseTo(1.4, 6);
  });

  it('learns that a high best score means the clause is there, and stays near the base rate without evidence', () => {
    const docs = Array.from({ length: 40 }, (_, k) => {
      const has = k % 4 === 0;
      const logits = Float32Array.from({ length: 30 }, (_, i) => (has && i === 7 ? 3 + (k % 3) : -4 - (i % 3)));
      return { f: presenceFeatures(logits, () => false), has };
    });
    const m = fitPresence(docs.map((d) => d.f), docs.map((d) => d.has), 1);
    for (const d of docs) expect(presenceProbability(m, d.f) > 0.5).toBe(d.has);
    const flat = fitPresence(docs.map(() => [0, 0, 0, 0, 0, 0, 0]), docs.map((d) => d.has), 1);
    expect(presenceProbability(flat, [0, 0, 0, 0, 0, 0, 0])).toBeCloseTo(0.25, 1);
  });

  it('stays bounded and right when a rare category is separated by its cue (a full Newton step would overshoot)', () => {
    // Shaped like a rare clause's contracts: weak segment scores everywhere; its cue word in every contract that
    // has it and in a few that do not; the best cue-carrying segment's score clipped at -12 where there is none.
    const docs = Array.from({ length: 200 }, (_, k) => {
      const has = k % 13 === 0;
      const cue = has || k % 17 === 0;
      const s1 = -4.5 - ((k * 7) % 5) * 0.6;
      return { f: [s1, s1 - 0.2, Math.log1p(1 + (k % 6)), 0, 0, cue ? Math.log1p(1 + (k % 2)) : 0, cue ? s1 - 0.5 : -12], has };
    });
    const m = fitPresence(docs.map((d) => d.f), docs.map((d) => d.has), 2);
    expect(Math.max(...m.w.map(Math.abs))).toBeLessThan(50);
    const p = docs.map((d) => presenceProbability(m, d.f));
    // Contracts without the cue are confidently absent; with it, the clause is more likely than the base rate.
    docs.forEach((d, k) => {
      if (d.f[5] === 0) expect(p[k]).toBeLessThan(0.05);
    });
    const withCue = docs.filter((d) => d.f[5]! > 0);
    const rate = withCue.filter((d) => d.has).length / withCue.length;
    const mean = withCue.reduce((a, d) => a + presenceProbability(m, d.f), 0) / withCue.length;
    expect(mean).toBeGreaterThan(rate * 0.5);
  });
});
