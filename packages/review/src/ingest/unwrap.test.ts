import { describe, expect, it } from 'vitest';
import { segment } from '../classify/segment.ts';
import { docx, para } from './fixtures.test-helpers.ts';
import { ingestBuffer } from './index.ts';
import { ingestTxt } from './txt.ts';

/** A paragraph-per-line contract, and the same text broken at a fixed width as filings and scans are. */
const PARAGRAPHS = [
  'SUPPLY AGREEMENT',
  '1. Term. This Agreement commences on the Effective Date and continues for an initial term of three years, after which it renews automatically for successive one-year terms unless either party gives notice of non-renewal at least ninety days before the end of the then-current term.',
  '2. Payment. The Buyer shall pay each undisputed invoice within 30 days after receipt, and any amount not paid when due bears interest at one percent per month until it is paid in full to the Seller.',
  '3. Limitation of Liability. In no event shall either party be liable to the other for any indirect, incidental, special or consequential damages, and the aggregate liability of the Seller under this Agreement shall not exceed the fees paid by the Buyer in the twelve months before the claim.',
  '4. Governing Law. This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws rules, and the parties submit to the exclusive jurisdiction of the courts located in New York County.',
];

function wrap(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const out: string[] = [];
      let cur = '';
      for (const w of line.split(' ')) {
        if (cur && cur.length + 1 + w.length > width) {
          out.push(cur);
          cur = w;
        } else cur = cur ? `${cur} ${w}` : w;
      }
      out.push(cur);
      return out.join('\n');
    })
    .join('\n\n');
}

describe('hard-wrapped .txt contracts', () => {
  const flat = PARAGRAPHS.join('\n\n');
  const wrapped = wrap(PARAGRAPHS.join('\n'), 72);

  it('are read in paragraphs, breaks as spaces, character for character', () => {
    const doc = ingestTxt(Buffer.from(wrapped));
    expect(doc.text.length).toBe(wrapped.length);
    expect(doc.paragraphs).toHaveLength(PARAGRAPHS.length);
    expect(doc.text.slice(doc.paragraphs[2]!.start, doc.paragraphs[2]!.end)).toBe(PARAGRAPHS[2]);
  });

  it('run a line that starts with a number before a lower-case word on; a numbered clause starts anew', () => {
    // Break the payment clause before "30 days", as a narrower page would.
    const text = wrapped.replace(' 30 days\nafter', '\n30 days after');
    expect(text).toMatch(/within\n30 days after/);
    const doc = ingestTxt(Buffer.from(text));
    const paragraphs = doc.paragraphs.map((p) => doc.text.slice(p.start, p.end));
    expect(paragraphs).toContain(PARAGRAPHS[2]);
    expect(paragraphs.filter((p) => /^\d\. /.test(p))).toHaveLength(4);
  });

  it('are cut into the same clause segments as the paragraph-per-line text', () => {
    const a = ingestTxt(Buffer.from(flat));
    const b = ingestTxt(Buffer.from(wrapped));
    const texts = (d: typeof a) => segment(d.text, d.paragraphs).map((s) => d.text.slice(s.start, s.end));
    expect(texts(b)).toEqual(texts(a));
  });

  it('leave a text kept a paragraph a line exactly as read', () => {
    const doc = ingestTxt(Buffer.from(flat));
    expect(doc.text).toBe(flat);
    expect(doc.paragraphs).toHaveLength(PARAGRAPHS.length);
  });

  it('in a Word file a paragraph a line (as PDF-to-Word conversions give) are read in their real paragraphs', async () => {
    const body = wrapped
      .split('\n')
      .map((l) => para(l))
      .join('');
    const doc = await ingestBuffer(await docx(body), 'converted.docx');
    const paragraphs = doc.paragraphs.map((p) => doc.text.slice(p.start, p.end));
    expect(paragraphs).toEqual(PARAGRAPHS);
    // A Word file of whole paragraphs is read as it is.
    const whole = await ingestBuffer(await docx(PARAGRAPHS.map((p) => para(p)).join('')), 'whole.docx');
    expect(whole.paragraphs).toHaveLength(PARAGRAPHS.length);
  });

  it('run a line that starts "Section 5.2 of ..." on; "Section 6 Term" or "ARTICLE III" starts a part', () => {
    const text = wrapped.replace(' 30 days\nafter', ' 30 days after').replace('twelve months before\nthe claim.', 'twelve months before the claim, subject to\nSection 5.2 of the Master Agreement.');
    const doc = ingestTxt(Buffer.from(text));
    const paragraphs = doc.paragraphs.map((p) => doc.text.slice(p.start, p.end));
    expect(paragraphs.some((p) => p.endsWith('subject to Section 5.2 of the Master Agreement.'))).toBe(true);
    const parts = ingestTxt(Buffer.from(text.replace('\n\n4. Governing Law.', '\nARTICLE III\n4. Governing Law.')));
    expect(parts.paragraphs.map((p) => parts.text.slice(p.start, p.end))).toContain('ARTICLE III');
  });

  it('join a line that fills the width to the next even when it reads like a heading: headings are short', () => {
    const title = 'Service Package No: 40715 Amendment No: 2 GAS TRANSPORTATION AGREEMENT (For Use under the Firm Rate Schedule) between the parties below';
    const text = wrap([title, ...PARAGRAPHS.slice(1)].join('\n'), 72);
    expect(text.split('\n')[0]).toBe('Service Package No: 40715 Amendment No: 2 GAS TRANSPORTATION AGREEMENT');
    const doc = ingestTxt(Buffer.from(text));
    expect(doc.text.slice(doc.paragraphs[0]!.start, doc.paragraphs[0]!.end)).toBe(title);
  });
});

