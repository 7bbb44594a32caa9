import { describe, expect, it } from 'vitest';
import { fitWordVectors } from '../train/word-vectors-fit.ts';
import { HASH_SIZE } from './features.ts';
import { DENSE_WEIGHT, decodeWordVectors, encodeWordVectors, meanVector, withDense } from './word-vectors.ts';

/** Two families of sentences: words of one family share their neighbours, never the other family's. */
function corpus(): string[] {
  const out: string[] = [];
  const buyers = ['buyer', 'purchaser', 'customer'];
  const ships = ['vessel', 'boat', 'ship'];
  for (let k = 0; k < 60; k++) {
    out.push(`the ${buyers[k % 3]} shall pay the price within thirty days of the invoice date`);
    out.push(`a ${ships[k % 3]} sails across open water under a steady wind and a clear sky`);
  }
  return out;
}

const cosine = (data: Float32Array, dims: number, a: number, b: number) => {
  let s = 0;
  for (let k = 0; k < dims; k++) s += data[a * dims + k]! * data[b * dims + k]!;
  return s;
};

describe('word vectors', () => {
  it('puts words used alike near each other, and the same corpus always gives the same vectors', () => {
    const opts = { vocabulary: 100, skip: 0, dims: 4, seed: 3 };
    const { words, data } = fitWordVectors(corpus(), opts);
    const again = fitWordVectors(corpus(), opts);
    expect(again.words).toEqual(words);
    expect(Buffer.from(again.data.buffer).equals(Buffer.from(data.buffer))).toBe(true);
    const at = (w: string) => words.indexOf(w);
    expect(cosine(data, 4, at('buyer'), at('purchaser'))).toBeGreaterThan(cosine(data, 4, at('buyer'), at('vessel')) + 0.3);
    expect(cosine(data, 4, at('vessel'), at('boat'))).toBeGreaterThan(cosine(data, 4, at('boat'), at('customer')) + 0.3);
  });

  it('leaves the most frequent words out as vectors but keeps them as context', () => {
    const { words } = fitWordVectors(corpus(), { vocabulary: 100, skip: 2, dims: 4, seed: 3 });
    expect(words).not.toContain('the');
    expect(words).toContain('buyer');
  });

  it('stores vectors as int8 and reads them back within the rounding', () => {
    const data = Float32Array.from([0.6, -0.8, 1, 0]);
    const wv = decodeWordVectors(JSON.parse(JSON.stringify(encodeWordVectors(['alpha', 'beta'], data, 2))));
    expect(wv.index.get('beta')).toBe(1);
    wv.data.forEach((v, i) => expect(Math.abs(v - data[i]!)).toBeLessThan(0.01));
  });

  it('averages the known words into a vector of fixed length, and knows no vector for unknown words', () => {
    const wv = decodeWordVectors(encodeWordVectors(['alpha', 'beta'], Float32Array.from([1, 0, 0, 1]), 2));
    const m = meanVector(wv, ['alpha', 'beta', 'gamma'])!;
    expect(Math.hypot(...m)).toBeCloseTo(DENSE_WEIGHT, 3);
    expect(m[0]).toBeCloseTo(m[1]!, 3);
    expect(meanVector(wv, ['gamma'])).toBeNull();
  });

  it('puts the dense part in the last slots of the hashed space, after the hashed features', () => {
    const x = { index: Uint32Array.from([3, 70, HASH_SIZE - 1]), value: Float32Array.from([0.5, 0.5, 0.5]) };
    const y = withDense(x, Float32Array.from([0.1, 0.2]));
    expect([...y.index]).toEqual([3, 70, HASH_SIZE - 2, HASH_SIZE - 1]);
    expect([...y.value].map((v) => Math.round(v * 10) / 10)).toEqual([0.5, 0.5, 0.1, 0.2]);
    expect(withDense(x, null)).toBe(x);
  });
});
