import { partyIn } from '../assemble/english.ts';
import {
  AlignmentType, Document, Footer, Header, LevelFormat, LevelSuffix, Packer, PageBreak, PageNumber, Paragraph,
  Table, TableCell, TableRow, TextRun, WidthType, type ILevelsOptions,
} from 'docx';
import { word } from '../locales.ts';
import type { Lang } from '../model/types.ts';
import type { Paras, PartyBlock, ResolvedClause, ResolvedDoc } from '../assemble/types.ts';
import { languagesOf, type Layout } from './layout.ts';

/**
 * DOCX with Word's own numbering: clause numbers come from numbering definitions (第%1条 with
 * chineseCounting, Article %1), never typed text, so Word renumbers if the user edits the file.
 * Side by side, the Chinese and English columns use two numbering instances, one per column,
 * which Word and LibreOffice count independently in document order: row n shows 第n条 and Article n.
 */
const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Times New Roman', eastAsia: 'SimSun' };
const BODY = 24; // half-points: 12 pt, 小四

const levels = (first: ILevelsOptions): ILevelsOptions[] => [
  first,
  { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', isLegalNumberingStyle: true, suffix: LevelSuffix.SPACE, alignment: AlignmentType.LEFT },
  { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', suffix: LevelSuffix.SPACE, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 480 } } } },
];
const NUMBERING = [
  { reference: 'clauses-cn', levels: levels({ level: 0, format: LevelFormat.CHINESE_COUNTING, text: '第%1条', suffix: LevelSuffix.SPACE, alignment: AlignmentType.LEFT }) },
  { reference: 'clauses-en', levels: levels({ level: 0, format: LevelFormat.DECIMAL, text: 'Article %1', suffix: LevelSuffix.SPACE, alignment: AlignmentType.LEFT }) },
];

/** Adjacent text segments (answers, cross-references) become one run: Word sees the sentence, not its parts. */
function runs(segs: Paras[number], lang: Lang): TextRun[] {
  const out: TextRun[] = [];
  let buf = '';
  for (const s of segs) {
    if (s.t === 'text') buf += s.v;
    else {
      if (buf) out.push(new TextRun(buf));
      buf = '';
      out.push(new TextRun({ text: `[${word(lang, 'previewBlank')}]`, highlight: 'yellow' }));
    }
  }
  if (buf) out.push(new TextRun(buf));
  return out;
}

function clauseParas(c: ResolvedClause, lang: Lang): Paragraph[] {
  const numbering = c.number ? { reference: `clauses-${lang}`, level: Math.min(c.level, 2), instance: lang === 'cn' ? 1 : 2 } : undefined;
  const out: Paragraph[] = [];
  let body = c.text[lang];
  if (c.title || !body.length) {
    out.push(new Paragraph({ numbering, keepNext: true, spacing: { before: 120 }, children: c.title ? [new TextRun({ text: c.title[lang], bold: true })] : [] }));
  } else {
    out.push(new Paragraph({ numbering, children: runs(body[0], lang) }));
    body = body.slice(1);
  }
  for (const p of body) out.push(new Paragraph({ indent: { left: c.level > 0 ? 480 : 0 }, children: runs(p, lang) }));
  return out;
}

function partyParas(block: PartyBlock, lang: Lang): Paragraph[] {
  const p = partyIn(block, lang);
  const line = (k: 'address' | 'legalRep' | 'regNo' | 'idNo', v?: string) => (v ? [new Paragraph(`${word(lang, k)}${lang === 'cn' ? '：' : ': '}${v}`)] : []);
  return [
    new Paragraph({ children: [new TextRun({ text: `${p.role[lang]}${lang === 'cn' ? '：' : ': '}`, bold: true }), new TextRun(p.name)] }),
    ...line('address', p.address), ...line('legalRep', p.legalRep), ...line('regNo', p.regNo), ...line('idNo', p.idNo),
  ];
}

function signatureParas(block: PartyBlock, lang: Lang): Paragraph[] {
  const p = partyIn(block, lang);
  const colon = lang === 'cn' ? '：' : ': ';
  if (p.person)
    return [
      new Paragraph({ spacing: { before: 360 }, children: [new TextRun({ text: `${p.role[lang]}${word(lang, 'signPerson')}${colon}________________`, bold: true })] }),
      new Paragraph(`${word(lang, 'signDate')}${colon}________________`),
    ];
  return [
    new Paragraph({ spacing: { before: 360 }, children: [new TextRun({ text: `${p.role[lang]}${word(lang, 'seal')}${colon}${p.name}`, bold: true })] }),
    new Paragraph(`${word(lang, 'signatory')}${colon}________________`),
    new Paragraph(`${word(lang, 'signDate')}${colon}________________`),
  ];
}

const title = (doc: ResolvedDoc, lang: Lang) =>
  new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: doc.title[lang], bold: true, size: 36 })] });

const flat = (cs: ResolvedClause[]): ResolvedClause[] => cs.flatMap((c) => [c, ...flat(c.children)]);

function oneLanguage(doc: ResolvedDoc, lang: Lang): Paragraph[] {
  return [
    title(doc, lang),
    ...doc.parties.flatMap((p) => partyParas(p, lang)),
    ...(doc.preamble?.[lang] ?? []).map((p) => new Paragraph({ spacing: { before: 120 }, children: runs(p, lang) })),
    ...flat(doc.clauses).flatMap((c) => clauseParas(c, lang)),
    ...doc.parties.flatMap((p) => signatureParas(p, lang)),
  ];
}

const cell = (children: Paragraph[]) => new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: children.length ? children : [new Paragraph('')] });
const row = (cn: Paragraph[], en: Paragraph[]) => new TableRow({ cantSplit: false, children: [cell(cn), cell(en)] });

function sideBySide(doc: ResolvedDoc): Table {
  const rows = [
    row([title(doc, 'cn')], [title(doc, 'en')]),
    ...doc.parties.map((p) => row(partyParas(p, 'cn'), partyParas(p, 'en'))),
    ...(doc.preamble ? [row(doc.preamble.cn.map((p) => new Paragraph({ children: runs(p, 'cn') })), doc.preamble.en.map((p) => new Paragraph({ children: runs(p, 'en') })))] : []),
    ...flat(doc.clauses).map((c) => row(clauseParas(c, 'cn'), clauseParas(c, 'en'))),
    ...doc.parties.map((p) => row(signatureParas(p, 'cn'), signatureParas(p, 'en'))),
  ];
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
}

function pageFooter(langs: Lang[]): Footer {
  const parts = langs.flatMap((lang, i) => {
    const [before, mid, after] = word(lang, 'pageOf', { page: '\u0001', pages: '\u0002' }).split(/[\u0001\u0002]/);
    return [...(i ? ['   '] : []), before, PageNumber.CURRENT, mid, PageNumber.TOTAL_PAGES, after];
  });
  return new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: parts, size: 18 })] })] });
}

export interface DocxOptions {
  layout: Layout;
}

export async function renderDocx(doc: ResolvedDoc, opts: DocxOptions): Promise<Uint8Array> {
  const langs = languagesOf(opts.layout);
  const children =
    opts.layout === 'side-by-side'
      ? [sideBySide(doc)]
      : langs.flatMap((l, i) => [...(i ? [new Paragraph({ children: [new PageBreak()] })] : []), ...oneLanguage(doc, l)]);
  const header = new Header({
    children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: langs.map((l) => doc.title[l]).join(' / '), size: 18 })] })],
  });
  const file = new Document({
    creator: 'LexBridge',
    title: langs.map((l) => doc.title[l]).join(' / '),
    styles: { default: { document: { run: { font: FONT, size: BODY }, paragraph: { spacing: { line: 360 } } } } },
    numbering: { config: NUMBERING },
    sections: [{ headers: { default: header }, footers: { default: pageFooter(langs) }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
