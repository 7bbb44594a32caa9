import { basename } from 'node:path';
import type { Clause, ContractType, Doc, Party, ReviewResult, Side, Structure } from '../types.ts';
import { ingestBuffer, ingestFile, type IngestOptions } from '../ingest/index.ts';
import { analyzeStructure, detectContractType, inferSide, isAmendment, isNonBinding } from '../structure/index.ts';
import { detectClauses } from '../classify/index.ts';
import { preloadModel } from '../classify/model.ts';
import { FAMILY_SIDES, runPlaybook } from '../playbook/index.ts';
import { OPPOSITE, partySides, SIDE_WORDS } from '../playbook/roles.ts';
import { ReviewError } from '../errors.ts';
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
    ...(!opts.side && !inferred && !chosen ? { sideAssumed: true, ...reviewedFor(structure, side, doc.text) } : {}),
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

/** The party the user named, by label ("Party A") or by name or part of it; an unknown one is refused. */
function partyNamed(parties: readonly Party[], wanted: string): Party {
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]+/g, ' ').trim();
  const w = norm(wanted);
  const hit =
    parties.find((p) => p.alias && norm(p.alias) === w) ??
    parties.find((p) => norm(p.name) === w) ??
    (w.length >= 3 ? parties.filter((p) => norm(p.name).includes(w)) : []).find((_, i, all) => all.length === 1);
  if (!hit) {
    const names = parties.map((p) => `${p.name}${p.alias ? ` ("${p.alias}")` : ''}`).join('; ') || '-';
    throw new ReviewError('PARTY_NOT_FOUND', { party: wanted, parties: names });
  }
  return hit;
}

/** The side the contract's roles give the chosen party, if any. */
function sideOfChosen(structure: Structure, family: ContractType, chosen: Party, text: string): Side | null {
  return FAMILY_SIDES[family].find((s) => partySides(structure, s, text).self.includes(chosen)) ?? null;
}

/** The parties with the chosen one given the side's role word and the others the opposite side's. */
function placeParties(structure: Structure, chosen: Party, side: Side): Structure {
  if (side === 'mutual') return structure;
  const word = (s: Side) => SIDE_WORDS[s][0]!.toLowerCase();
  return { ...structure, parties: structure.parties.map((p) => ({ ...p, role: p === chosen ? word(side) : word(OPPOSITE[side]) })) };
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
