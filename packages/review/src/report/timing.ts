/**
 * How long the outputs take: `npx tsx packages/review/src/report/timing.ts [issues=60] [runs=5]`. Renders the report
 * (DOCX and PDF) and the annotated contract for the test contract with that many issues, in a fresh process, and
 * prints the first run (what one command pays, fonts and code loading included) and the median of the others.
 */
import { ingestBuffer } from '../ingest/index.ts';
import { analyzeStructure } from '../structure/index.ts';
import type { ReviewResult } from '../types.ts';
import { annotatedContract } from './annotate.ts';
import { renderReportDocx } from './docx.ts';
import { CONTRACT, manyIssues } from './fixtures.test-helpers.ts';
import { buildReport } from './model.ts';
import { renderReportPdf } from './pdf.ts';

const n = Number(process.argv[2] ?? 60);
const runs = Math.max(2, Number(process.argv[3] ?? 5));
const doc = await ingestBuffer(Buffer.from(CONTRACT), 'supply.txt');
const result: ReviewResult = {
  file: 'supply.txt', chars: doc.text.length, ms: 0, contractType: 'goods', side: 'seller', sideInferred: false,
  clauses: [], issues: manyIssues(doc.text, n),
};
const structure = analyzeStructure(doc);
const rows: { docx: number; pdf: number; annotated: number }[] = [];
const cpuRows: number[] = [];
for (let i = 0; i < runs; i++) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const model = buildReport({ result, doc, structure });
  await renderReportDocx(model);
  const t1 = performance.now();
  await renderReportPdf(model);
  const t2 = performance.now();
  const used = process.cpuUsage(cpu);
  cpuRows.push((used.user + used.system) / 1000);
  await annotatedContract(doc, result.issues);
  const t3 = performance.now();
  rows.push({ docx: t1 - t0, pdf: t2 - t1, annotated: t3 - t2 });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (r: { docx: number; pdf: number; annotated: number }) =>
  `report DOCX ${Math.round(r.docx)} ms, PDF ${Math.round(r.pdf)} ms (together ${Math.round(r.docx + r.pdf)} ms), annotated ${Math.round(r.annotated)} ms`;
const rest = rows.slice(1);
console.log(`${n} issues`);
// CPU time of the report (both formats) beside wall time: on a shared machine wall time mostly measures the others.
console.log(`first run: ${fmt(rows[0])}; report CPU ${Math.round(cpuRows[0])} ms`);
console.log(
  `median of ${rest.length} more: ${fmt({ docx: median(rest.map((r) => r.docx)), pdf: median(rest.map((r) => r.pdf)), annotated: median(rest.map((r) => r.annotated)) })}` +
    `; report CPU ${Math.round(median(cpuRows.slice(1)))} ms`,
);
