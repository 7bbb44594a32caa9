import { describe, expect, it } from 'vitest';
import { ingestBuffer } from './index.ts';
import { docx, header, NUMBERING, numPr, para } from './fixtures.test-helpers.ts';

describe('docx ingest', () => {
  it('reads a bilingual table, Chinese and English side by side, as each cell\'s paragraphs on their own lines', async () => {
    const row = (zh: string, en: string[]) => `<w:tr><w:tc>${para(zh)}</w:tc><w:tc>${en.map((x) => para(x)).join('')}</w:tc></w:tr>`;
    const body =
      para('PURCHASE CONTRACT') +
      '<w:tbl>' +
      row('甲方（买方）：宁波某机械有限公司', ['Party A (Buyer): Ningbo Alder Machinery Co., Ltd.', 'Address: 1 Main Road, Ningbo, China']) +
      row('第一条 货物。乙方向甲方出售泵站二十台。', ['Article 1 Goods. Party B shall sell twenty pump units to Party A.']) +
      '</w:tbl>' +
      `<w:tbl><w:tr><w:tc>${para('Item')}</w:tc><w:tc>${para('单价 Unit price')}</w:tc></w:tr></w:tbl>`;
    const doc = await ingestBuffer(await docx(body), 'bi.docx');
    expect(doc.text.split('\n').filter(Boolean)).toEqual([
      'PURCHASE CONTRACT',
      '甲方（买方）：宁波某机械有限公司',
      'Party A (Buyer): Ningbo Alder Machinery Co., Ltd.',
      'Address: 1 Main Road, Ningbo, China',
      '第一条 货物。乙方向甲方出售泵站二十台。',
      'Article 1 Goods. Party B shall sell twenty pump units to Party A.',
      'Item\t单价 Unit price',
    ]);
    const at = doc.text.indexOf('Article 1');
    const seg = doc.map.segments.find((x) => x.start <= at && at < x.end && !x.generated)!;
    expect(seg.paragraph).toBe(5);
  });

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
