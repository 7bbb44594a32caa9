import { describe, expect, it } from 'vitest';
import { HASH_SIZE, featureNames, fnv1a, hashFeature, tokens, vectorize } from './features.ts';
import { segment } from './segment.ts';

describe('feature hashing', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(hashFeature('w:law')).toBeLessThan(HASH_SIZE);
  });

  it('tokenises to lower case and folds numbers', () => {
    expect(tokens('Within 30 days, the Buyer pays.')).toEqual(['within', '#', 'days', 'the', 'buyer', 'pays']);
  });

  it('builds a unit-length vector of distinct sorted indices', () => {
    const v = vectorize(['w:a', 'w:b', 'w:a', 'b:a_b']);
    expect(v.index.length).toBe(3);
    expect([...v.index]).toEqual([...v.index].sort((a, b) => a - b));
    const norm = Math.sqrt(v.value.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
  });

  it('names word, pair, heading and context features', () => {
    const text = 'GOVERNING LAW\n\nThe laws of Ruritania govern this deal.';
    const segs = segment(text);
    const names = featureNames({ text, segments: segs }, 1);
    expect(names).toContain('w:ruritania');
    expect(names).toContain('b:laws_of');
    expect(names).toContain('h:governing');
    expect(names).toContain('p:law');
    expect(names).toContain('early');
  });

  it('names the words of the next segment and of the title on every segment', () => {
    const text = 'SOFTWARE LICENSE AGREEMENT\n\nRestrictions.\n\nLicensee shall not:\n\n(a) copy the Software;\n\n(b) sublicense it.';
    const segs = segment(text);
    const names = (i: number) => featureNames({ text, segments: segs }, i);
    const colon = segs.findIndex((s) => text.slice(s.start, s.end).endsWith(':'));
    expect(names(colon)).toContain('n:copy');
    expect(names(segs.length - 1)).toEqual(expect.arrayContaining(['t:software', 't:license', 't:agreement']));
  });
});
