import { describe, expect, it } from 'vitest';
import { ruleClauses } from './rules.ts';
import { segment } from './segment.ts';

function found(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [cat, spans] of ruleClauses(text, segment(text))) out[cat] = spans.map((s) => text.slice(s.start, s.end));
  return out;
}

describe('playbook clause rules', () => {
  it('finds clauses by their wording', () => {
    const text = [
      'The Vendor shall defend and indemnify the Client against every third-party claim arising from the Vendor\'s negligence.',
      'Neither side answers for delay caused by force majeure, such as floods or war.',
      'Any dispute arising out of this deal shall be finally settled by arbitration in Singapore.',
      'Should any term be held invalid, the other terms remain in force.',
      'This document is the entire agreement of the parties and supersedes all prior proposals.',
    ].join('\n');
    const got = found(text);
    expect(got['Indemnification']?.[0]).toMatch(/^The Vendor shall defend/);
    expect(got['Force Majeure']?.[0]).toMatch(/force majeure/);
    expect(got['Dispute Resolution']?.[0]).toMatch(/arbitration/);
    expect(got['Severability']?.[0]).toMatch(/held invalid/);
    expect(got['Entire Agreement']?.[0]).toMatch(/entire agreement/);
    expect(got['Data Protection']).toBeUndefined();
  });

  it('finds clauses by the title of their section', () => {
    const text = 'RISK OF LOSS\n\nOnce the crates leave the dock the buyer bears any damage to them.\n\nNOTICES\n\nLetters go to the addresses on page one.';
    const got = found(text);
    expect(got['Title And Risk']).toEqual(['Once the crates leave the dock the buyer bears any damage to them.']);
    expect(got['Notices']).toEqual(['Letters go to the addresses on page one.']);
  });

  it('merges neighbouring sentences of one clause into one span', () => {
    const text = 'Payment. The buyer shall pay each invoice within 30 days of receipt. Late payments carry interest on overdue sums at 1% a month.';
    expect(found(text)['Payment Terms']).toEqual([text]);
  });

  it('reads no clause on title to goods from a signature block or a table column', () => {
    const signatures = 'IN WITNESS WHEREOF the parties have signed below.\n\nBy: Jane Roe\nTitle:\nChief Executive Officer\n\nClause Date Title\nFAR 52.204-2 Security Requirements. The Contractor shall comply.';
    expect(found(signatures)['Title And Risk']).toBeUndefined();
    const passage = 'PASSAGE OF TITLE\n\nOwnership of the goods moves to the buyer on delivery at the named port.';
    expect(found(passage)['Title And Risk']).toEqual(['Ownership of the goods moves to the buyer on delivery at the named port.']);
  });
});
