import { describe, expect, it } from 'vitest';
import { squeeze, squeezeText, toOriginal, toSqueezed } from './squeeze.ts';

describe('squeeze', () => {
  it('cuts runs of spaces and tabs to one space and keeps line ends', () => {
    expect(squeeze('shall   indemnify \t and')).toBe('shall indemnify and');
    expect(squeeze('end.\n\n   Next')).toBe('end.\n\n Next');
    expect(squeeze('one two')).toBe('one two');
  });

  it('leaves a text without runs as it is, with no maps', () => {
    const sq = squeezeText('One line.\n\nAnother line.');
    expect(sq.text).toBe('One line.\n\nAnother line.');
    expect(sq.runs).toBeUndefined();
    expect(toSqueezed(sq, 5)).toBe(5);
    expect(toOriginal(sq, 5)).toBe(5);
  });

  it('maps every squeezed position back to the original and every original position forward', () => {
    const text = '  Force   majeure.\n\n\nNext  clause ';
    const sq = squeezeText(text);
    expect(sq.text).toBe(squeeze(text));
    expect(sq.lower).toBe(sq.text.toLowerCase());
    for (let j = 0; j < sq.text.length; j++) {
      const i = toOriginal(sq, j);
      expect(toSqueezed(sq, i)).toBe(j);
      if (!/\s/.test(sq.text[j]!)) expect(text[i]).toBe(sq.text[j]);
    }
    expect(toOriginal(sq, sq.text.length)).toBe(text.length);
    expect(toSqueezed(sq, text.length)).toBe(sq.text.length);
    // A paragraph's original bounds give its squeezed text.
    const start = text.indexOf('Force');
    const end = text.indexOf('.') + 1;
    expect(sq.text.slice(toSqueezed(sq, start), toSqueezed(sq, end))).toBe('Force majeure.');
  });

  it('maps positions as squeezing the text before them would, on generated texts', () => {
    const pieces = ['a', 'B', ' ', '  ', '\t', '\n', '\n\n', '   \n ', 'word', '.'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 30) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const sq = squeezeText(text);
      expect(sq.text).toBe(squeeze(text));
      for (let i = 0; i <= text.length; i++) expect(toSqueezed(sq, i)).toBe(squeeze(text.slice(0, i)).length);
      for (let j = 0; j <= sq.text.length; j++) expect(toSqueezed(sq, toOriginal(sq, j))).toBe(j);
    }
  });
});
