import { describe, expect, it } from 'vitest';
import { inlineHeadingOf, looksLikeHeading, segment, splitSentences } from './segment.ts';

describe('segmentation', () => {
  it('splits lines into paragraphs and carries the section heading', () => {
    const text = 'ARTICLE 9 TERMINATION\n\n9.1 Either side may end this deal by written notice.\n\n9.2 Surviving terms stay in force.';
    const segs = segment(text);
    expect(segs.map((s) => text.slice(s.start, s.end))).toEqual([
      'ARTICLE 9 TERMINATION',
      '9.1 Either side may end this deal by written notice.',
      '9.2 Surviving terms stay in force.',
    ]);
    expect(segs[0]!.isHeading).toBe(true);
    expect(segs[1]!.heading).toBe('termination');
  });

  it('splits a long paragraph into sentences without cutting at abbreviations', () => {
    const first = 'The seller, Blue River Co. of Ohio, shall ship the ordered units within ten days of each order it accepts in writing.';
    const second = 'The buyer pays each invoice within thirty days of its date, by wire transfer to the account named by the seller.';
    const text = `${first} ${second} ${first} ${second}`;
    const parts = splitSentences(text, 0, text.length).map((s) => text.slice(s.start, s.end));
    expect(parts).toEqual([first, second, first, second]);
    expect(segment(text).every((s) => s.partOfLong)).toBe(true);
  });

  it('does not end a sentence at a statute cited "et seq." before a capital', () => {
    const text = 'The Recipient shall comply with the Federal Data Protection Act, §§ 15 et seq. BDSG, and with every other law that applies to it.';
    expect(splitSentences(text, 0, text.length).map((s) => text.slice(s.start, s.end))).toEqual([text]);
  });

  it('reads a paragraph title and recognises heading lines', () => {
    expect(inlineHeadingOf('12.3 Governing Law. The laws of Ruritania apply.')).toBe('governing law');
    expect(inlineHeadingOf('The parties agree as follows.')).toBe('');
    expect(looksLikeHeading('7. Confidentiality')).toBe(true);
    expect(looksLikeHeading('The parties agree that the goods are delivered on time.')).toBe(false);
  });

  it('keeps offsets inside the given paragraphs', () => {
    const text = 'Title line\nsecond line\n\nThird';
    const segs = segment(text, [{ start: 0, end: 22 }, { start: 24, end: 29 }]);
    expect(segs.map((s) => text.slice(s.start, s.end))).toEqual(['Title line', 'second line', 'Third']);
  });
});
