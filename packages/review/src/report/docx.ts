import {
  AlignmentType, BorderStyle, Document, Footer, HeadingLevel, ImageRun, LineRuleType, Packer, PageNumber, Paragraph, ShadingType, Tab,
  Table, TableCell, TableRow, TextRun, WidthType,
} from 'docx';
import { CHART_H, CHART_W, chartPng } from './chart.ts';
import { L, SEVERITIES, SEVERITY_COLOURS, SEVERITY_NAMES, both } from './labels.ts';
import type { KeyTerm, ReportIssue, ReportModel } from './model.ts';
import type { NdaRow } from './nda.ts';
import { displayQuote, headerLines, printable, quoteNote, severityHeading, summarySentence } from './text.ts';

/**
 * The risk report as a Word document: SimSun for Chinese, Times New Roman for Latin text (Word picks the East Asian
 * font per character), headings in SimHei/Arial, page numbers in the footer, a table of counts and the bar chart
 * as a PNG, then the issues by severity with their quote, advice and alternative clause.
 */
const BODY_FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Times New Roman', eastAsia: 'SimSun' };
const HEAD_FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: 'SimHei' };
const BODY = 21; // half-points: 10.5 pt, 五号
const GREY = 'BDBDBD';

/** Runs of a text that may hold tabs and line breaks (table rows of the contract keep their cells apart). */
function textRuns(text: string, opts: { bold?: boolean; color?: string; size?: number } = {}): TextRun[] {
  return printable(text).replace(/\r\n?/g, '\n').split('\n').map((line, i) => {
    const parts = line.split('\t');
    const children: (string | Tab)[] = [];
    parts.forEach((p, k) => {
      if (k) children.push(new Tab());
      if (p) children.push(p);
    });
    return new TextRun({ ...opts, children, ...(i ? { break: 1 } : {}) });
  });
}

const para = (text: string, opts: { bold?: boolean; indent?: number; after?: number } = {}) =>
  new Paragraph({ indent: opts.indent ? { left: opts.indent } : undefined, spacing: { after: opts.after ?? 80 }, children: textRuns(text, { bold: opts.bold }) });

const label = (text: string) =>
  new Paragraph({ spacing: { before: 120, after: 40 }, keepNext: true, children: [new TextRun({ text, bold: true, color: '424242' })] });

const border = { style: BorderStyle.SINGLE, size: 4, color: GREY };
const borders = { top: border, bottom: border, left: border, right: border };

function cell(text: string, opts: { bold?: boolean; fill?: string; color?: string; width?: number; center?: boolean; size?: number } = {}): TableCell {
  return new TableCell({
    borders,
    width: opts.width ? { size: opts.width, type: WidthType.PERCENTAGE } : undefined,
    shading: opts.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: opts.fill } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [
      new Paragraph({ alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT, children: textRuns(text, { bold: opts.bold, color: opts.color, size: opts.size }) }),
    ],
  });
}

function countsTable(m: ReportModel): Table {
  const rows = [
    new TableRow({
      tableHeader: true,
      children: [cell(both(L.severity), { bold: true, fill: 'EEEEEE', width: 60 }), cell(both(L.count), { bold: true, fill: 'EEEEEE', width: 40, center: true })],
    }),
    ...SEVERITIES.map((s) =>
      new TableRow({ children: [cell(both(SEVERITY_NAMES[s]), { bold: true, color: 'FFFFFF', fill: SEVERITY_COLOURS[s] }), cell(String(m.counts[s]), { center: true })] }),
    ),
    new TableRow({ children: [cell(both(L.total), { bold: true }), cell(String(m.total), { bold: true, center: true })] }),
  ];
  return new Table({ width: { size: 60, type: WidthType.PERCENTAGE }, rows });
}

function ndaTable(rows: NdaRow[]): Table {
  const answerColour: Record<NdaRow['label'], string | undefined> = { Entailment: undefined, Contradiction: SEVERITY_COLOURS.higher, NotMentioned: '757575' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell(both(L.statement), { bold: true, fill: 'EEEEEE', width: 38 }),
          cell(both(L.answer), { bold: true, fill: 'EEEEEE', width: 16 }),
          cell(both(L.evidence), { bold: true, fill: 'EEEEEE', width: 46 }),
        ],
      }),
      ...rows.map(
        (r) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(`${r.statement.cn}\n${r.statement.en}`),
              cell(`${r.answer.cn}\n${r.answer.en}`, { bold: true, color: answerColour[r.label] }),
              cell(r.evidence ? r.evidence.text + (r.evidence.excerpt ? '…' : '') : '—', { size: 18 }),
            ],
          }),
      ),
    ],
  });
}

function keyTermsTable(terms: KeyTerm[]): Table {
  const rows = [
    new TableRow({ tableHeader: true, children: [cell(both(L.item), { bold: true, fill: 'EEEEEE', width: 32 }), cell(both(L.value), { bold: true, fill: 'EEEEEE', width: 68 })] }),
    ...terms.map(
      (t) =>
        new TableRow({
          cantSplit: true,
          children: [cell(both(t.label), { bold: true }), cell(t.values.length ? t.values.join('\n') : both(L.none), { color: t.values.length ? undefined : '757575' })],
        }),
    ),
  ];
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
}

const boxed = (fill: string) => ({
  indent: { left: 240 },
  shading: { type: ShadingType.CLEAR, color: 'auto', fill },
  border: { left: { style: BorderStyle.SINGLE, size: 18, color: GREY, space: 6 } },
  spacing: { after: 80 },
});

function issueBlock(i: ReportIssue): Paragraph[] {
  const out: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_3,
      keepNext: true,
      children: [new TextRun({ text: `${i.number}. ${i.title.cn}`, color: SEVERITY_COLOURS[i.severity] }), new TextRun({ text: `（${i.title.en}）` })],
    }),
    label(`${both(L.clause)}：`),
  ];
  if (!i.quotes.length) out.push(new Paragraph({ ...boxed('F5F5F5'), children: [new TextRun({ text: both(L.notFound), italics: true, color: '757575' })] }));
  for (const q of i.quotes) {
    out.push(new Paragraph({ ...boxed('F5F5F5'), children: textRuns(displayQuote(q.text)) }));
  }
  const note = quoteNote(i);
  if (note) out.push(new Paragraph({ indent: { left: 240 }, children: [new TextRun({ text: note, italics: true, color: '757575', size: 18 })] }));
  out.push(label(`${both(L.advice)}：`), para(i.advice, { indent: 240 }));
  out.push(label(`${both(L.alternative)}：`));
  out.push(new Paragraph({ ...boxed('E8F0FE'), children: textRuns(i.alternative) }));
  return out;
}

function footer(): Footer {
  const [before, mid, after] = L.page.cn.split(/\{page\}|\{pages\}/);
  const [eBefore, eMid, eAfter] = L.page.en.split(/\{page\}|\{pages\}/);
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ size: 18, children: [before, PageNumber.CURRENT, mid, PageNumber.TOTAL_PAGES, after, '    ', eBefore, PageNumber.CURRENT, eMid, PageNumber.TOTAL_PAGES, eAfter] })],
      }),
    ],
  });
}

export async function renderReportDocx(m: ReportModel): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(m.title.cn)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: m.title.en, color: '616161' })] }),
    ...headerLines(m).map((l) => para(l, { after: 40 })),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(both(L.summary))] }),
    para(summarySentence(m)),
    countsTable(m),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 200 },
      children: [
        new ImageRun({
          type: 'png',
          data: chartPng(m.counts),
          transformation: { width: CHART_W, height: CHART_H },
          altText: { name: 'chart', title: both(L.chartCaption), description: summarySentence(m) },
        }),
      ],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: [new TextRun({ text: both(L.chartCaption), size: 18, color: '616161' })] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(both(L.keyTerms))] }),
    keyTermsTable(m.keyTerms),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(both(L.issues))] }),
  ];
  if (!m.groups.length) children.push(para(both(L.noIssues)));
  for (const g of m.groups) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: severityHeading(g.severity, g.issues.length), color: SEVERITY_COLOURS[g.severity] })] }));
    for (const i of g.issues) children.push(...issueBlock(i));
  }
  if (m.nda.length) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(both(L.nda))] }));
    children.push(para(`${L.ndaIntro.cn}（${L.ndaIntro.en}）`), ndaTable(m.nda));
  }
  const heading = (size: number, before: number) => ({ run: { font: HEAD_FONT, size, bold: true, color: '212121' }, paragraph: { spacing: { before, after: 120 }, keepNext: true } });
  const file = new Document({
    creator: 'LexBridge',
    title: `${m.title.cn} - ${m.file}`,
    styles: {
      default: {
        document: { run: { font: BODY_FONT, size: BODY }, paragraph: { spacing: { line: 300, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: HEAD_FONT, size: 40, bold: true, color: '212121' }, paragraph: { spacing: { after: 60 } } },
        heading1: heading(30, 360),
        heading2: heading(26, 280),
        heading3: heading(22, 240),
      },
    },
    sections: [{ properties: { page: { margin: { top: 1200, bottom: 1200, left: 1200, right: 1200 } } }, footers: { default: footer() }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
