import { describe, expect, it } from 'vitest';
import { isEvalFile } from '../data/split.ts';
import { locate, nliScores, precision, recall, spansMatch } from './metrics.ts';
import { tokenF1 } from './tokens.ts';

describe('evaluation metrics', () => {
  it('matches spans as review-notes.md defines it', () => {
    const g = { start: 100, end: 200 };
    expect(spansMatch({ start: 100, end: 150 }, g)).toBe(true); // half the gold
    expect(spansMatch({ start: 100, end: 149 }, g)).toBe(false);
    expect(spansMatch({ start: 0, end: 500 }, g)).toBe(true); // overlap 100 = 0.2 of 500
    expect(spansMatch({ start: 0, end: 501 }, g)).toBe(false);
    expect(locate([{ start: 90, end: 210 }, { start: 300, end: 400 }], [g])).toEqual({ gold: 1, goldMatched: 1, pred: 2, predMatched: 1 });
  });

  it('computes presence, NLI and token scores', () => {
    expect(precision({ tp: 3, fp: 1, fn: 0 })).toBe(0.75);
    expect(recall({ tp: 3, fp: 0, fn: 3 })).toBe(0.5);
    const s = nliScores([
      { gold: 'Entailment', pred: 'Entailment' },
      { gold: 'Contradiction', pred: 'NotMentioned' },
      { gold: 'NotMentioned', pred: 'NotMentioned' },
      { gold: 'Contradiction', pred: 'Contradiction' },
    ]);
    expect(s.accuracy).toBe(0.75);
    expect(s.contradictionF1).toBeCloseTo(2 / 3);
    expect(s.entailmentF1).toBe(1);
    expect(tokenF1('The Buyer shall pay.', 'the buyer shall pay')).toMatchObject({ f1: 1 });
    expect(tokenF1('the buyer', 'the buyer shall pay').recall).toBe(0.5);
  });

  it('splits the evaluation slice by the first hex digit of sha256(file name)', () => {
    // sha256('a.txt') starts with '1', sha256('b.txt') with 'f'; folders do not count.
    expect(isEvalFile('a.txt')).toBe(true);
    expect(isEvalFile('b.txt')).toBe(false);
    expect(isEvalFile('some/dir/a.txt')).toBe(true);
    const names = Array.from({ length: 400 }, (_, i) => `contract-${i}.txt`);
    const share = names.filter(isEvalFile).length / names.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.32);
  });
});
