import { basename } from 'node:path';
import type { Clause, Doc, ReviewResult, Side, Structure } from '../types.ts';
import { ingestBuffer, ingestFile, type IngestOptions } from '../ingest/index.ts';
import { analyzeStructure, detectContractType, inferSide } from '../structure/index.ts';
import { detectClauses } from '../classify/index.ts';

/**
 * One review, start to finish: ingest, structure, contract family and side, clauses. The command line, the
 * worker thread and the evaluation all run this same function.
 */
export interface ReviewOptions extends IngestOptions {
  side?: Side;
}

export interface ReviewOutput {
  result: ReviewResult;
  doc: Doc;
  structure: Structure;
}

export function reviewDoc(doc: Doc, file: string, opts: ReviewOptions = {}, started = performance.now()): ReviewOutput {
  const structure = analyzeStructure(doc);
  const contractType = detectContractType(doc.text);
  const side = opts.side ?? inferSide(contractType, doc.text, structure.parties);
  const clauses: Clause[] = detectClauses({ text: doc.text, paragraphs: doc.paragraphs }).map((c) => ({
    category: c.category,
    start: c.start,
    end: c.end,
    ...(c.score !== undefined ? { score: c.score } : {}),
  }));
  const result: ReviewResult = {
    file: basename(file),
    chars: doc.text.length,
    ms: Math.round(performance.now() - started),
    contractType,
    side,
    sideInferred: !opts.side,
    clauses,
    issues: [],
  };
  return { result, doc, structure };
}

export async function reviewFile(path: string, opts: ReviewOptions = {}): Promise<ReviewOutput> {
  const started = performance.now();
  return reviewDoc(await ingestFile(path, opts), path, opts, started);
}

export async function reviewBuffer(buf: Buffer, name: string, opts: ReviewOptions = {}): Promise<ReviewOutput> {
  const started = performance.now();
  return reviewDoc(await ingestBuffer(buf, name, opts), name, opts, started);
}
