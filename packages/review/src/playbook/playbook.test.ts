import { describe, expect, it } from 'vitest';
import { ingestBuffer } from '../ingest/index.ts';
import type { ContractType, Side } from '../types.ts';
import { reviewDoc } from '../worker/engine.ts';
import { loadPlaybook } from './load.ts';
import { expandTestText, FAMILY_SIDES } from './roles.ts';
import type { LoadedIssue } from './types.ts';

/**
 * Every test text of every playbook issue, reviewed as a .txt through the whole engine with the test's side (and
 * family, when given): the issue must fire or stay quiet as the test says. Cases are named
 * `<issue id> <side> fires|quiet`, so `npx vitest run --project unit packages/review/src/playbook -t <id>` runs
 * one issue's cases. Every firing case also checks that every issue of the result quotes verbatim, non-empty
 * text of the document (or, for a missing clause, has an anchor in it).
 */
const playbook = loadPlaybook();

interface Case {
  name: string;
  issue: LoadedIssue;
  side: Side;
  fires: boolean;
  text: string;
  contractType?: ContractType;
}

function cases(): Case[] {
  const out: Case[] = [];
  const names = new Map<string, number>();
  for (const issue of playbook.issues) {
    for (const t of issue.tests) {
      const sides = t.sides ?? (t.side ? [t.side] : []);
      for (const side of sides) {
        // A test given for several sides reviews each side in the first family of the issue that has that side.
        const family = t.contractType ?? issue.families.find((f) => FAMILY_SIDES[f].includes(side));
        const contractType = t.contractType ?? (t.sides ? family : undefined);
        const base = `${issue.id} ${side} ${t.fires ? 'fires' : 'quiet'}`;
        const n = (names.get(base) ?? 0) + 1;
        names.set(base, n);
        out.push({
          name: n > 1 ? `${base} #${n}` : base,
          issue,
          side,
          fires: t.fires,
          text: expandTestText(t.text, side, family),
          ...(contractType ? { contractType } : {}),
        });
      }
    }
  }
  return out;
}

describe('playbook issues on their test texts', () => {
  const all = cases();
  it('has test cases', () => {
    expect(playbook.issues.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThanOrEqual(playbook.issues.length * 2);
  });

  for (const c of all) {
    it(c.name, async () => {
      const doc = await ingestBuffer(Buffer.from(c.text, 'utf8'), `${c.issue.id}.txt`);
      const { result } = reviewDoc(doc, `${c.issue.id}.txt`, { side: c.side, ...(c.contractType ? { contractType: c.contractType } : {}) });
      const hit = result.issues.find((i) => i.id === c.issue.id);
      const why = [
        `${c.issue.file}: "${c.issue.id}" for ${c.side} should ${c.fires ? 'fire' : 'stay quiet'}`,
        `contract type: ${result.contractType}${c.contractType ? ' (forced)' : ' (detected)'}; issue families: ${c.issue.families.join(', ')}`,
        `clauses found: ${[...new Set(result.clauses.map((x) => x.category))].join(', ') || 'none'}`,
        `headings: ${doc.headings.map((h) => h.title).filter(Boolean).join(' | ') || 'none'}`,
        `issues fired: ${result.issues.map((i) => i.id).join(', ') || 'none'}`,
        hit ? `quoted: ${hit.clauses.map((s) => JSON.stringify(doc.text.slice(s.start, s.end).slice(0, 120))).join(' / ') || '(missing clause)'}` : '',
      ].join('\n');
      expect(Boolean(hit), why).toBe(c.fires);
      if (!c.fires) return;
      for (const issue of result.issues) {
        for (const s of issue.clauses) {
          expect(s.start, issue.id).toBeGreaterThanOrEqual(0);
          expect(s.end, issue.id).toBeLessThanOrEqual(doc.text.length);
          expect(doc.text.slice(s.start, s.end).trim(), `${issue.id} quotes empty text`).not.toBe('');
        }
        if (!issue.clauses.length) {
          expect(issue.anchor, `${issue.id} has neither clauses nor anchor`).toBeDefined();
          expect(doc.text.slice(issue.anchor!.start, issue.anchor!.end).trim()).not.toBe('');
        }
        expect(issue.advice.cn.trim(), issue.id).not.toBe('');
        expect(issue.alternative.en.trim(), issue.id).not.toBe('');
      }
    });
  }
});
