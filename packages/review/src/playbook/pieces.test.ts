import { describe, expect, it } from 'vitest';
import { joinBroken, LONG_PARAGRAPH, playbookParagraphs } from './pieces.ts';
import { paragraphSpans } from '../ingest/builder.ts';

const sentence = (n: number) => `The Supplier shall keep record number ${n} of every shipment for three years after delivery.`;
const clause = (num: string, title: string, sentences: number) =>
  `${num} ${title}. ${Array.from({ length: sentences }, (_, i) => sentence(i)).join(' ')}`;

describe('playbook paragraphs', () => {
  it('keeps ordinary paragraphs as they are', () => {
    const text = `${clause('1.', 'Term', 3)}\n${clause('2.', 'Price', 2)}`;
    const paras = [{ start: 0, end: text.indexOf('\n') }, { start: text.indexOf('\n') + 1, end: text.length }];
    expect(playbookParagraphs(text, paras)).toEqual(paras);
  });

  it('cuts an article flattened onto one line at its numbered clauses', () => {
    const text = [clause('6.', 'Warranties', 1), clause('6.1', 'Quality', 6), clause('6.2', 'Remedies', 6), clause('6.3', 'Duration', 6)].join(' ');
    expect(text.length).toBeGreaterThan(LONG_PARAGRAPH);
    const pieces = playbookParagraphs(text, [{ start: 0, end: text.length }]).map((p) => text.slice(p.start, p.end));
    expect(pieces.map((p) => p.slice(0, 14))).toEqual(['6. Warranties.', '6.2 Remedies. ', '6.3 Duration. ']);
    // The short heading clause joins the clause after it, and the pieces cover the line without a gap.
    expect(pieces[0]).toContain('6.1 Quality.');
    expect(pieces.join(' ')).toBe(text);
  });

  it('keeps lettered items with their lead-in and cuts a long unnumbered run at sentence ends', () => {
    const items = Array.from({ length: 30 }, (_, i) => `(${String.fromCharCode(97 + (i % 26))}) ${sentence(i)}`).join(' ');
    const text = `The Supplier shall indemnify the Buyer against all claims arising out of: ${items}`;
    const pieces = playbookParagraphs(text, [{ start: 0, end: text.length }]);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.end - p.start).toBeLessThanOrEqual(LONG_PARAGRAPH);
    expect(text.slice(pieces[0]!.start, pieces[0]!.end)).toContain('shall indemnify the Buyer against all claims arising out of: (a)');
  });

  it('joins a sentence broken at a page end, across a lone page number, but not before a list item', () => {
    const text = [
      'The Supplier shall indemnify the Buyer against all claims,',
      '- 7 -',
      'losses and expenses arising from the products. The Buyer shall',
      'pay within thirty days.',
      'The licences granted hereunder; and',
      'ii. the Licensed Content.',
      'The parties agree as follows:',
      'a) Definitions.',
    ].join('\n\n');
    const joined = joinBroken(text, paragraphSpans(text)).map((p) => text.slice(p.start, p.end).split('\n\n').length);
    expect(joined).toEqual([4, 1, 1, 1, 1]);
    expect(playbookParagraphs(text, paragraphSpans(text))).toHaveLength(5);
  });

  it('joins a number in words broken from its figures', () => {
    const text = 'The obligations shall continue for a period of eighteen\n(18) months following the date of this Agreement.\nThe Buyer shall pay as follows:\n(1) the deposit on signing.';
    expect(joinBroken(text, paragraphSpans(text)).map((p) => text.slice(p.start, p.end).split('\n').length)).toEqual([2, 1, 1]);
  });

  it('joins a sentence broken by a running footer, which recurs with its own page details', () => {
    const footer = (n: number) => `Source: ACME HOLDINGS INC, 10-K, ${n}/27/2020`;
    const text = [
      'The Licensee shall keep the know-how confidential and shall',
      footer(1),
      'not disclose it to any third party.',
      footer(2),
      'The Licensor may audit the records.',
      footer(3),
      'Each party shall bear its own costs.',
    ].join('\n\n');
    const joined = joinBroken(text, paragraphSpans(text)).map((p) => text.slice(p.start, p.end).split('\n\n').length);
    expect(joined).toEqual([3, 1, 1, 1, 1]);
  });
});
