import { describe, expect, it } from 'vitest';
import { HASH_SIZE } from '../classify/features.ts';
import { scoreAll } from '../classify/model.ts';
import type { GoldDoc } from './cuad.ts';
import { buildDataset, labelOf } from './dataset.ts';
import { trainLogReg } from './logreg.ts';
import { addDoc, emptyCounts, rates, spansMatch } from './metrics.ts';

/** A tiny synthetic corpus: some contracts carry a sentence about the governing law, the others do not. */
function corpus(): GoldDoc[] {
  const docs: GoldDoc[] = [];
  const places = ['Ruritania', 'Freedonia', 'Elbonia', 'Genovia', 'Latveria', 'Sokovia'];
  for (let k = 0; k < 12; k++) {
    const filler = `Item ${k}: the crates are painted blue and stacked by size.`;
    const law = `The laws of ${places[k % places.length]} govern this deal.`;
    const text = k % 2 === 0 ? `${filler}\n${law}\nThe end.` : `${filler}\nThe colour may change.\nThe end.`;
    const gold = new Map<string, { start: number; end: number }[]>();
    if (k % 2 === 0) gold.set('Law', [{ start: text.indexOf(law), end: text.indexOf(law) + law.length }]);
    docs.push({ file: `doc${k}.txt`, text, gold });
  }
  return docs;
}

describe('training', () => {
  it('labels segments against gold spans', () => {
    expect(labelOf({ start: 0, end: 100 }, [{ start: 10, end: 90 }])).toBe(1);
    expect(labelOf({ start: 0, end: 100 }, [{ start: 95, end: 400 }])).toBe(2);
    expect(labelOf({ start: 0, end: 100 }, [{ start: 200, end: 300 }])).toBe(0);
  });

  it('is deterministic and learns a separable category', () => {
    const ds = buildDataset(corpus(), ['Law']);
    const opts = { epochs: 5, learningRate: 0.5, positiveWeight: [1], seed: 7 };
    const a = trainLogReg(ds.xs, ds.labels, 1, HASH_SIZE, opts);
    const b = trainLogReg(ds.xs, ds.labels, 1, HASH_SIZE, opts);
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
    const scores = scoreAll(a, 1, ds.xs);
    ds.xs.forEach((_, i) => expect(scores[i]! > 0).toBe(ds.labels[i] === 1));
  });

  it('computes presence and location as the review notes define them', () => {
    expect(spansMatch({ start: 0, end: 100 }, { start: 0, end: 60 })).toBe(true);
    expect(spansMatch({ start: 0, end: 1000 }, { start: 0, end: 60 })).toBe(false);
    const c = emptyCounts();
    addDoc(c, [{ start: 0, end: 50 }, { start: 500, end: 600 }], [{ start: 10, end: 60 }]);
    addDoc(c, [], [{ start: 0, end: 10 }]);
    const r = rates(c);
    expect(r.presP).toBe(1);
    expect(r.presR).toBe(0.5);
    expect(r.locP).toBe(0.5);
    expect(r.locR).toBe(0.5);
  });
});
