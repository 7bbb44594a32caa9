import { basename } from 'node:path';
import type { Clause, ContractType, Doc, ReviewResult, Side, Structure } from '../types.ts';
import { ingestBuffer, ingestFile, type IngestOptions } from '../ingest/index.ts';
import { analyzeStructure, detectContractType, inferSide, isAmendment } from '../structure/index.ts';
import { detectClauses } from '../classify/index.ts';
import { preloadModel } from '../classify/model.ts';
import { FAMILY_SIDES, runPlaybook } from '../playbook/index.ts';
import { partySides } from '../playbook/roles.ts';
import { answerNli } from '../nli/index.ts';

/**
 * One review, start to finish: ingest, structure, contract family and side, clauses. The command line, the
 * worker thread and the evaluation all run this same function.
 */
export interface ReviewOptions extends IngestOptions {
  side?: Side;
  /** Forces the contract family instead of detecting it (tests of the playbook). */
  contractType?: ContractType;
}

export interface ReviewOutput {
  result: ReviewResult;
  doc: Doc;
  structure: Structure;
}

export function reviewDoc(doc: Doc, file: string, opts: ReviewOptions = {}, started = performance.now()): ReviewOutput {
  const structure = analyzeStructure(doc);
  const contractType = opts.contractType ?? detectContractType(doc.text);
  // When inference finds no side, the family's first side is reviewed, and the result says it was assumed.
  const inferred = opts.side ? null : inferSide(contractType, doc.text, structure.parties);
  const side = opts.side ?? inferred ?? FAMILY_SIDES[contractType][0]!;
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
    ...(!opts.side && !inferred ? { sideAssumed: true, ...reviewedFor(structure, side, doc.text) } : {}),
    ...(isAmendment(doc.text) ? { amendment: true } : {}),
    clauses,
    issues: [],
  };
  if (contractType === 'nda-mutual' || contractType === 'nda-unilateral') result.nli = answerNli(doc, clauses);
  // The playbook reads the NDA statement answers (`result.nli`), so it runs after them.
  result.issues = runPlaybook({ doc, structure, clauses, contractType, side, nli: result.nli ?? [], amendment: !!result.amendment, sideNotChosen: !opts.side });
  result.ms = Math.round(performance.now() - started);
  return { result, doc, structure };
}

/** The one party an assumed side reviews for, when the playbook takes the Chinese party to be the user's. */
function reviewedFor(structure: Structure, side: Side, text: string): Pick<ReviewResult, 'reviewedFor'> {
  // Roles that place the parties make the side's own word right; only the Chinese-party fallback needs naming.
  if (partySides(structure, side, text).self.length) return {};
  const self = partySides(structure, side, text, true).self;
  if (self.length !== 1) return {};
  const p = self[0]!;
  return { reviewedFor: { name: p.name, ...(p.alias ? { alias: p.alias } : {}) } };
}

/**
 * The clause model loads on zlib's thread pool while the file is read; a failure to load it is reported by
 * detectClauses, which loads it again, so it is ignored here.
 */
async function withModel<T>(reading: Promise<T>): Promise<T> {
  const model = preloadModel().catch(() => null);
  const value = await reading;
  await model;
  return value;
}

export async function reviewFile(path: string, opts: ReviewOptions = {}): Promise<ReviewOutput> {
  const started = performance.now();
  return reviewDoc(await withModel(ingestFile(path, opts)), path, opts, started);
}

export async function reviewBuffer(buf: Buffer, name: string, opts: ReviewOptions = {}): Promise<ReviewOutput> {
  const started = performance.now();
  return reviewDoc(await withModel(ingestBuffer(buf, name, opts)), name, opts, started);
}
