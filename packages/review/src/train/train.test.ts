import { describe, expect, it } from 'vitest';
import { HASH_SIZE } from '../classify/features.ts';
import { decodeModel, encodeModel, type ModelMeta } from '../classify/model.ts';
import { scoreNetwork } from '../classify/network.ts';
import type { GoldDoc } from './cuad.ts';
import { buildDataset, labelOf } from './dataset.ts';
import { scoreLinear, trainLogReg } from './logreg.ts';
import { quantizeNetwork, trainMlp } from './mlp.ts';
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
    const scores = scoreLinear(a, 1, ds.xs);
    ds.xs.forEach((_, i) => expect(scores[i]! > 0).toBe(ds.labels[i] === 1));
  });

  it('trains the shared-hidden-layer scorer deterministically, and it scores the same once shipped', () => {
    // Two categories, so the hidden layer is shared: 'Law' as above, 'End' the closing line of every contract.
    const docs = corpus().map((d) => {
      const end = d.text.lastIndexOf('The end.');
      return { ...d, gold: new Map([...d.gold, ['End', [{ start: end, end: end + 8 }]]]) };
    });
    const ds = buildDataset(docs, ['Law', 'End']);
    const opts = { epochs: 8, learningRate: 0.1, outputRate: 0.05, hidden: 8, activation: 'tanh' as const, positiveWeight: [1, 1], seed: 7 };
    const a = trainMlp(ds.xs, ds.labels, 2, HASH_SIZE, opts);
    const b = trainMlp(ds.xs, ds.labels, 2, HASH_SIZE, opts);
    expect(Buffer.from(a.w1.buffer).equals(Buffer.from(b.w1.buffer))).toBe(true);
    expect(Buffer.from(a.w2.buffer).equals(Buffer.from(b.w2.buffer))).toBe(true);
    const scores = scoreNetwork(a, 2, ds.xs);
    ds.labels.forEach((y, k) => {
      if (y !== 2) expect(scores[k]! > 0).toBe(y === 1);
    });
    // Through the model file: int8 input layer, float32 rest.
    const q = quantizeNetwork(a);
    const meta: ModelMeta = {
      format: 3,
      hashBits: 18,
      categories: ['Law', 'End'],
      hidden: { size: 8, activation: 'tanh', scales: q.w1Scales },
      decisions: { threshold: 0.5, presence: {}, spans: {} },
      trainedOn: { contracts: 0, segments: 0, seed: 7 },
    };
    const shipped = scoreNetwork(decodeModel(meta, encodeModel(q)).net, 2, ds.xs);
    shipped.forEach((z, k) => expect(z).toBeCloseTo(scores[k]!, 1));
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
