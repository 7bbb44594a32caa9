import { describe, expect, it } from 'vitest';
import { ingestBuffer } from './index.ts';
import { docx, header, NUMBERING, numPr, para } from './fixtures.test-helpers.ts';

describe('docx ingest', () => {
  it('renders automatic numbering, keeps tables as rows and headers apart, and maps text to <w:p> indexes', async () => {
    const body = [
      para('SUPPLY AGREEMENT'),
      para('Definitions', numPr(0)),
      para('Goods means the products in Schedule 1.', numPr(1)),
      para('Price means the amounts in the price list.', numPr(1)),
      para('the first case;', numPr(2)),
      para('Delivery', numPr(0)),
      `<w:tbl><w:tr><w:tc>${para('Item')}</w:tc><w:tc>${para('Price')}</w:tc></w:tr>` +
        `<w:tr><w:tc>${para('Widget')}</w:tc><w:tc>${para('USD 10')}${para('per unit')}</w:tc></w:tr></w:tbl>`,
      '<w:p><w:r><w:t>Deleted </w:t></w:r><w:del><w:r><w:delText>old words </w:delText></w:r></w:del><w:r><w:t>kept</w:t><w:tab/><w:t>after tab</w:t></w:r></w:p>',
    ].join('');
    const buf = await docx(body, { 'word/numbering.xml': NUMBERING, 'word/header1.xml': header('Confidential draft'), 'word/footer1.xml': header('Page footer') });
    const doc = await ingestBuffer(buf, 'x.DOCX');
    expect(doc.source).toBe('docx');
    expect(doc.text.split('\n').filter(Boolean)).toEqual([
      'SUPPLY AGREEMENT',
      '1. Definitions',
      '1.1 Goods means the products in Schedule 1.',
      '1.2 Price means the amounts in the price list.',
      '(a) the first case;',
      '2. Delivery',
      'Item\tPrice',
      'Widget\tUSD 10 per unit',
      'Deleted kept\tafter tab',
    ]);
    expect(doc.headersFooters).toEqual(['Confidential draft', 'Page footer']);
    expect(doc.text).not.toContain('Confidential draft');
    // Every mapped segment names its paragraph; the text at the segment is the paragraph's text from `offset`.
    const price = doc.text.indexOf('Price means');
    const seg = doc.map.segments.find((s) => s.start <= price && price < s.end && !s.generated)!;
    expect(seg.part).toBe('word/document.xml');
    expect(seg.paragraph).toBe(3);
    expect(seg.offset).toBe(0);
    const label = doc.map.segments.find((s) => s.generated && doc.text.slice(s.start, s.end) === '1.2')!;
    expect(label.paragraph).toBe(3);
    // Table cells: "per unit" is the 11th <w:p> of the document (index 10).
    const perUnit = doc.text.indexOf('per unit');
    expect(doc.map.segments.find((s) => s.start === perUnit)!.paragraph).toBe(10);
    expect(doc.paragraphs.length).toBe(9);
    expect(doc.headings.map((h) => h.number ?? h.title)).toEqual(['SUPPLY AGREEMENT', '1', '1.1', '1.2', '(a)', '2']);
  });

  it('a .doc name holding a .docx is read as .docx', async () => {
    const doc = await ingestBuffer(await docx(para('This Agreement is made by the parties and shall be governed by the laws of England.')), 'renamed.doc');
    expect(doc.text).toContain('governed by the laws of England');
  });
});
