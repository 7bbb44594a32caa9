import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../ingest/xml.ts';
import { ingestBuffer } from '../ingest/index.ts';
import { analyzeStructure } from '../structure/index.ts';
import type { Issue, Span } from '../types.ts';
import { reviewBuffer } from '../worker/engine.ts';
import { annotateDocx } from './annotate.ts';
import { sampleDocx, sourceText } from './annotate.test-helpers.ts';
import { renderReportDocx } from './docx.ts';
import { CONTRACT, sampleIssues, spanOf } from './fixtures.test-helpers.ts';
import { buildReport } from './model.ts';

/**
 * The one slow test of the report: LibreOffice opens the annotated contract and the report DOCX. It converts both to
 * PDF (paragraph text, page count) and the annotated contract to flat ODF, where each comment and the exact text
 * its range covers can be read back.
 */
const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

function convert(dir: string, format: string, files: string[]): void {
  execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', format, '--outdir', dir, ...files], { timeout: 60_000, stdio: 'ignore' });
}

/** Text between each annotation and its end in a flat ODF text document (annotation bodies left out). */
function annotatedRanges(fodt: string): { creator: string; text: string }[] {
  const body = fodt.slice(fodt.indexOf('<office:body>'));
  const out: { creator: string; text: string }[] = [];
  for (const m of body.matchAll(/<office:annotation\s[^>]*office:name="([^"]+)"[^>]*>([\s\S]*?)<\/office:annotation>/g)) {
    const creator = /<dc:creator>([^<]*)<\/dc:creator>/.exec(m[2])?.[1] ?? '';
    const endTag = `<office:annotation-end office:name="${m[1]}"/>`;
    const end = body.indexOf(endTag, m.index);
    const inner = body
      .slice(m.index + m[0].length, end)
      // Indentation between elements is the file's layout, not text.
      .replace(/>\s*\n\s*</g, '><')
      .replace(/<office:annotation\s[\s\S]*?<\/office:annotation>/g, '')
      .replace(/<\/text:(p|h)>/g, '\n')
      .replace(/<text:tab\/>/g, '\t')
      .replace(/<text:line-break\/>/g, '\n')
      .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_s, n?: string) => ' '.repeat(Number(n ?? 1)))
      .replace(/<[^>]+>/g, '');
    out.push({ creator, text: decodeEntities(inner).replace(/\n+/g, '\n').replace(/^\n|\n$/g, '') });
  }
  return out;
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

describe.skipIf(!hasSoffice)('LibreOffice opens what the review writes', () => {
  it('the annotated contract keeps every paragraph and shows one comment per located issue on its exact text; the report renders Chinese', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lb-report-'));
    try {
      // A real review of a Word file written here, plus ranges cut inside runs, across list items and in a cell.
      const original = await sampleDocx();
      const review = await reviewBuffer(original, 'supply.docx', { side: 'seller' });
      const doc = review.doc;
      const t = doc.text;
      expect(review.result.issues.some((i) => i.clauses.length)).toBe(true);
      expect(review.result.issues.some((i) => !i.clauses.length && i.anchor)).toBe(true);
      const issue = (id: string, clauses: Span[]): Issue => ({
        id, severity: 'higher', title: { cn: '付款期限过长', en: 'Late payment' }, advice: { cn: '建议缩短付款期限。' },
        alternative: { en: 'The Buyer shall pay within thirty (30) days.' }, clauses,
      });
      const issues = [
        ...review.result.issues,
        issue('split.runs', [spanOf(t, 'pay each invoice within one hundred')]),
        issue('across.items', [{ start: t.indexOf('(45) days'), end: t.indexOf('Inspection') + 'Inspection'.length }]),
        issue('cell', [spanOf(t, 'USD 250,000')]),
      ];
      const annotated = annotateDocx(original, doc, issues);
      expect(annotated.unlocated).toEqual([]);
      expect(annotated.comments).toHaveLength(issues.length);
      writeFileSync(join(dir, 'annotated.docx'), annotated.bytes);

      const input = await ingestBuffer(Buffer.from(CONTRACT), 'supply.txt');
      const model = buildReport({
        result: { file: 'supply.txt', chars: input.text.length, ms: 1, contractType: 'goods', side: 'seller', sideInferred: false, clauses: [], issues: sampleIssues(input.text) },
        doc: input,
        structure: analyzeStructure(input),
      });
      writeFileSync(join(dir, 'report.docx'), await renderReportDocx(model));

      convert(dir, 'pdf', [join(dir, 'annotated.docx'), join(dir, 'report.docx')]);
      convert(dir, 'fodt', [join(dir, 'annotated.docx')]);

      const annotatedPdf = await getDocumentProxy(new Uint8Array(readFileSync(join(dir, 'annotated.pdf'))));
      const annotatedText = squeeze((await extractText(annotatedPdf, { mergePages: true })).text);
      for (const s of doc.map.segments.filter((x) => !x.generated)) expect(annotatedText).toContain(squeeze(t.slice(s.start, s.end)));

      const ranges = annotatedRanges(readFileSync(join(dir, 'annotated.fodt'), 'utf8'));
      expect(ranges.map((r) => r.creator)).toEqual(issues.map(() => 'LexBridge'));
      expect(ranges.map((r) => r.text).sort()).toEqual(annotated.comments.map((c) => sourceText(doc, c.span)).sort());

      const reportPdf = await getDocumentProxy(new Uint8Array(readFileSync(join(dir, 'report.pdf'))));
      const reportText = squeeze((await extractText(reportPdf, { mergePages: true })).text);
      for (const s of ['合同风险审查报告', '风险概览（Summary）', '主要条款（Keyterms）', '付款期限过长', '卖方承担无限责任', '未找到相应条款（clausenotfound）']) expect(reportText).toContain(s);
      expect(reportPdf.numPages).toBeGreaterThanOrEqual(2);
      expect(reportPdf.numPages).toBeLessThanOrEqual(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
