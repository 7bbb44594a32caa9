import PDFDocument from 'pdfkit';
import { cjkFonts } from '@lexbridge/drafting/render/pdf-fonts';
import { CHART_H, CHART_W, chartLayout } from './chart.ts';
import { L, SEVERITIES, SEVERITY_COLOURS, SEVERITY_NAMES, both } from './labels.ts';
import type { ReportIssue, ReportModel } from './model.ts';
import { displayQuote, headerLines, printable, quoteNote, severityHeading, summarySentence } from './text.ts';

/**
 * The risk report as a PDF: the same content as the DOCX, in the CJK font the drafting engine embeds (Noto Sans
 * Hans covers Latin text too), the chart drawn with vector rectangles, page numbers written into the buffered pages.
 * Bold is the regular face filled and stroked unless a bold face is given: embedding a second CJK face costs about
 * as much as all the text of a 60-issue report.
 */
export interface ReportPdfOptions {
  fonts?: { regular: Buffer; bold?: Buffer };
}

const MARGIN = 56;
const SIZE = 10;
const GAP = 2; // lineGap
const PAD = 6;
const GREY = '#BDBDBD';

type Pdf = PDFKit.PDFDocument;

let plainFace: Buffer | null = null;

/**
 * The CJK face without its OpenType layout tables (GSUB, GPOS renamed so the font reader does not see them). Chinese
 * needs no shaping and the report's English reads the same without kerning, while reading those tables of a CJK
 * font is most of the cost of laying out the first lines of text.
 */
export function withoutLayoutTables(font: Buffer): Buffer {
  const out = Buffer.from(font);
  const tables = out.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    const tag = out.toString('latin1', at, at + 4);
    if (tag === 'GSUB' || tag === 'GPOS') out.write(tag.toLowerCase(), at, 'latin1');
  }
  return out;
}

export function renderReportPdf(m: ReportModel, opts: ReportPdfOptions = {}): Promise<Uint8Array> {
  const fonts = opts.fonts ?? { regular: (plainFace ??= withoutLayoutTables(cjkFonts().regular)) };
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${m.title.cn} - ${m.file}`, Creator: 'LexBridge' },
  });
  pdf.registerFont('body', fonts.regular);
  if (fonts.bold) pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  const w = new Writer(pdf, !!fonts.bold);
  w.document(m);
  w.pageNumbers();
  pdf.end();
  return done;
}

class Writer {
  private readonly full: number;

  constructor(
    private readonly pdf: Pdf,
    private readonly boldFace: boolean,
  ) {
    this.full = pdf.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.pdf.page.height - MARGIN;
  }

  /** Starts a new page unless `h` points fit under the cursor. */
  private ensure(h: number): void {
    if (this.pdf.y + h > this.bottom) this.pdf.addPage();
  }

  /** Sets font, size and colour; returns the text options that make the face bold. */
  private style(bold: boolean, size = SIZE, colour = '#212121'): PDFKit.Mixins.TextOptions {
    this.pdf.font(bold && this.boldFace ? 'bold' : 'body').fontSize(size).fillColor(colour);
    if (!bold || this.boldFace) return {};
    this.pdf.lineWidth(size * 0.04).strokeColor(colour);
    return { fill: true, stroke: true };
  }

  private para(raw: string, o: { bold?: boolean; size?: number; colour?: string; indent?: number; align?: 'left' | 'center'; after?: number } = {}): void {
    const text = printable(raw).replace(/\t/g, '    ');
    const width = this.full - (o.indent ?? 0);
    const face = this.style(!!o.bold, o.size, o.colour);
    this.pdf.text(text, MARGIN + (o.indent ?? 0), this.pdf.y, { ...face, width, lineGap: GAP, align: o.align ?? 'left' });
    this.pdf.y += o.after ?? 4;
  }

  private heading(text: string, size: number, colour = '#212121', keepWith = 60): void {
    this.pdf.y += size * 0.8;
    this.ensure(size * 1.6 + keepWith);
    this.para(text, { bold: true, size, colour, after: size * 0.4 });
  }

  /** Text in a tinted box with a rule on its left; a box taller than a page flows on without the tint. */
  private box(raw: string, fill: string, o: { colour?: string } = {}): void {
    // Table cells of the contract are tab-separated; the font has no glyph for a tab.
    const text = printable(raw).replace(/\r\n?/g, '\n').replace(/\t/g, '    ');
    const width = this.full - 20 - 2 * PAD;
    this.style(false);
    const h = this.pdf.heightOfString(text, { width, lineGap: GAP }) + 2 * PAD;
    const x = MARGIN + 12;
    if (h <= this.bottom - MARGIN) {
      this.ensure(h);
      const top = this.pdf.y;
      this.pdf.rect(x, top, this.full - 12, h).fill(fill);
      this.pdf.rect(x, top, 2.5, h).fill(GREY);
      this.style(false, SIZE, o.colour);
      this.pdf.text(text, x + PAD + 2, top + PAD, { width, lineGap: GAP });
      this.pdf.y = top + h + 6;
    } else {
      this.style(false, SIZE, o.colour);
      this.pdf.text(text, x + PAD + 2, this.pdf.y, { width, lineGap: GAP });
      this.pdf.y += 6;
    }
  }

  /** A table whose rows never split across pages; `widths` are fractions of the text width, `fills` colour a row's first cell. */
  private table(raw: string[][], widths: number[], o: { header?: boolean; fills?: (string | undefined)[]; centre?: number[]; plainFirst?: boolean } = {}): void {
    const cols = widths.map((x) => x * this.full);
    const rows = raw.map((row) => row.map((t) => printable(t).replace(/\t/g, '    ')));
    const boldCell = (r: number, c: number) => (o.header && r === 0) || (c === 0 && !o.plainFirst);
    const heights = rows.map(
      (row, r) =>
        Math.max(
          ...row.map((t, c) => {
            this.style(boldCell(r, c));
            return this.pdf.heightOfString(t, { width: cols[c] - 2 * PAD, lineGap: GAP });
          }),
        ) + 2 * PAD,
    );
    rows.forEach((row, r) => {
      const bold = o.header && r === 0;
      const h = heights[r]!;
      // A header row never ends a page alone: it goes with the first row under it.
      this.ensure(bold ? h + (heights[1] ?? 0) : h);
      const top = this.pdf.y;
      let x = MARGIN;
      row.forEach((t, c) => {
        const fill = bold ? '#EEEEEE' : c === 0 ? o.fills?.[r] : undefined;
        if (fill) this.pdf.rect(x, top, cols[c], h).fill(fill);
        this.pdf.lineWidth(0.5).rect(x, top, cols[c], h).stroke(GREY);
        const white = !bold && c === 0 && !!o.fills?.[r];
        const face = this.style(boldCell(r, c), SIZE, white ? '#FFFFFF' : '#212121');
        this.pdf.text(t, x + PAD, top + PAD, { ...face, width: cols[c] - 2 * PAD, lineGap: GAP, align: o.centre?.includes(c) ? 'center' : 'left' });
        x += cols[c];
      });
      this.pdf.y = top + h;
    });
    this.pdf.y += 8;
  }

  private chart(m: ReportModel): void {
    const k = 0.8;
    const h = CHART_H * k;
    this.ensure(h + 30);
    const left = MARGIN + (this.full - CHART_W * k) / 2;
    const top = this.pdf.y + 6;
    const { bars, baseline, labelTop } = chartLayout(m.counts);
    for (const b of bars) {
      this.pdf.rect(left + b.x * k, top + b.y * k, b.w * k, b.h * k).fill(`#${b.colour}`);
      const cx = left + b.x * k;
      const countFace = this.style(true, 14);
      this.pdf.text(String(b.count), cx, top + (b.y - 26) * k, { ...countFace, width: b.w * k, align: 'center', lineBreak: false });
      const name = SEVERITY_NAMES[b.severity];
      const labelFace = this.style(true, 10, `#${b.colour}`);
      this.pdf.text(`${name.cn} ${name.en}`, cx - 20, top + labelTop * k, { ...labelFace, width: b.w * k + 40, align: 'center', lineBreak: false });
    }
    this.pdf.lineWidth(0.8).moveTo(left + 10 * k, top + baseline * k).lineTo(left + (CHART_W - 10) * k, top + baseline * k).stroke('#9E9E9E');
    this.pdf.y = top + h + 4;
    this.para(both(L.chartCaption), { size: 9, colour: '#616161', align: 'center', after: 10 });
  }

  private issue(i: ReportIssue): void {
    this.pdf.y += 8;
    this.ensure(90);
    this.para(`${i.number}. ${i.title.cn}（${i.title.en}）`, { bold: true, size: 11, colour: `#${SEVERITY_COLOURS[i.severity]}`, after: 4 });
    this.para(`${both(L.clause)}：`, { bold: true, colour: '#424242', after: 3 });
    if (!i.quotes.length) this.box(both(L.notFound), '#F5F5F5', { colour: '#757575' });
    for (const q of i.quotes) this.box(displayQuote(q.text), '#F5F5F5');
    const note = quoteNote(i);
    if (note) this.para(note, { size: 8.5, colour: '#757575', indent: 12 });
    this.ensure(40);
    this.para(`${both(L.advice)}：`, { bold: true, colour: '#424242', after: 3 });
    this.para(i.advice, { indent: 12, after: 6 });
    this.ensure(40);
    this.para(`${both(L.alternative)}：`, { bold: true, colour: '#424242', after: 3 });
    this.box(i.alternative, '#E8F0FE');
  }

  document(m: ReportModel): void {
    this.para(m.title.cn, { bold: true, size: 20, align: 'center', after: 2 });
    this.para(m.title.en, { size: 12, colour: '#616161', align: 'center', after: 16 });
    for (const l of headerLines(m)) this.para(l, { after: 2 });
    this.heading(both(L.summary), 15, '#212121', 120);
    this.para(summarySentence(m), { after: 8 });
    this.table(
      [[both(L.severity), both(L.count)], ...SEVERITIES.map((s) => [both(SEVERITY_NAMES[s]), String(m.counts[s])]), [both(L.total), String(m.total)]],
      [0.36, 0.24],
      { header: true, fills: [undefined, ...SEVERITIES.map((s) => `#${SEVERITY_COLOURS[s]}`), undefined], centre: [1] },
    );
    this.chart(m);
    this.heading(both(L.keyTerms), 15, '#212121', 80);
    this.table(
      [[both(L.item), both(L.value)], ...m.keyTerms.map((t) => [both(t.label), t.values.length ? t.values.join('\n') : both(L.none)])],
      [0.32, 0.68],
      { header: true },
    );
    this.heading(both(L.issues), 15);
    if (!m.groups.length) this.para(both(L.noIssues));
    for (const g of m.groups) {
      this.heading(severityHeading(g.severity, g.issues.length), 13, `#${SEVERITY_COLOURS[g.severity]}`, 120);
      for (const i of g.issues) this.issue(i);
    }
    if (m.nda.length) {
      this.heading(both(L.nda), 15, '#212121', 120);
      this.para(`${L.ndaIntro.cn}（${L.ndaIntro.en}）`, { after: 8 });
      this.table(
        [
          [both(L.statement), both(L.answer), both(L.evidence)],
          ...m.nda.map((r) => [`${r.statement.cn}\n${r.statement.en}`, `${r.answer.cn}\n${r.answer.en}`, r.evidence ? r.evidence.text + (r.evidence.excerpt ? '…' : '') : '—']),
        ],
        [0.38, 0.16, 0.46],
        { header: true, plainFirst: true },
      );
    }
  }

  pageNumbers(): void {
    const range = this.pdf.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.pdf.switchToPage(range.start + i);
      const n = { page: String(i + 1), pages: String(range.count) };
      const fill = (s: string) => s.replace('{page}', n.page).replace('{pages}', n.pages);
      const saved = this.pdf.page.margins.bottom;
      this.pdf.page.margins.bottom = 0;
      this.style(false, 8, '#757575');
      this.pdf.text(`${fill(L.page.cn)}    ${fill(L.page.en)}`, MARGIN, this.pdf.page.height - MARGIN / 2, { width: this.full, align: 'center', lineBreak: false });
      this.pdf.page.margins.bottom = saved;
    }
  }
}
