import { partyIn } from '../assemble/english.ts';
import PDFDocument from 'pdfkit';
import { word } from '../locales.ts';
import type { Lang } from '../model/types.ts';
import type { Paras, PartyBlock, ResolvedClause, ResolvedDoc } from '../assemble/types.ts';
import { languagesOf, type Layout } from './layout.ts';
import { cjkFonts } from './pdf-fonts.ts';

export interface PdfOptions {
  layout: Layout;
  fonts?: { regular: Buffer; bold: Buffer };
}

const MARGIN = 56;
const SIZE = 11;
const GAP = 16;

type Block = { text: string; bold?: boolean; indent?: number; size?: number; align?: 'center' | 'left' };

const plain = (p: Paras[number], lang: Lang) => p.map((s) => (s.t === 'text' ? s.v : `[${word(lang, 'previewBlank')}]`)).join('');

function clauseBlocks(c: ResolvedClause, lang: Lang): Block[] {
  const label = c.label ? `${c.label[lang]} ` : '';
  const indent = c.level * 14;
  const body = c.text[lang].map((p) => plain(p, lang));
  if (c.title) return [{ text: label + c.title[lang], bold: true, indent }, ...body.map((t) => ({ text: t, indent }))];
  return body.map((t, i) => ({ text: (i === 0 ? label : '') + t, indent }));
}

function partyBlocks(block: PartyBlock, lang: Lang): Block[] {
  const p = partyIn(block, lang);
  const colon = lang === 'cn' ? '：' : ': ';
  const out: Block[] = [{ text: `${p.role[lang]}${colon}${p.name}`, bold: true }];
  for (const k of ['address', 'legalRep', 'regNo', 'idNo'] as const) if (p[k]) out.push({ text: `${word(lang, k)}${colon}${p[k]}` });
  return out;
}

function signatureBlocks(block: PartyBlock, lang: Lang): Block[] {
  const p = partyIn(block, lang);
  const colon = lang === 'cn' ? '：' : ': ';
  if (p.person)
    return [
      { text: `${p.role[lang]}${word(lang, 'signPerson')}${colon}________________`, bold: true },
      { text: `${word(lang, 'signDate')}${colon}________________` },
    ];
  return [
    { text: `${p.role[lang]}${word(lang, 'seal')}${colon}${p.name}`, bold: true },
    { text: `${word(lang, 'signatory')}${colon}________________` },
    { text: `${word(lang, 'signDate')}${colon}________________` },
  ];
}

const flat = (cs: ResolvedClause[]): ResolvedClause[] => cs.flatMap((c) => [c, ...flat(c.children)]);

/** Rows of blocks per language: title, parties, preamble, one row per clause, signatures. */
function rowsOf(doc: ResolvedDoc, lang: Lang): Block[][] {
  return [
    [{ text: doc.title[lang], bold: true, size: 16, align: 'center' }],
    ...doc.parties.map((p) => partyBlocks(p, lang)),
    ...(doc.preamble ? [doc.preamble[lang].map((p) => ({ text: plain(p, lang) }))] : []),
    ...flat(doc.clauses).map((c) => clauseBlocks(c, lang)),
    ...doc.parties.map((p) => signatureBlocks(p, lang)),
  ];
}

/**
 * PDF with the embedded CJK font for both languages. Side by side draws each row's two cells from the
 * same top and starts a new page when a row does not fit; a row taller than a whole page is drawn one
 * column after the other across pages. Page numbers are written at the end into the buffered pages.
 */
export function renderPdf(doc: ResolvedDoc, opts: PdfOptions): Promise<Uint8Array> {
  const fonts = opts.fonts ?? cjkFonts();
  const pdf = new PDFDocument({ size: 'A4', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN }, bufferPages: true, autoFirstPage: true });
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });

  const full = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN;
  const style = (b: Block) => pdf.font(b.bold ? 'bold' : 'body').fontSize(b.size ?? SIZE);
  const height = (bs: Block[], w: number) => bs.reduce((h, b) => h + style(b).heightOfString(b.text || ' ', { width: w - (b.indent ?? 0), lineGap: 3 }) + 4, 0);
  const draw = (bs: Block[], x: number, w: number, y?: number) => {
    if (y !== undefined) pdf.y = y;
    for (const b of bs) {
      style(b).text(b.text || ' ', x + (b.indent ?? 0), pdf.y, { width: w - (b.indent ?? 0), lineGap: 3, align: b.align ?? 'left' });
      pdf.moveDown(0.2);
    }
  };

  const langs = languagesOf(opts.layout);
  if (opts.layout === 'side-by-side') {
    const w = (full - GAP) / 2;
    const cn = rowsOf(doc, 'cn');
    const en = rowsOf(doc, 'en');
    cn.forEach((row, i) => {
      const h = Math.max(height(row, w), height(en[i], w));
      if (pdf.y + h > bottom()) pdf.addPage();
      if (h > bottom() - MARGIN) {
        draw(row, MARGIN, full);
        draw(en[i], MARGIN, full);
        return;
      }
      const top = pdf.y;
      draw(row, MARGIN, w, top);
      draw(en[i], MARGIN + w + GAP, w, top);
      pdf.y = top + h + 4;
    });
  } else {
    langs.forEach((lang, i) => {
      if (i) pdf.addPage();
      for (const row of rowsOf(doc, lang)) {
        if (pdf.y + Math.min(height(row.slice(0, 2), full), 60) > bottom()) pdf.addPage();
        draw(row, MARGIN, full);
        pdf.moveDown(0.3);
      }
    });
  }

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    const text = langs.map((l) => word(l, 'pageOf', { page: i + 1, pages: range.count })).join('   ');
    const saved = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('body').fontSize(8).text(text, MARGIN, pdf.page.height - MARGIN / 2, { width: full, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = saved;
  }
  pdf.end();
  return done;
}
