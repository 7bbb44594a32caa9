import { basename } from 'node:path';
import type { Clause, ContractType, Doc, ReviewResult, Side, Structure } from '../types.ts';
import { ingestBuffer, ingestFile, type IngestOptions } from '../ingest/index.ts';
import { analyzeStructure, detectContractType, inferSide, isAmendment, isNonBinding } from '../structure/index.ts';
import { detectClauses } from '../classify/index.ts';
import { preloadModel } from '../classify/model.ts';
import { FAMILY_SIDES, runPlaybook } from '../playbook/index.ts';
import { assumedParty, partyNamed, placeParties, sideOfChosen } from '../playbook/chosen-party.ts';
import { answerNli } from '../nli/index.ts';

/**
 * One review, start to finish: ingest, structure, contract family and side, clauses. The command line, the
 * worker thread and the evaluation all run this same function.
 */
export interface ReviewOptions extends IngestOptions {
  side?: Side;
  /**
   * The user's own party, by its label or name ("Party A", "Shanghai Jinling"), for contracts whose roles do not
   * place the parties (a joint venture, a cooperation between two Chinese companies): it is reviewed as the user's
   * side and every other party as the other side.
   */
  party?: string;
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
  const chosen = opts.party !== undefined ? partyNamed(structure.parties, opts.party) : undefined;
  const inferred = opts.side ? null : chosen ? sideOfChosen(structure, contractType, chosen, doc.text) : inferSide(contractType, doc.text, structure.parties);
  const side = opts.side ?? inferred ?? FAMILY_SIDES[contractType][0]!;
  // The playbook reads the parties with the chosen one on the user's side.
  const placed = chosen ? placeParties(structure, chosen, side) : structure;
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
    sideInferred: !opts.side && !chosen,
    ...(chosen ? { reviewedFor: { name: chosen.name, ...(chosen.alias ? { alias: chosen.alias } : {}), chosen: true } } : {}),
    ...(!opts.side && !inferred && !chosen ? { sideAssumed: true, ...assumedParty(structure, side, doc.text) } : {}),
    ...(isAmendment(doc.text) ? { amendment: true } : isNonBinding(doc.text) ? { nonBinding: true } : {}),
    clauses,
    issues: [],
  };
  if (contractType === 'nda-mutual' || contractType === 'nda-unilateral') result.nli = answerNli(doc, clauses);
  // The playbook reads the NDA statement answers (`result.nli`), so it runs after them.
  result.issues = runPlaybook({ doc, structure: placed, clauses, contractType, side, nli: result.nli ?? [], amendment: !!result.amendment || !!result.nonBinding, sideNotChosen: !opts.side && !chosen });
  result.ms = Math.round(performance.now() - started);
  return { result, doc, structure };
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
