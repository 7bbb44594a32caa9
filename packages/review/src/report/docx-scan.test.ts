import { describe, expect, it } from 'vitest';
import { docx } from '../ingest/fixtures.test-helpers.ts';
import { ingestBuffer } from '../ingest/index.ts';
import { readZipDirectory, readZipEntry } from '../ingest/zip.ts';
import { decodeEntities } from '../ingest/xml.ts';
import { annotateDocx } from './annotate.ts';
import { commentedText, sourceText } from './annotate.test-helpers.ts';
import { rawOffset, scanPart, type Piece } from './docx-scan.ts';

/** Paragraph XML with most of what Word writes inside a paragraph (text written for this test). */
const BODY = [
  '<w:p><w:r><w:t xml:space="preserve">Fees &amp; costs of &#x4E2D;&#x6587; </w:t></w:r><w:r><w:t>are due</w:t></w:r><!-- a note --><w:r><w:t xml:space="preserve"> monthly.</w:t></w:r></w:p>',
  '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>See the schedule</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> at </w:t></w:r>' +
    '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF x </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>page 4</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">Old </w:t></w:r><w:del w:id="1" w:author="a"><w:r><w:delText>wording </w:delText></w:r></w:del><w:ins w:id="2" w:author="a"><w:r><w:t xml:space="preserve">new wording </w:t></w:r></w:ins><w:r><w:t>stays</w:t><w:br w:type="page"/><w:t xml:space="preserve"> here</w:t><w:noBreakHyphen/><w:t>there</w:t><w:softHyphen/><w:sym w:font="Symbol" w:char="F0B7"/></w:r></w:p>',
  '<w:p/>',
  '<w:p><w:r><w:t xml:space="preserve">Before the box </w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent>' +
    '<w:p><w:r><w:t>Boxed words inside</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice>' +
    '<mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>Boxed words inside</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r>' +
    '<w:r><w:t>and after it.</w:t></w:r></w:p>',
  '<w:p><w:r><w:t>Emoji &#x1F600; then text</w:t></w:r></w:p>',
].join('');

function pieceText(xml: string, p: Piece, doc: string, segStart: number): string {
  return p.kind === 'text' ? decodeEntities(xml.slice(p.rawStart, p.rawEnd)) : doc.slice(segStart + p.start, segStart + p.end);
}

describe('paragraph scan', () => {
  it('reads every paragraph exactly as the ingest does (entities, fields, revisions, breaks, text boxes)', async () => {
    const bytes = await docx(BODY);
    const doc = await ingestBuffer(bytes, 'x.docx', { anyLanguage: true });
    const xml = readZipEntry(bytes, readZipDirectory(bytes).get('word/document.xml')!).toString('utf8');
    const scan = scanPart(xml);
    expect(scan.paragraphs).toBe(8); // six body paragraphs, the text box's and its fallback copy
    const segs = doc.map.segments.filter((s) => !s.generated);
    expect(segs.length).toBeGreaterThanOrEqual(6);
    for (const seg of segs) {
      const pieces = scan.pieces.get(seg.paragraph!) ?? [];
      const text = pieces.map((p) => pieceText(xml, p, doc.text, seg.start)).join('');
      expect(text).toBe(doc.text.slice(seg.start, seg.end));
      expect(pieces.at(-1)!.end).toBe(seg.end - seg.start);
    }
    expect(doc.text).toContain('Boxed words inside');
    expect(doc.text).not.toContain('Old wording');
  });

  it('keeps the run properties of an indented file when it cuts a run', async () => {
    const body = '<w:p>\n  <w:r>\n    <w:rPr>\n      <w:i/>\n    </w:rPr>\n    <w:t>Alpha beta gamma</w:t>\n  </w:r>\n</w:p>';
    const bytes = await docx(body);
    const doc = await ingestBuffer(bytes, 'x.docx', { anyLanguage: true });
    const s = doc.text.indexOf('beta');
    const r = annotateDocx(bytes, doc, [{ id: 'i', severity: 'lower', title: { cn: '事项', en: 'Item' }, advice: { cn: '意见' }, alternative: { en: 'Text.' }, clauses: [{ start: s, end: s + 4 }] }]);
    const out = readZipEntry(r.bytes, readZipDirectory(r.bytes).get('word/document.xml')!).toString('utf8');
    expect(out.match(/<w:i\/>/g)).toHaveLength(3);
    expect(commentedText(out).get(String(r.comments[0].commentId))).toBe('beta');
  });

  it('maps decoded offsets back into raw XML text', () => {
    const raw = 'a&amp;b&#x1F600;c&unknown;d';
    expect(raw.slice(rawOffset(raw, 1), rawOffset(raw, 2))).toBe('&amp;');
    expect(raw.slice(rawOffset(raw, 3), rawOffset(raw, 5))).toBe('&#x1F600;');
    expect(raw[rawOffset(raw, 5)]).toBe('c');
    expect(raw.slice(rawOffset(raw, 6), rawOffset(raw, 15))).toBe('&unknown;');
    expect(raw[rawOffset(raw, 15)]).toBe('d');
  });

  it('anchors comments on those paragraphs with the exact text, the text box and the field result included', async () => {
    const bytes = await docx(BODY);
    const doc = await ingestBuffer(bytes, 'x.docx', { anyLanguage: true });
    const t = doc.text;
    const at = (s: string) => ({ start: t.indexOf(s), end: t.indexOf(s) + s.length });
    const spans = [at('costs of 中文 are due mon'), at('schedule at page'), at('Old new wording stays'), at('words inside'), at('and after it'), at('😀 then')];
    for (const s of spans) expect(s.start).toBeGreaterThanOrEqual(0);
    const mk = (id: string, s: { start: number; end: number }) => ({ id, severity: 'lower' as const, title: { cn: '事项', en: 'Item' }, advice: { cn: '意见' }, alternative: { en: 'Text.' }, clauses: [s] });
    const r = annotateDocx(bytes, doc, spans.map((s, i) => mk(`i${i}`, s)));
    expect(r.unlocated).toEqual([]);
    const out = readZipEntry(r.bytes, readZipDirectory(r.bytes).get('word/document.xml')!).toString('utf8');
    const got = commentedText(out);
    for (const c of r.comments) expect(got.get(String(c.commentId)), c.issueId).toBe(sourceText(doc, c.span));
    expect((await ingestBuffer(r.bytes, 'y.docx', { anyLanguage: true })).text).toBe(t);
  });
});
