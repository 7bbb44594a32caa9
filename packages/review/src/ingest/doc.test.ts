import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOFFICE } from './doc.ts';
import { ingestBuffer } from './index.ts';
import { docx, NUMBERING, numPr, para } from './fixtures.test-helpers.ts';

const hasSoffice = spawnSync(SOFFICE, ['--version'], { timeout: 20_000 }).status === 0;

describe('doc ingest', () => {
  it.skipIf(!hasSoffice)('converts a Word 97-2003 file through LibreOffice and keeps its numbering', async () => {
    // Build the .doc from a .docx with LibreOffice itself: no binary fixture in the repository.
    const dir = mkdtempSync(join(tmpdir(), 'review-doc-test-'));
    try {
      const src = join(dir, 'terms.docx');
      writeFileSync(src, await docx([para('Payment', numPr(0)), para('The Buyer shall pay each invoice within thirty days of its receipt.', numPr(1))].join(''), { 'word/numbering.xml': NUMBERING }));
      execFileSync(SOFFICE, [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'doc', '--outdir', dir, src], { timeout: 60_000 });
      const doc = await ingestBuffer(readFileSync(join(dir, 'terms.doc')), 'terms.doc');
      expect(doc.source).toBe('doc');
      expect(doc.text).toMatch(/1\.\s+Payment/);
      expect(doc.text).toMatch(/1\.1\s+The Buyer shall pay each invoice within thirty days of its receipt\./);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
