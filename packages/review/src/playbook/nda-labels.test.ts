import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRITTEN_NDAS_DIR } from '../nli/written.ts';
import type { NliLabel, Side } from '../types.ts';
import { reviewFile } from '../worker/engine.ts';
import { loadPlaybook } from './load.ts';

/**
 * An NDA issue that says the same as a statement's answer must not contradict the team's label of that statement:
 * "no permission to share with employees" on an NDA that lets employees receive the information reads as an error.
 * Per issue: the statement, and the label under which the issue must stay quiet.
 */
const MUST_BE_QUIET: Record<string, [statement: string, label: NliLabel]> = {
  'nda.recipients.missing': ['nda-5', 'Entailment'],
  'nda.recipients.no-advisers': ['nda-7', 'Entailment'],
  'nda.exclusions.no-independent-development': ['nda-12', 'Entailment'],
  'nda.exclusions.no-third-party-source': ['nda-13', 'Entailment'],
  'nda.return.no-retention': ['nda-20', 'Entailment'],
  'nda.oral.unconfirmed': ['nda-3', 'Contradiction'],
  'nda.oral.confirmation-required': ['nda-3', 'Contradiction'],
  'nda.oral.excluded': ['nda-3', 'Entailment'],
  'nda.copies.prohibited': ['nda-17', 'Entailment'],
  'nda.compelled.no-notice': ['nda-8', 'Entailment'],
  'nda.definition.marking-required': ['nda-1', 'Contradiction'],
  'nda.definition.technical-only': ['nda-2', 'Contradiction'],
  'nda.no-licence.missing': ['nda-15', 'Entailment'],
  'nda.term.no-survival': ['nda-19', 'Entailment'],
  'nda.non-solicit.present': ['nda-18', 'Contradiction'],
  'nda.reverse-engineering.missing': ['nda-11', 'Entailment'],
};

interface Label {
  label: NliLabel;
  doubt?: boolean;
}

describe('NDA issues against the written NDAs\' labels', () => {
  it('an issue is quiet where the labelled answer to its statement says the opposite (at most 2% of the checks may disagree)', async () => {
    const severity = new Map(loadPlaybook().issues.map((i) => [i.id, i.severity] as const));
    let checks = 0;
    const wrong: string[] = [];
    for (const file of readdirSync(WRITTEN_NDAS_DIR).filter((f) => f.endsWith('.txt')).sort()) {
      const gold = JSON.parse(readFileSync(join(WRITTEN_NDAS_DIR, file.replace(/\.txt$/, '.json')), 'utf8')) as Record<string, Label>;
      const first = (await reviewFile(join(WRITTEN_NDAS_DIR, file))).result;
      if (first.contractType !== 'nda-mutual' && first.contractType !== 'nda-unilateral') continue;
      const sides: Side[] = first.contractType === 'nda-mutual' ? ['mutual'] : ['receiving', 'disclosing'];
      for (const side of sides) {
        const result = side === first.side ? first : (await reviewFile(join(WRITTEN_NDAS_DIR, file), { side })).result;
        const fired = new Set(result.issues.map((i) => i.id));
        for (const [id, [statement, label]] of Object.entries(MUST_BE_QUIET)) {
          const g = gold[statement];
          if (!g || g.doubt || g.label !== label || severity.get(id)?.[side] === undefined) continue;
          checks++;
          if (fired.has(id)) wrong.push(`${file} (${side}): ${id} fired although ${statement} is ${label}`);
        }
      }
    }
    expect(checks).toBeGreaterThan(300);
    expect(wrong.length / checks, wrong.join('\n')).toBeLessThanOrEqual(0.02);
  }, 120_000);
});
