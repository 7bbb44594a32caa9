import { describe, expect, it } from 'vitest';
import { pickSpans, type SpanRule } from './select.ts';
import type { Segment } from './segment.ts';

const seg = (start: number, end: number): Segment => ({ start, end, para: start, partOfLong: false, heading: '', inlineHeading: '', isHeading: false });
const segments = [seg(0, 10), seg(11, 20), seg(21, 30), seg(31, 40), seg(41, 50)];
const logits = [-5, 3, 2.5, -4, 1];
const rule = (r: Partial<SpanRule>): SpanRule => ({ floor: 0, delta: 1, maxSpans: 5, merge: true, cueBonus: 0, ...r });
const at = (spans: { start: number; end: number }[]) => spans.map((s) => [s.start, s.end]);

describe('span rules', () => {
  it('keeps the best segment and its near neighbours, merged', () => {
    expect(at(pickSpans(segments, (i) => logits[i]!, rule({})))).toEqual([[11, 30]]);
    expect(at(pickSpans(segments, (i) => logits[i]!, rule({ merge: false })))).toEqual([[11, 20], [21, 30]]);
  });

  it('widens with delta, respects the floor and the number of spans', () => {
    expect(at(pickSpans(segments, (i) => logits[i]!, rule({ delta: 3 })))).toEqual([[11, 30], [41, 50]]);
    expect(at(pickSpans(segments, (i) => logits[i]!, rule({ delta: 3, floor: 2 })))).toEqual([[11, 30]]);
    expect(at(pickSpans(segments, (i) => logits[i]!, rule({ delta: 3, maxSpans: 1 })))).toEqual([[11, 30]]);
  });

  it('lets a segment with the legal cue win over a slightly better one without it', () => {
    const spans = pickSpans(segments, (i) => logits[i]!, rule({ delta: 0.5, cueBonus: 3 }), (i) => i === 4);
    expect(at(spans)).toEqual([[41, 50]]);
  });

  it('grows a kept segment into the weaker sentences of its own paragraph only', () => {
    const para = (start: number, end: number, p: number): Segment => ({ ...seg(start, end), para: p });
    const segs = [para(0, 10, 0), para(11, 20, 0), para(21, 30, 0), para(31, 40, 1)];
    const l = [0.5, 3, -1, -0.5];
    expect(at(pickSpans(segs, (i) => l[i]!, rule({ delta: 1 })))).toEqual([[11, 20]]);
    expect(at(pickSpans(segs, (i) => l[i]!, rule({ delta: 1, grow: 2 })))).toEqual([[0, 20]]);
    expect(at(pickSpans(segs, (i) => l[i]!, rule({ delta: 1, grow: 4 })))).toEqual([[0, 30]]);
  });

  it('merges within a paragraph when asked to', () => {
    const para = (start: number, end: number, p: number): Segment => ({ ...seg(start, end), para: p });
    const segs = [para(0, 10, 0), para(11, 20, 0), para(21, 30, 1)];
    const l = [3, 3, 3];
    expect(at(pickSpans(segs, (i) => l[i]!, rule({})))).toEqual([[0, 30]]);
    expect(at(pickSpans(segs, (i) => l[i]!, rule({ merge: 'paragraph' })))).toEqual([[0, 20], [21, 30]]);
  });
});
