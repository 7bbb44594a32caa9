import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicableIssues } from './run.ts';
import { loadPlaybook } from './load.ts';
import { answerWrittenContracts, issueScores, readLabels, WRITTEN_CONTRACTS_DIR } from './written.ts';

// The playbook on the team's written contracts (test-data/written-contracts): floors a little under what it reaches
// now, so a change that loses issues a reviewer would raise, or raises ones a reviewer would not, is caught.
const files = readdirSync(WRITTEN_CONTRACTS_DIR).filter((f) => f.endsWith('.txt'));

describe('the playbook on written contracts', () => {
  it('labels, for each contract, exactly the issues the playbook checks for its family and side', () => {
    const playbook = loadPlaybook();
    expect(files.length).toBe(384);
    for (const file of files) {
      const gold = readLabels(WRITTEN_CONTRACTS_DIR, file);
      const ids = applicableIssues(playbook, gold.family, gold.side).map((i) => i.id);
      expect(Object.keys(gold.labels).sort(), file).toEqual([...ids].sort());
    }
  });

  it('raises the issues a reviewer raises, and few others', async () => {
    const run = await answerWrittenContracts();
    const all = issueScores(run.pairs);
    const certain = issueScores(run.pairs.filter((p) => !p.doubt));
    expect(all.n).toBeGreaterThan(1500);
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.83);
    expect(certain.accuracy).toBeGreaterThanOrEqual(0.94);
    expect(run.familyRight).toBeGreaterThanOrEqual(run.contracts - 10);
  }, 120_000);
});
