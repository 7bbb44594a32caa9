import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewError } from '../errors.ts';
import { ingestBuffer } from '../ingest/index.ts';
import { readZipDirectory } from '../ingest/zip.ts';
import { analyzeStructure } from '../structure/index.ts';
import type { ReviewOutput } from '../worker/engine.ts';
import { sampleDocx } from './annotate.test-helpers.ts';
import { spanOf } from './fixtures.test-helpers.ts';
import { plan, writeOutputs } from './outputs.ts';

describe('output files', () => {
  it('plans names from the contract file and refuses extensions an option cannot write', () => {
    expect(plan('/x/Lease 2024.docx', { out: 'o' }).map((w) => w.path)).toEqual([
      join('o', 'Lease 2024.report.docx'), join('o', 'Lease 2024.report.pdf'), join('o', 'Lease 2024.annotated.docx'),
    ]);
    expect(plan('a.pdf', { report: ['r.PDF', 'r.docx'] }).map((w) => w.kind)).toEqual(['report-pdf', 'report-docx']);
    expect(() => plan('a.pdf', { report: ['r.html'] })).toThrow(ReviewError);
    expect(() => plan('a.pdf', { annotated: 'a.pdf' })).toThrow(ReviewError);
  });

  it('writes the report in both formats and the user\'s own .docx with comments into --out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lb-out-'));
    try {
      const file = join(dir, 'supply.docx');
      const bytes = await sampleDocx();
      writeFileSync(file, bytes);
      const doc = await ingestBuffer(bytes, file);
      const review: ReviewOutput = {
        doc,
        structure: analyzeStructure(doc),
        result: {
          file: 'supply.docx', chars: doc.text.length, ms: 1, contractType: 'goods', side: 'seller', sideInferred: true, clauses: [],
          issues: [{ id: 'payment.late', severity: 'higher', title: { cn: '付款期限过长', en: 'Late payment' }, advice: { cn: '建议缩短付款期限。' }, alternative: { en: 'The Buyer shall pay within thirty (30) days.' }, clauses: [spanOf(doc.text, 'within one hundred twenty (120) days')] }],
        },
      };
      const written = await writeOutputs(review, file, { out: join(dir, 'out') });
      expect(written.map((w) => w.kind)).toEqual(['report-docx', 'report-pdf', 'annotated']);
      expect(readFileSync(join(dir, 'out', 'supply.report.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      const annotated = readFileSync(join(dir, 'out', 'supply.annotated.docx'));
      const entries = readZipDirectory(annotated);
      expect(entries.has('word/comments.xml')).toBe(true);
      // The user's own package: every part of the upload is still there.
      for (const name of readZipDirectory(bytes).keys()) expect(entries.has(name)).toBe(true);
      await expect(writeOutputs(review, file, { report: [join(dir, 'missing-folder', 'r.pdf')] })).rejects.toThrow(/cannot write/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
