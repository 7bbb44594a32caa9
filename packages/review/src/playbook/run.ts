import type { Clause, ContractType, Doc, Issue, NliAnswer, Severity, Side, Structure } from '../types.ts';
import { anchorFor } from './anchor.ts';
import { detect, detectContext, type DetectContext } from './detect.ts';
import { loadPlaybook } from './load.ts';
import type { LoadedIssue, Playbook } from './types.ts';

/**
 * Runs the playbook on one review: every issue of the contract's family that has a severity for the user's side
 * is detected; the ones that fire become the result's issues, higher → medium → lower, then in text order.
 */
export interface PlaybookInput {
  doc: Pick<Doc, 'text' | 'paragraphs'>;
  structure: Structure;
  clauses: readonly Clause[];
  contractType: ContractType;
  side: Side;
  nli?: readonly NliAnswer[];
  /** The document amends another agreement: nothing is reported missing (detect.ts). */
  amendment?: boolean;
  /**
   * The side was inferred or assumed, not chosen by the user: where nothing else places two parties, the one Chinese
   * party is taken to be the user's (roles.ts).
   */
  sideNotChosen?: boolean;
  /** Defaults to the playbook folder (`loadPlaybook()`). */
  playbook?: Playbook;
}

const RANK: Record<Severity, number> = { higher: 0, medium: 1, lower: 2 };

/** The issues of a playbook checked for this family and side. */
export function applicableIssues(playbook: Playbook, contractType: ContractType, side: Side): LoadedIssue[] {
  return playbook.issues.filter((i) => i.families.includes(contractType) && i.severity[side] !== undefined);
}

/** One issue on one review: the result's Issue when it fires, else null. */
export function runIssue(issue: LoadedIssue, side: Side, ctx: DetectContext): Issue | null {
  const severity = issue.severity[side];
  if (!severity) return null;
  const outcome = detect(issue.detect, ctx);
  if (!outcome.fired) return null;
  const advice = issue.adviceBySide?.[side] ?? issue.advice;
  const alternative = issue.alternative[side] ?? issue.alternative.default ?? '';
  const out: Issue = {
    id: issue.id,
    severity,
    title: { cn: issue.title.cn, en: issue.title.en },
    advice: advice.en ? { cn: advice.cn, en: advice.en } : { cn: advice.cn },
    alternative: { en: alternative },
    clauses: outcome.spans,
  };
  if (!outcome.spans.length) {
    const anchor = anchorFor(issue.anchor, ctx);
    if (anchor) out.anchor = anchor;
  }
  return out;
}

function position(i: Issue): number {
  return i.clauses[0]?.start ?? i.anchor?.start ?? Number.MAX_SAFE_INTEGER;
}

export function runPlaybook(input: PlaybookInput): Issue[] {
  const playbook = input.playbook ?? loadPlaybook();
  const ctx = detectContext(input);
  const out: Issue[] = [];
  for (const issue of applicableIssues(playbook, input.contractType, input.side)) {
    const hit = runIssue(issue, input.side, ctx);
    if (hit) out.push(hit);
  }
  return out.sort((a, b) => RANK[a.severity] - RANK[b.severity] || position(a) - position(b) || a.id.localeCompare(b.id));
}
