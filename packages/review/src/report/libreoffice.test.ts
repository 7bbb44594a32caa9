import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * The one slow test of the report: LibreOffice opens the annotated contract and the report DOCX and writes them as
 * flat ODF, where the paragraphs, each comment with the exact text its range covers, and the page count of the
 * laid-out document can be read back.
 */
const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

function convert(dir: string, format: string, files: string[]): void {
  execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', format, '--outdir', dir, ...files], { timeout: 60_000, stdio: 'ignore' });
}

/** ODF text markup to plain text: paragraphs end in a newline, tabs and spaces as written, tags dropped. */
function odfText(xml: string): string {
  return decodeEntities(
    xml
      // Indentation between elements is the file's layout, not text.
      .replace(/>\s*\n\s*</g, '><')
      .replace(/<office:annotation\s[\s\S]*?<\/office:annotation>/g, '')
      .replace(/<\/text:(p|h)>/g, '\n')
      .replace(/<text:tab\/>/g, '\t')
      .replace(/<text:line-break\/>/g, '\n')
      .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_s, n?: string) => ' '.repeat(Number(n ?? 1)))
      .replace(/<[^>]+>/g, ''),
  );
}

/** Each annotation of a flat ODF text document: its author and the text between it and its end. */
function annotatedRanges(fodt: string): { creator: string; text: string }[] {
  const body = fodt.slice(fodt.indexOf('<office:body>'));
  const out: { creator: string; text: string }[] = [];
  for (const m of body.matchAll(/<office:annotation\s[^>]*office:name="([^"]+)"[^>]*>([\s\S]*?)<\/office:annotation>/g)) {
    const creator = /<dc:creator>([^<]*)<\/dc:creator>/.exec(m[2])?.[1] ?? '';
    const end = body.indexOf(`<office:annotation-end office:name="${m[1]}"/>`, m.index);
    const text = odfText(body.slice(m.index + m[0].length, end));
    out.push({ creator, text: text.replace(/\n+/g, '\n').replace(/^\n|\n$/g, '') });
  }
  return out;
}

/** The body text of a flat ODF document and the page count LibreOffice laid it out on. */
function odfDocument(fodt: string): { text: string; pages: number } {
  const pages = Number(/meta:page-count="(\d+)"/.exec(fodt)?.[1] ?? 0);
  return { text: odfText(fodt.slice(fodt.indexOf('<office:body>'))), pages };
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

      // One LibreOffice run lays out both files and writes them as flat ODF (text, comments, page count).
      convert(dir, 'fodt', [join(dir, 'annotated.docx'), join(dir, 'report.docx')]);

      const annotatedFodt = readFileSync(join(dir, 'annotated.fodt'), 'utf8');
      const annotatedText = squeeze(odfDocument(annotatedFodt).text);
      for (const s of doc.map.segments.filter((x) => !x.generated)) expect(annotatedText).toContain(squeeze(t.slice(s.start, s.end)));

      const ranges = annotatedRanges(annotatedFodt);
      expect(ranges.map((r) => r.creator)).toEqual(issues.map(() => 'LexBridge'));
      expect(ranges.map((r) => r.text).sort()).toEqual(annotated.comments.map((c) => sourceText(doc, c.span)).sort());

      const report = odfDocument(readFileSync(join(dir, 'report.fodt'), 'utf8'));
      const reportText = squeeze(report.text);
      for (const s of ['合同风险审查报告', '风险概览（Summary）', '主要条款（Keyterms）', '付款期限过长', '卖方承担无限责任', '未找到相应条款（clausenotfound）']) expect(reportText).toContain(s);
      expect(report.pages).toBeGreaterThanOrEqual(2);
      expect(report.pages).toBeLessThanOrEqual(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
