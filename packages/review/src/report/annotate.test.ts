import { describe, expect, it } from 'vitest';
import { docx, para } from '../ingest/fixtures.test-helpers.ts';
import { ingestBuffer } from '../ingest/index.ts';
import { readZipDirectory, readZipEntry } from '../ingest/zip.ts';
import type { Doc, Issue, Span } from '../types.ts';
import { annotateDocx, annotatedContract } from './annotate.ts';
import { commentedText, sampleDocx, sourceText } from './annotate.test-helpers.ts';
import { CONTRACT, sampleIssues, spanOf } from './fixtures.test-helpers.ts';

const issue = (id: string, clauses: Span[], anchor?: Span): Issue => ({
  id,
  severity: 'medium',
  title: { cn: '测试事项', en: 'Test issue' },
  advice: { cn: '建议修改该条款。' },
  alternative: { en: 'Each party shall act in good faith.' },
  clauses,
  ...(anchor ? { anchor } : {}),
});

function part(zip: Buffer, name: string): string | undefined {
  const e = readZipDirectory(zip).get(name);
  return e ? readZipEntry(zip, e).toString('utf8') : undefined;
}

/** Every comment's range holds exactly the source text of the span it was placed on. */
function expectExactRanges(bytes: Buffer, doc: Doc, comments: { commentId: number; span: Span }[]): void {
  const got = commentedText(part(bytes, 'word/document.xml')!);
  expect(got.size).toBe(comments.length);
  for (const c of comments) expect(got.get(String(c.commentId))).toBe(sourceText(doc, c.span));
}

describe('annotated .docx', () => {
  it('comments the clauses of a real Word file and leaves the rest of the package untouched', async () => {
    const original = await sampleDocx();
    const doc = await ingestBuffer(original, 'supply.docx');
    const t = doc.text;
    const numberLabel = t.indexOf('1. Delivery');
    const issues = [
      issue('mid-run.to.bold-run', [spanOf(t, 'pay each invoice within one hundred')]),
      issue('bold.run.exactly', [spanOf(t, 'Harbour Lamps Co., Ltd.')]),
      issue('numbered.item', [{ start: numberLabel, end: t.indexOf('Inspection') - 1 }]),
      issue('two.paragraphs', [{ start: t.indexOf('(45) days'), end: t.indexOf('Inspection') + 'Inspection'.length }]),
      issue('table.cell', [spanOf(t, '250,000 per')]),
      issue('entity', [spanOf(t, 'York & the')]),
      issue('missing.clause', [], spanOf(t, 'Signed by')),
      issue('numbering.only', [{ start: numberLabel, end: numberLabel + 2 }]),
    ];
    const r = annotateDocx(original, doc, issues);
    expect(r.unlocated).toEqual(['numbering.only']);
    expect(r.comments.map((c) => c.issueId)).toEqual(issues.slice(0, 7).map((i) => i.id));
    expectExactRanges(r.bytes, doc, r.comments);
    // The numbering label is generated: the comment starts on the item's own first character.
    expect(sourceText(doc, r.comments[2].span)).toMatch(/^Delivery\. /);
    // The missing clause is commented on the whole paragraph at its anchor.
    expect(sourceText(doc, r.comments[6].span)).toBe('Signed by the authorised representatives of both parties.');

    const comments = part(r.bytes, 'word/comments.xml')!;
    expect(comments.match(/<w:comment /g)).toHaveLength(7);
    expect(comments).toContain('w:author="LexBridge"');
    expect(comments).toContain('【中风险 Medium】测试事项（Test issue）');
    expect(comments).toContain('Alternative: Each party shall act in good faith.');
    expect(comments).toContain('未找到相应条款（clause not found）');
    expect(part(r.bytes, 'word/_rels/document.xml.rels')).toMatch(/relationships\/comments" Target="comments.xml"/);
    expect(part(r.bytes, '[Content_Types].xml')).toContain('PartName="/word/comments.xml"');

    // The text reads the same, run formatting survives the splits, and every other part is byte-identical.
    expect((await ingestBuffer(r.bytes, 'again.docx')).text).toBe(t);
    const xml = part(r.bytes, 'word/document.xml')!;
    expect(xml).toMatch(/<w:commentRangeEnd w:id="\d+"\/><w:r><w:commentReference w:id="\d+"\/><\/w:r><w:r><w:rPr><w:b\/><w:bCs\/><w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve"> twenty/);
    const before = readZipDirectory(original);
    const changed = new Set(['word/document.xml', 'word/comments.xml', 'word/_rels/document.xml.rels', '[Content_Types].xml']);
    for (const name of before.keys()) {
      if (changed.has(name)) continue;
      expect(part(r.bytes, name), name).toBe(part(original, name));
    }
  });

  it('cuts a run inside its text, keeps spaces at the cut, and steps over tabs, breaks and deleted text', async () => {
    const body =
      '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Alpha beta gamma delta</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Price</w:t><w:tab/><w:t>USD 5</w:t><w:br/><w:t>net</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">Keep </w:t></w:r><w:del w:id="9" w:author="x"><w:r><w:delText>removed </w:delText></w:r></w:del><w:r><w:t>this text &amp; that</w:t></w:r></w:p>' +
      para('The parties agree to the terms above.');
    const original = await docx(body);
    const doc = await ingestBuffer(original, 'x.docx');
    const t = doc.text;
    const r = annotateDocx(original, doc, [
      issue('inside.text', [spanOf(t, 'beta gamma')]),
      issue('over.tab.and.break', [spanOf(t, 'Price\tUSD 5\nnet')]),
      issue('over.deletion', [spanOf(t, 'Keep this text &')]),
    ]);
    expect(r.unlocated).toEqual([]);
    expectExactRanges(r.bytes, doc, r.comments);
    const xml = part(r.bytes, 'word/document.xml')!;
    expect(xml).toContain('<w:t xml:space="preserve">Alpha </w:t></w:r><w:commentRangeStart');
    expect(xml).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">beta gamma</w:t></w:r><w:commentRangeEnd');
    expect(xml).toContain('<w:delText>removed </w:delText>');
    expect((await ingestBuffer(r.bytes, 'again.docx')).text).toBe(t);
    // This package had no relationships part for the main document: one is created.
    expect(part(r.bytes, 'word/_rels/document.xml.rels')).toContain('Target="comments.xml"');
  });

  it('appends to the comments a document already has, with new ids', async () => {
    const original = await sampleDocx();
    const doc = await ingestBuffer(original, 'supply.docx');
    const first = annotateDocx(original, doc, [issue('first', [spanOf(doc.text, 'Harbour Lamps')])]);
    const second = annotateDocx(first.bytes, doc, [issue('second', [spanOf(doc.text, 'Northwind Retail')])]);
    expect(second.comments[0].commentId).toBeGreaterThan(first.comments[0].commentId);
    const comments = part(second.bytes, 'word/comments.xml')!;
    expect(comments.match(/<w:comment /g)).toHaveLength(2);
    expect(part(second.bytes, 'word/_rels/document.xml.rels')!.match(/relationships\/comments"/g)).toHaveLength(1);
    expect(commentedText(part(second.bytes, 'word/document.xml')!).size).toBe(2);
  });

  it('fills an empty comments part the document names, and leaves alone one it cannot extend', async () => {
    const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    const rels =
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="notes/remarks.xml"/></Relationships>';
    const make = (comments: string) => docx(para('The Supplier shall deliver the goods on time.'), { 'word/_rels/document.xml.rels': rels, 'word/notes/remarks.xml': comments });
    const filled = await make(`<?xml version="1.0"?><w:comments ${W}/>`);
    const doc = await ingestBuffer(filled, 'x.docx');
    const r = annotateDocx(filled, doc, [issue('one', [spanOf(doc.text, 'deliver the goods')])]);
    expect(r.comments).toHaveLength(1);
    expect(part(r.bytes, 'word/notes/remarks.xml')).toMatch(/^<\?xml version="1.0"\?><w:comments xmlns:w="[^"]+"><w:comment w:id="0" /);
    expect(part(r.bytes, 'word/comments.xml')).toBeUndefined();
    expect(part(r.bytes, 'word/_rels/document.xml.rels')).toBe(rels);
    expect(part(r.bytes, '[Content_Types].xml')).toContain('PartName="/word/notes/remarks.xml"');

    const odd = await make('<?xml version="1.0"?><comments xmlns="http://schemas.openxmlformats.org/wordprocessingml/2006/main"></comments>');
    const left = annotateDocx(odd, doc, [issue('one', [spanOf(doc.text, 'deliver the goods')])]);
    expect(left.unlocated).toEqual(['one']);
    expect(left.bytes.equals(odd)).toBe(true);
  });

  it('returns the file unchanged when no issue can be located', async () => {
    const original = await sampleDocx();
    const doc = await ingestBuffer(original, 'supply.docx');
    const r = annotateDocx(original, doc, [issue('nowhere', [])]);
    expect(r.unlocated).toEqual(['nowhere']);
    expect(r.bytes.equals(original)).toBe(true);
  });
});

describe('annotated text upload', () => {
  it('is a clean DOCX of the text with the same comments', async () => {
    const doc = await ingestBuffer(Buffer.from(CONTRACT), 'supply.txt');
    const issues = sampleIssues(doc.text);
    const r = await annotatedContract(doc, issues);
    expect(r.unlocated).toEqual([]);
    expect(r.comments).toHaveLength(issues.length);
    const again = await ingestBuffer(r.bytes, 'clean.docx');
    expect(again.text.trim()).toBe(doc.text.trim());
    const got = commentedText(part(r.bytes, 'word/document.xml')!);
    for (const c of r.comments) expect(got.get(String(c.commentId))).toBe(doc.text.slice(c.span.start, c.span.end));
  });

  it('sets only headings in bold: a heading line whole, a clause only in its number and title', async () => {
    const text = 'SUPPLY AGREEMENT\n12. Notices. All notices shall be in writing.\n(a) The Seller shall deliver the goods on time.\nThe Buyer shall pay.';
    const doc = await ingestBuffer(Buffer.from(text), 'bold.txt');
    const xml = part((await annotatedContract(doc, [])).bytes, 'word/document.xml')!;
    const bold = [...xml.matchAll(/<w:r>(?:(?!<\/w:r>)[\s\S])*?<w:b\/>(?:(?!<\/w:r>)[\s\S])*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]!.trim());
    expect(bold).toEqual(['SUPPLY AGREEMENT', '12. Notices.', '(a)']);
  });
});
