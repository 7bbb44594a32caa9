import { describe, expect, it } from 'vitest';
import { paragraphSpans } from '../ingest/builder.ts';
import { analyzeStructure } from '../structure/index.ts';
import { incorporatedTitles } from './incorporated.ts';
import { parsePlaybook } from './load.ts';
import { runPlaybook } from './run.ts';

const titles = (text: string) => incorporatedTitles(text, paragraphSpans(text)).map((t) => t.title);

describe('clauses of another agreement incorporated by reference', () => {
  it('reads the bracketed titles of the sections an incorporating sentence names', () => {
    const text = '7. Other Terms. Section 8.2 (Confidentiality; Publicity) and Section 12(b) (Governing Law) of the Master Services Agreement are hereby incorporated herein as if fully set forth in this Agreement.';
    expect(titles(text)).toEqual(['Confidentiality; Publicity', 'Governing Law']);
  });

  it('reads a named agreement whose terms are made part of this one', () => {
    expect(titles('The terms of the Mutual Nondisclosure Agreement shall be deemed incorporated into this Agreement by reference.')).toEqual(['Mutual Nondisclosure Agreement']);
  });

  it('ignores this agreement\'s own exhibits and recitals, and titles outside an incorporating sentence', () => {
    expect(titles('The Exhibits to this Agreement are incorporated herein by reference. The recitals are incorporated herein.')).toEqual([]);
    expect(titles('The terms of this Agreement are incorporated herein by reference into each order.')).toEqual([]);
    expect(titles('Each party shall comply with Section 8.2 (Confidentiality) of the Master Services Agreement.')).toEqual([]);
  });
});

describe('a missing-clause issue and incorporated clauses', () => {
  const playbook = parsePlaybook([
    {
      name: 't.json',
      json: JSON.stringify({
        issues: [
          {
            id: 't.cap.missing',
            families: ['services'],
            severity: { client: 'medium', provider: 'medium' },
            title: { cn: '标题', en: 'Title' },
            detect: { not: { present: { headings: ['liabilit'], patterns: ['\\bliab'] }, where: { re: '\\bnot\\s+exceed' } } },
            advice: { cn: '建议。' },
            alternative: { default: 'Clause.' },
            tests: [
              { sides: ['client', 'provider'], fires: true, text: 'a' },
              { sides: ['client', 'provider'], fires: false, text: 'b' },
            ],
          },
          {
            id: 't.confidentiality.missing',
            families: ['services'],
            severity: { client: 'medium', provider: 'medium' },
            title: { cn: '标题', en: 'Title' },
            detect: { missing: { headings: ['confidential'], patterns: ['\\bkeep\\s+(?:\\w+\\s+){0,4}confidential'] } },
            advice: { cn: '建议。' },
            alternative: { default: 'Clause.' },
            tests: [
              { sides: ['client', 'provider'], fires: true, text: 'a' },
              { sides: ['client', 'provider'], fires: false, text: 'b' },
            ],
          },
        ],
      }),
    },
  ]);
  const review = (text: string) => {
    const doc = { text, paragraphs: paragraphSpans(text) };
    return runPlaybook({ doc, structure: analyzeStructure(doc), clauses: [], contractType: 'services', side: 'client', playbook }).map((i) => i.id);
  };
  const head = 'SERVICES AGREEMENT\nThis Services Agreement is made between Alder Ltd. ("Client") and Birch Inc. ("Provider").\n1. Services. Provider shall provide the services in Exhibit A.\n';

  it('stays quiet when the clause is incorporated from another agreement by its title', () => {
    expect(review(head + '2. Other Terms. Section 9 (Confidentiality) and Section 10 (Limitation of Liability) of the Master Agreement between the parties are hereby incorporated into this Agreement.')).toEqual([]);
  });

  it('still fires when only this agreement\'s own exhibits are incorporated', () => {
    expect(review(head + '2. Exhibits. Exhibit A (Confidential Pricing) is attached hereto. The Exhibits are incorporated herein by reference.')).toEqual(['t.cap.missing', 't.confidentiality.missing']);
  });
});
