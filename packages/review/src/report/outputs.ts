import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { ReviewError } from '../errors.ts';
import type { ReviewOutput } from '../worker/engine.ts';
import { annotatedContract } from './annotate.ts';
import { renderReportDocx } from './docx.ts';
import { buildReport } from './model.ts';
import { renderReportPdf } from './pdf.ts';

/**
 * The files a review can produce, written where the command line was told: `--report x.docx|x.pdf` (repeatable),
 * `--annotated x.docx`, or `--out dir` for all three as `<name>.report.docx`, `<name>.report.pdf`,
 * `<name>.annotated.docx`.
 */
export interface OutputRequest {
  report?: string[];
  annotated?: string;
  out?: string;
}

export interface Written {
  kind: 'report-docx' | 'report-pdf' | 'annotated';
  path: string;
}

/** Paths by kind, refusing an extension the option cannot write. */
export function plan(file: string, req: OutputRequest): Written[] {
  const out: Written[] = [];
  for (const p of req.report ?? []) {
    const ext = extname(p).toLowerCase();
    if (ext !== '.docx' && ext !== '.pdf') throw new ReviewError('BAD_ARGUMENT', { detail: `--report must name a .docx or .pdf file (got ${p})` });
    out.push({ kind: ext === '.docx' ? 'report-docx' : 'report-pdf', path: p });
  }
  if (req.annotated) {
    if (extname(req.annotated).toLowerCase() !== '.docx') throw new ReviewError('BAD_ARGUMENT', { detail: `--annotated must name a .docx file (got ${req.annotated})` });
    out.push({ kind: 'annotated', path: req.annotated });
  }
  if (req.out) {
    const name = basename(file, extname(file));
    out.push(
      { kind: 'report-docx', path: join(req.out, `${name}.report.docx`) },
      { kind: 'report-pdf', path: join(req.out, `${name}.report.pdf`) },
      { kind: 'annotated', path: join(req.out, `${name}.annotated.docx`) },
    );
  }
  return out;
}

export async function writeOutputs(review: ReviewOutput, file: string, req: OutputRequest): Promise<Written[]> {
  const targets = plan(file, req);
  if (!targets.length) return [];
  if (req.out) await mkdir(req.out, { recursive: true });
  const model = targets.some((t) => t.kind !== 'annotated') ? buildReport(review) : null;
  const bytes = new Map<Written['kind'], Uint8Array>();
  for (const t of targets) {
    if (!bytes.has(t.kind)) {
      if (t.kind === 'report-docx') bytes.set(t.kind, await renderReportDocx(model!));
      else if (t.kind === 'report-pdf') bytes.set(t.kind, await renderReportPdf(model!));
      else {
        const original = review.doc.source === 'docx' ? await readFile(file) : undefined;
        bytes.set(t.kind, (await annotatedContract(review.doc, review.result.issues, original)).bytes);
      }
    }
    try {
      await writeFile(t.path, bytes.get(t.kind)!);
    } catch (e) {
      throw new ReviewError('BAD_ARGUMENT', { detail: `cannot write ${t.path} (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
    }
  }
  return targets;
}
