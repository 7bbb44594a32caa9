import { describe, expect, it } from 'vitest';
import { squeeze, squeezeText } from './squeeze.ts';

describe('squeeze', () => {
  it('cuts white-space runs to one character, a line end when the run holds one', () => {
    expect(squeeze('shall   indemnify \t and')).toBe('shall indemnify and');
    expect(squeeze('end.\n\n   Next')).toBe('end.\nNext');
    expect(squeeze('one two')).toBe('one two');
  });

  it('maps every squeezed position back to the original and every original position forward', () => {
    const text = '  Force   majeure.\n\n\nNext  clause ';
    const sq = squeezeText(text);
    expect(sq.text).toBe(squeeze(text));
    expect(sq.lower).toBe(sq.text.toLowerCase());
    for (let j = 0; j < sq.text.length; j++) {
      const i = sq.toOrig[j]!;
      expect(sq.toSq[i]).toBe(j);
      if (!/\s/.test(sq.text[j]!)) expect(text[i]).toBe(sq.text[j]);
    }
    expect(sq.toOrig[sq.text.length]).toBe(text.length);
    expect(sq.toSq[text.length]).toBe(sq.text.length);
    // A paragraph's original bounds give its squeezed text.
    const start = text.indexOf('Force');
    const end = text.indexOf('.') + 1;
    expect(sq.text.slice(sq.toSq[start]!, sq.toSq[end]!)).toBe('Force majeure.');
  });
});
