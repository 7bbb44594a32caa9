import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pdfTwins } from '../data/cuad.ts';
import { ingestFile } from '../ingest/index.ts';
import { tokenF1 } from './tokens.ts';

/** The PDF path against the txt twins: token F1 of every dev PDF (all 36: this measures ingest, not rules). */
export interface PdfEval {
  rows: { file: string; pages: number; f1: number; precision: number; recall: number; ms: number; error?: string }[];
}

export async function evalPdf(data: string, log?: (s: string) => void): Promise<PdfEval> {
  const rows: PdfEval['rows'] = [];
  const twins = pdfTwins(data);
  for (const [n, { pdf, txt }] of twins.entries()) {
    const t0 = performance.now();
    try {
      const doc = await ingestFile(pdf);
      const s = tokenF1(doc.text, readFileSync(txt, 'utf8'));
      rows.push({ file: basename(pdf), pages: doc.pages ?? 0, ...s, ms: performance.now() - t0 });
    } catch (e) {
      rows.push({ file: basename(pdf), pages: 0, f1: 0, precision: 0, recall: 0, ms: performance.now() - t0, error: (e as Error).message });
    }
    log?.(`pdf ${n + 1}/${twins.length}`);
  }
  return { rows };
}
