import { inflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ingestBuffer } from '../ingest/index.ts';
import { analyzeStructure } from '../structure/index.ts';
import type { Doc, Issue, ReviewResult } from '../types.ts';
import { chartLayout, chartPng } from './chart.ts';
import { renderReportDocx } from './docx.ts';
import { CONTRACT, manyIssues, sampleIssues } from './fixtures.test-helpers.ts';
import { buildReport, MAX_QUOTE, type ReportInput } from './model.ts';
import { renderReportPdf } from './pdf.ts';
import { displayQuote, headerLines } from './text.ts';

async function input(issues: (doc: Doc) => Issue[]): Promise<ReportInput> {
  const doc = await ingestBuffer(Buffer.from(CONTRACT), 'supply.txt');
  const result: ReviewResult = {
    file: 'supply.txt', chars: doc.text.length, ms: 1, contractType: 'goods', side: 'seller', sideInferred: false,
    clauses: [], issues: issues(doc),
  };
  return { result, doc, structure: analyzeStructure(doc) };
}

describe('report model', () => {
  it('groups issues higher → medium → lower, counts them and quotes clauses verbatim', async () => {
    const inp = await input((d) => [...sampleIssues(d.text)].reverse());
    const m = buildReport(inp);
    expect(m.counts).toEqual({ higher: 2, medium: 1, lower: 1 });
    expect(m.groups.map((g) => g.severity)).toEqual(['higher', 'medium', 'lower']);
    expect(m.groups.flatMap((g) => g.issues.map((i) => i.number))).toEqual([1, 2, 3, 4]);
    const all = m.groups.flatMap((g) => g.issues);
    for (const i of all) for (const q of i.quotes) expect(inp.doc.text.slice(q.span.start, q.span.end)).toBe(q.text);
    expect(all.find((i) => i.id === 'force-majeure.missing')!.quotes).toEqual([]);
    expect(m.contractType).toEqual({ cn: '货物买卖合同', en: 'Sale of goods' });
    expect(m.side).toEqual({ name: { cn: '卖方', en: 'Seller' }, inferred: false, assumed: false });
    // A side no text showed is said to be assumed, in both languages.
    const assumed = headerLines(buildReport({ ...inp, result: { ...inp.result, sideInferred: true, sideAssumed: true } })).join('\n');
    expect(assumed).toContain('默认立场');
    expect(assumed).toContain('the text does not show which party you are');
    // A party taken to be the user's is named instead of the side's role word.
    const party = headerLines(buildReport({ ...inp, result: { ...inp.result, sideInferred: true, sideAssumed: true, reviewedFor: { name: 'Harbour Lamps Co., Ltd.', alias: 'Party A' } } })).join('\n');
    expect(party).toContain('Harbour Lamps Co., Ltd.（“Party A”），即中方当事人（the Chinese party）');
    expect(party).toContain('the Chinese party is taken to be yours');
    expect(party).not.toContain('卖方');
    const chosen = headerLines(buildReport({ ...inp, result: { ...inp.result, sideInferred: false, reviewedFor: { name: 'Harbour Lamps Co., Ltd.', alias: 'Party A', chosen: true } } })).join('\n');
    expect(chosen).toContain('Harbour Lamps Co., Ltd.（“Party A”），即贵方（your party），用户选择');
    const loi = headerLines(buildReport({ ...inp, result: { ...inp.result, nonBinding: true } })).join('\n');
    expect(loi).toContain('不具法律约束力');
    expect(loi).toContain('says it does not bind');
    const parties = m.keyTerms.find((k) => k.label.en === 'Parties')!;
    expect(parties.values.join(' ')).toContain('Harbour Lamps Co., Ltd.');
    expect(m.keyTerms.find((k) => k.label.en === 'Governing law')!.values[0]).toContain('New York');
    expect(m.keyTerms.find((k) => k.label.en === 'Amounts')!.values).toContain('USD 250,000');
  });

  it('cuts a very long clause at a word and says it is an excerpt', async () => {
    const inp = await input((d) => [{ ...sampleIssues(d.text)[0], clauses: [{ start: 0, end: d.text.length }] }]);
    const long = `${inp.doc.text} ${'The Seller shall keep records. '.repeat(80)}`;
    inp.doc = { ...inp.doc, text: long };
    inp.result.issues[0].clauses = [{ start: 0, end: long.length }];
    const q = buildReport(inp).groups[0].issues[0].quotes[0];
    expect(q.excerpt).toBe(true);
    expect(q.text.length).toBeLessThanOrEqual(MAX_QUOTE);
    expect(long.startsWith(q.text)).toBe(true);
    expect(q.text).toMatch(/\S$/);
  });
});

describe('an amendment', () => {
  it('says in the header that nothing was reported missing', async () => {
    const inp = await input((d) => sampleIssues(d.text).filter((i) => i.clauses.length));
    expect(headerLines(buildReport(inp)).join('\n')).not.toContain('项下的订单');
    inp.result.amendment = true;
    const lines = headerLines(buildReport(inp));
    expect(lines.at(-1)).toContain('本文件是对另一份协议的修订、补充或其项下的订单');
    expect(lines.at(-1)).toContain('amends or supplements another agreement');
  });
});

describe('quote layout', () => {
  it('leaves out page numbers and closes up the blank lines of a page break', () => {
    const quote = 'The Seller shall deliver the goods within thirty days of\n\n-5-\n\n\n\n\nthe order, and shall bear the cost.\n\nPage 6 of 9 stays.';
    expect(displayQuote(quote)).toBe('The Seller shall deliver the goods within thirty days of\n\nthe order, and shall bear the cost.\n\nPage 6 of 9 stays.');
    expect(displayQuote('  12.3  ')).toBe('12.3');
    expect(displayQuote('(a) first;\n(b) second.')).toBe('(a) first;\n(b) second.');
  });
});

describe('NDA checklist', () => {
  it('lists the statements answered, in the usual order, with their evidence quoted', async () => {
    const inp = await input(() => []);
    const t = inp.doc.text;
    const evidence = t.indexOf('The Seller shall deliver');
    inp.result.contractType = 'nda-unilateral';
    inp.result.nli = [
      { hypothesis: 'nda-19', label: 'Contradiction', evidence: [{ start: evidence, end: evidence + 40 }] },
      { hypothesis: 'nda-1', label: 'NotMentioned', evidence: [] },
      { hypothesis: 'nda-11', label: 'Entailment', evidence: [{ start: evidence, end: t.length }] },
    ];
    const m = buildReport(inp);
    expect(m.nda.map((r) => [r.id, r.answer.cn])).toEqual([['nda-1', '未约定'], ['nda-11', '有此约定'], ['nda-19', '约定相反']]);
    expect(m.nda[0].evidence).toBeNull();
    expect(m.nda[1].evidence!.excerpt).toBe(true);
    for (const r of m.nda.slice(1)) expect(t.slice(r.evidence!.span.start, r.evidence!.span.end)).toBe(r.evidence!.text);
    const xml = await (await JSZip.loadAsync(await renderReportDocx(m))).file('word/document.xml')!.async('string');
    expect(xml).toContain('保密协议要点（NDA checklist）');
    expect(xml).toContain('接收方不得对含有披露方保密信息的物品进行反向工程');
    const pdf = await getDocumentProxy(await renderReportPdf(m));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
    expect(text).toContain('保密协议要点');
    expect(text).toContain('协议的部分义务在协议终止后继续有效');
  });
});

describe('odd characters', () => {
  it('a quote with a form feed and tabs still makes well-formed files', async () => {
    const inp = await input((d) => [{ ...sampleIssues(d.text)[0], clauses: [{ start: 0, end: 60 }] }]);
    inp.doc = { ...inp.doc, text: `Price\tUSD 5\fPage two starts here & <ends>${inp.doc.text.slice(45)}` };
    const m = buildReport(inp);
    expect(m.groups[0].issues[0].quotes[0].text).toContain('\f');
    const xml = await (await JSZip.loadAsync(await renderReportDocx(m))).file('word/document.xml')!.async('string');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('Page two starts here &amp; &lt;ends&gt;');
    const pdf = await getDocumentProxy(await renderReportPdf(m));
    expect((await extractText(pdf, { mergePages: true })).text).toContain('Page two starts here');
  });
});

describe('chart', () => {
  it('draws bars in proportion, red/orange/blue, as a valid PNG', () => {
    const layout = chartLayout({ higher: 6, medium: 3, lower: 0 });
    expect(layout.bars[0].h).toBeCloseTo(layout.bars[1].h * 2, 5);
    expect(layout.bars[2].h).toBeLessThan(2);
    const png = chartPng({ higher: 6, medium: 3, lower: 1 }, 1);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    const idatLen = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLen));
    expect(raw.length).toBe(h * (w * 3 + 1));
    const pixel = (x: number, y: number) => raw.subarray(y * (w * 3 + 1) + 1 + x * 3, y * (w * 3 + 1) + 4 + x * 3).toString('hex');
    const b = chartLayout({ higher: 6, medium: 3, lower: 1 }).bars;
    expect(b.map((bar) => pixel(Math.round(bar.x + bar.w / 2), Math.round(bar.y + bar.h - 2)))).toEqual(['d32f2f', 'f57c00', '1976d2']);
  });
});

describe('report files', () => {
  it('DOCX: East Asian font apart from the Latin one, page numbers, the chart image and the Chinese text', async () => {
    const m = buildReport(await input((d) => sampleIssues(d.text)));
    const zip = await JSZip.loadAsync(await renderReportDocx(m));
    const styles = await zip.file('word/styles.xml')!.async('string');
    expect(styles).toMatch(/w:eastAsia="SimSun"/);
    expect(styles).toMatch(/w:ascii="Times New Roman"/);
    const footer = Object.keys(zip.files).find((f) => f.startsWith('word/footer'))!;
    expect(await zip.file(footer)!.async('string')).toContain('PAGE');
    expect(Object.keys(zip.files).some((f) => /^word\/media\/.*\.png$/.test(f))).toBe(true);
    const xml = await zip.file('word/document.xml')!.async('string');
    for (const s of ['合同风险审查报告', '风险概览（Summary）', '付款期限过长', '未找到相应条款（clause not found）', 'within one hundred twenty (120) days after receipt']) expect(xml).toContain(s);
  });

  it('PDF: Chinese text extracts, quotes and advice are there, 60 issues render quickly on a plausible number of pages', async () => {
    const small = await renderReportPdf(buildReport(await input((d) => sampleIssues(d.text))));
    const pdf = await getDocumentProxy(small);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    for (const s of ['合同风险审查报告', '风险概览（Summary）', '高风险', '付款期限过长', '建议替换条款', '未找到相应条款', 'withinonehundredtwenty(120)daysafterreceipt']) expect(flat).toContain(s);
    expect(pdf.numPages).toBeGreaterThanOrEqual(2);
    expect(pdf.numPages).toBeLessThanOrEqual(4);

    const many = buildReport(await input((d) => manyIssues(d.text, 60)));
    const cpu = process.cpuUsage();
    const [docx, big] = await Promise.all([renderReportDocx(many), renderReportPdf(many)]);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    expect(docx.length).toBeGreaterThan(0);
    const bigPdf = await getDocumentProxy(big);
    // About three issues a page, plus the summary pages.
    expect(bigPdf.numPages).toBeGreaterThanOrEqual(12);
    expect(bigPdf.numPages).toBeLessThanOrEqual(30);
    // About 0.4-0.6 s of CPU here (wall time of a first run in a fresh process: about 0.5 s; `timing.ts` measures it);
    // CPU time, not wall time, so a busy shared machine does not fail the test, while a renderer gone quadratic does.
    expect(cpuMs).toBeLessThan(1500);
  });
});
