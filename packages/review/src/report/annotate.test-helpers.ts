import {
  AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType,
} from 'docx';
import type { Doc, Span } from '../types.ts';
import { parseXml, type XmlElement, type XmlNode } from '../ingest/xml.ts';

/**
 * A real Word file for the annotation tests, built with the docx package: a heading, a paragraph with a bold run in
 * the middle of a sentence, an automatically numbered list, a table, an ampersand, a signature line. Text written
 * for these tests.
 */
export async function sampleDocx(): Promise<Buffer> {
  const item = (text: string) => new Paragraph({ numbering: { reference: 'clauses', level: 0 }, children: [new TextRun(text)] });
  const cell = (text: string) => new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: [new Paragraph(text)] });
  const doc = new Document({
    numbering: { config: [{ reference: 'clauses', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT }] }] },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('SUPPLY AGREEMENT')] }),
          new Paragraph({
            children: [
              new TextRun('This Agreement is made between '),
              new TextRun({ text: 'Harbour Lamps Co., Ltd.', bold: true }),
              new TextRun(', a company organised under the laws of the People\'s Republic of China ("Seller"), and Northwind Retail Inc. ("Buyer") for the supply of lamps.'),
            ],
          }),
          item('Delivery. The Seller shall deliver the Products within forty-five (45) days after each order.'),
          item('Inspection. The Buyer may reject defective Products within ten (10) days after delivery.'),
          new Paragraph({
            children: [
              new TextRun('The Buyer shall pay each invoice '),
              new TextRun({ text: 'within one hundred twenty (120) days', bold: true, italics: true }),
              new TextRun(' after receipt of the goods.'),
            ],
          }),
          new Table({ rows: [new TableRow({ children: [cell('Price'), cell('USD 250,000 per shipment')] }), new TableRow({ children: [cell('Currency'), cell('United States dollars')] })] }),
          new Paragraph('This Agreement is governed by the laws of New York & the courts of New York decide all disputes.'),
          new Paragraph('Signed by the authorised representatives of both parties.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Text of `doc` over a span, source characters only, a newline where the paragraph changes. */
export function sourceText(doc: Doc, span: Span): string {
  let out = '';
  let last: number | undefined;
  for (const s of doc.map.segments) {
    if (s.generated || s.end <= span.start || s.start >= span.end) continue;
    if (last !== undefined && s.paragraph !== last) out += '\n';
    out += doc.text.slice(Math.max(span.start, s.start), Math.min(span.end, s.end));
    last = s.paragraph;
  }
  return out;
}

/**
 * The text inside each comment range of a document.xml, read independently of the code under test: a tree walk
 * that collects <w:t>, tabs and breaks between <w:commentRangeStart> and <w:commentRangeEnd> of each id.
 */
export function commentedText(xml: string): Map<string, string> {
  const open = new Map<string, string>();
  const done = new Map<string, string>();
  const lastPara = new Map<string, XmlElement>();
  const paraStack: XmlElement[] = [];
  const add = (s: string) => {
    for (const [id, t] of open) {
      const p = paraStack[paraStack.length - 1];
      const prev = lastPara.get(id);
      open.set(id, t + (prev && prev !== p && t ? '\n' : '') + s);
      lastPara.set(id, p);
    }
  };
  const walk = (n: XmlNode) => {
    if (typeof n === 'string') return;
    if (n.name === 'w:commentRangeStart') return void open.set(n.attrs['w:id'], '');
    if (n.name === 'w:commentRangeEnd') {
      done.set(n.attrs['w:id'], open.get(n.attrs['w:id']) ?? '');
      open.delete(n.attrs['w:id']);
      return;
    }
    if (n.name === 'w:pPr' || n.name === 'w:rPr') return;
    if (n.name === 'w:t') return void add(n.children.filter((c): c is string => typeof c === 'string').join(''));
    if (n.name === 'w:tab') return void add('\t');
    if (n.name === 'w:br') return void add('\n');
    if (n.name === 'w:p') paraStack.push(n);
    for (const c of n.children) walk(c);
    if (n.name === 'w:p') paraStack.pop();
  };
  walk(parseXml(xml));
  return done;
}
