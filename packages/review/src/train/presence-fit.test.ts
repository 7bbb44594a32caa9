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
});
