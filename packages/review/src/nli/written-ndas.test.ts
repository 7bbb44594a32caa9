import { describe, expect, it } from 'vitest';
import { answerWrittenNdas, writtenAccuracy } from './written.ts';

describe('written NDAs (wording outside ContractNLI)', () => {
  it('answers at least 95% of the labels no annotator would doubt, and 93% of all', () => {
    const pairs = answerWrittenNdas();
    expect(pairs.length).toBe(435 * 17);
    const acc = writtenAccuracy(pairs);
    const wrong = pairs.filter((p) => !p.doubt && p.gold !== p.pred).map((p) => `${p.file} ${p.statement}: ${p.gold} -> ${p.pred}`);
    expect(acc.certain, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(acc.all).toBeGreaterThanOrEqual(0.93);
  });
});
