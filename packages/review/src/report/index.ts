/**
 * The review's outputs, for callers other than the command line (a server renders them on request): the risk
 * report as DOCX or PDF, and the annotated contract. Import from `@lexbridge/review/report/index`; the package entry
 * does not load these, so a review that needs no files never loads the document libraries.
 */
export { buildReport, type ReportInput, type ReportModel } from './model.ts';
export { renderReportDocx } from './docx.ts';
export { renderReportPdf, type ReportPdfOptions } from './pdf.ts';
export { annotateDocx, annotatedContract, cleanDocx, type AnnotateResult, type PlacedComment } from './annotate.ts';
export { writeOutputs, type OutputRequest, type Written } from './outputs.ts';
