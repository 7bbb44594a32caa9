/**
 * The team's written contracts (test-data/written-contracts): sales, services, licence and distribution contracts
 * written for the purpose, each labelled issue by issue for one side by a lawyer reading it, outside every text the
 * playbook's patterns were written from. They measure the playbook as a user meets it: an issue should fire where a
 * reviewer for that side would raise it, and stay quiet elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectContractType } from '../structure/index.ts';
import type { ContractType, Side } from '../types.ts';
import { reviewFile } from '../worker/engine.ts';

export const WRITTEN_CONTRACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../test-data/written-contracts');

export interface WrittenContractLabels {
  family: ContractType;
  side: Side;
  style: string;
  /** Issue id → whether a reviewer for the side raises it; `doubt` where careful lawyers could differ. */
  labels: Record<string, { fires: boolean; quote: string; why: string; doubt?: boolean }>;
}

export interface WrittenIssuePair {
  file: string;
  issue: string;
  gold: boolean;
  pred: boolean;
  doubt: boolean;
}

export interface WrittenContractRun {
  pairs: WrittenIssuePair[];
  /** Contracts whose family the engine detects as labelled (the pairs are scored with the labelled family). */
  familyRight: number;
  contracts: number;
}

export function readLabels(dir: string, file: string): WrittenContractLabels {
  return JSON.parse(readFileSync(join(dir, file.replace(/\.txt$/, '.json')), 'utf8')) as WrittenContractLabels;
}

/** Reviews every written contract for its labelled side and family; one pair per labelled issue. */
export async function answerWrittenContracts(dir = WRITTEN_CONTRACTS_DIR): Promise<WrittenContractRun> {
  const pairs: WrittenIssuePair[] = [];
  let familyRight = 0;
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
  for (const file of files) {
    const gold = readLabels(dir, file);
    const { result, doc } = await reviewFile(join(dir, file), { side: gold.side, contractType: gold.family });
    // The family is forced for the review; whether the engine would have found it is read from the same text.
    if (detectContractType(doc.text) === gold.family) familyRight++;
    const fired = new Set(result.issues.map((i) => i.id));
    for (const [issue, g] of Object.entries(gold.labels)) pairs.push({ file, issue, gold: g.fires, pred: fired.has(issue), doubt: g.doubt === true });
  }
  return { pairs, familyRight, contracts: files.length };
}

export interface IssueScores {
  precision: number;
  recall: number;
  accuracy: number;
  n: number;
  /** Labels where the issue fires. */
  fires: number;
}

/** Precision and recall of the issues that fire, and accuracy over every label. */
export function issueScores(pairs: readonly WrittenIssuePair[]): IssueScores {
  const tp = pairs.filter((p) => p.gold && p.pred).length;
  const fp = pairs.filter((p) => !p.gold && p.pred).length;
  const fn = pairs.filter((p) => p.gold && !p.pred).length;
  const right = pairs.filter((p) => p.gold === p.pred).length;
  return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), accuracy: right / Math.max(1, pairs.length), n: pairs.length, fires: tp + fn };
}
