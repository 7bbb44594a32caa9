import { describe, expect, it } from 'vitest';
import { paragraphSpans } from '../ingest/builder.ts';
import { analyzeStructure } from '../structure/index.ts';
import { CONTRACT, at, doc, structure } from './fixtures.test-helpers.ts';
import type { Clause, Side } from '../types.ts';
import { parsePlaybook } from './load.ts';
import { normalizeNumbers, parseNumber } from './numbers.ts';
import { expandTestText } from './roles.ts';
import { runPlaybook } from './run.ts';
import { spanPasses } from './span-test.ts';
import type { PlaybookIssue } from './types.ts';

function playbookOf(issues: Partial<PlaybookIssue>[]) {
  const full = issues.map((i) => ({
    families: ['goods'],
    severity: { buyer: 'medium', seller: 'lower' },
    title: { cn: '标题', en: 'Title' },
    advice: { cn: '建议。' },
    alternative: { default: 'Clause.' },
    tests: [
      { sides: ['buyer', 'seller'], fires: true, text: 'a' },
      { sides: ['buyer', 'seller'], fires: false, text: 'b' },
    ],
    ...i,
  }));
  return parsePlaybook([{ name: 't.json', json: JSON.stringify({ issues: full }) }]);
}

function run(issues: Partial<PlaybookIssue>[], side: Side = 'buyer', clauses: Clause[] = []) {
  return runPlaybook({ doc, structure, clauses, contractType: 'goods', side, playbook: playbookOf(issues) });
}

describe('number tests', () => {
  const roles = { roles: { self: ['Buyer'], other: ['Seller'] }, local: new Map() };
  const over60 = { number: { re: '(\\d+)\\s*days', gt: 60 } };
  it('reads numbers in words, in words with digits, and in digits', () => {
    expect(normalizeNumbers('within sixty (60) days')).toBe('within 60 days');
    expect(normalizeNumbers('ninety days and one hundred and twenty (120) days and forty-five days')).toBe('90 days and 120 days and 45 days');
    expect(normalizeNumbers('upon ninety ("90") days written notice')).toBe('upon 90 days written notice');
    expect(normalizeNumbers('US$1,000,000')).toBe('US$1000000');
    expect(parseNumber('thirty')).toBe(30);
    expect(parseNumber('2,500')).toBe(2500);
  });
  it('compares any match with the bounds', () => {
    expect(spanPasses(over60, 'payable within sixty (60) days', roles)).toBe(false);
    expect(spanPasses(over60, 'payable within 90 days', roles)).toBe(true);
    expect(spanPasses(over60, 'notice of ninety days', roles)).toBe(true);
    expect(spanPasses(over60, 'within 30 days, or 75 days for disputed invoices', roles)).toBe(true);
    expect(spanPasses({ number: { re: '(\\d+)\\s*days', gte: 30, lte: 60 } }, 'thirty (30) days', roles)).toBe(true);
    expect(spanPasses({ not: over60 }, 'sixty days', roles)).toBe(true);
  });
});

describe('runPlaybook', () => {
  it('quotes the paragraph a one-sided pattern finds, only for the side it binds', () => {
    const issue = {
      id: 'indemnity.one-way',
      detect: {
        all: [
          { present: { patterns: ['\\bindemnif'] }, where: { re: '{self}\\s+shall\\s+indemnify' } },
          { not: { present: { patterns: ['{other}\\s+shall\\s+indemnify'] } } },
        ],
      },
    } as Partial<PlaybookIssue>;
    const [hit] = run([issue], 'buyer');
    expect(hit).toMatchObject({ id: 'indemnity.one-way', severity: 'medium' });
    expect(hit!.clauses.map(at)).toEqual([CONTRACT.split('\n')[3]]);
    expect(run([issue], 'seller')).toEqual([]);
  });

  it('anchors a missing clause on its related section, else before the signature block', () => {
    const withAnchor = run([
      { id: 'cap.missing', detect: { missing: { patterns: ['shall\\s+not\\s+exceed'] } }, anchor: { headings: ['indemn'] } },
    ]);
    expect(withAnchor[0]!.clauses).toEqual([]);
    expect(at(withAnchor[0]!.anchor!)).toMatch(/^2\. Indemnity\./);
    const fallback = run([{ id: 'fm.missing', detect: { missing: { patterns: ['force\\s+majeure'] } } }]);
    expect(at(fallback[0]!.anchor!)).toMatch(/^5\. Governing Law/);
  });

  it('anchors in the body, not on the table of contents entry of the section', () => {
    const text = [
      'SUPPLY AGREEMENT',
      'TABLE OF CONTENTS',
      'Section 1. Supply 2',
      'Section 2. Indemnity 3',
      'Section 3. Governing Law 3',
      'Section 1. Supply. Supplier shall sell and the Buyer shall buy the products listed in Schedule 1.',
      'Section 2. Indemnity. The Buyer shall indemnify Supplier against claims arising from the resale of the products.',
      '-2-',
      'Section 3. Governing Law. This Agreement is governed by the laws of Singapore.',
      'IN WITNESS WHEREOF, the parties have executed this Agreement.',
    ].join('\n');
    const d = { text, paragraphs: paragraphSpans(text) };
    const issue = { id: 'cap.missing', detect: { missing: { patterns: ['shall\\s+not\\s+exceed'] } }, anchor: { headings: ['indemn'] } } as Partial<PlaybookIssue>;
    issue.severity = { buyer: 'lower' };
    issue.tests = [{ side: 'buyer', fires: true, text: 'a' }, { side: 'buyer', fires: false, text: 'b' }];
    const out = runPlaybook({ doc: d, structure: analyzeStructure(d), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([issue]) });
    expect(text.slice(out[0]!.anchor!.start, out[0]!.anchor!.end)).toMatch(/^Section 2\. Indemnity\. The Buyer shall indemnify/);
  });

  it('reads a condition through "if" without quoting it', () => {
    const issues = [
      { id: 'renewal.if-chinese', detect: { all: [{ if: { fact: 'selfChinese' } }, { fact: 'autoRenewal' }] } },
    ] as Partial<PlaybookIssue>[];
    const buyer = run(issues, 'buyer');
    expect(buyer.map((i) => i.id)).toEqual(['renewal.if-chinese']);
    expect(buyer[0]!.clauses.map(at)).toEqual([CONTRACT.split('\n')[5]]);
    expect(run(issues, 'seller')).toEqual([]);
  });

  it('anchors before a signature caption ("Party A: ...   Party B: ..."), not on it', () => {
    const text = [
      'PURCHASE CONTRACT',
      'Party A (Buyer): Alder Co., Ltd.',
      'Party B (Seller): Birch AB',
      'Article 1. Party B shall sell and Party A shall buy the goods in the Annex.',
      'Article 2. This Contract is made in Chinese and English, both equally authentic.',
      'Party A: Alder Co., Ltd.     Party B: Birch AB',
      'Signature: ________          Signature: ________',
    ].join('\n');
    const d = { text, paragraphs: paragraphSpans(text) };
    const issue = { id: 'fm.missing', detect: { missing: { patterns: ['force\\s+majeure'] } } } as Partial<PlaybookIssue>;
    const out = runPlaybook({ doc: d, structure: analyzeStructure(d), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([issue]) });
    expect(text.slice(out[0]!.anchor!.start, out[0]!.anchor!.end)).toMatch(/^Article 2\./);
  });

  it('reads structure facts: auto-renewal notice, governing law, a Chinese party on the user\'s side', () => {
    const issues = [
      { id: 'renewal.notice', detect: { fact: 'autoRenewal', where: { number: { re: '(\\d+)\\s*days', gt: 60 } } } },
      { id: 'law.foreign', detect: { all: [{ fact: 'selfChinese' }, { fact: 'governingLaw', whereNone: { re: 'China|PRC' } }] } },
    ] as Partial<PlaybookIssue>[];
    const buyer = run(issues, 'buyer');
    expect(buyer.map((i) => i.id).sort()).toEqual(['law.foreign', 'renewal.notice']);
    expect(at(buyer.find((i) => i.id === 'law.foreign')!.clauses.at(-1)!)).toBe(
      'This Agreement shall be governed by the laws of the State of New York.',
    );
    expect(run(issues, 'seller').map((i) => i.id)).toEqual(['renewal.notice']);
  });

  it('uses whereNone, categories and sorts by severity then position', () => {
    const clauses: Clause[] = [{ category: 'Payment Terms', start: CONTRACT.indexOf('3. Payment'), end: CONTRACT.indexOf('\n4. Term') }];
    const issues = [
      { id: 'a.late', severity: { buyer: 'lower' }, detect: { present: { categories: ['payment terms'] }, whereNone: { re: 'interest' } } },
      { id: 'b.pay', severity: { buyer: 'lower' }, detect: { present: { categories: ['Payment Terms'] }, where: { re: 'interest' } } },
      { id: 'c.law', severity: { buyer: 'higher' }, detect: { present: { headings: ['governing'] } } },
    ] as Partial<PlaybookIssue>[];
    for (const i of issues) i.tests = [{ side: 'buyer', fires: true, text: 'a' }, { side: 'buyer', fires: false, text: 'b' }];
    const out = run(issues, 'buyer', clauses);
    expect(out.map((i) => [i.id, i.severity])).toEqual([['c.law', 'higher'], ['b.pay', 'lower']]);
    expect(out.every((i) => i.clauses.every((s) => at(s) === at(s).trim() && at(s).length > 0))).toBe(true);
  });

  it('counts a classifier clause only when it matches the category pattern', () => {
    // The model reads the party line (it names "the laws of the People's Republic of China") as Governing Law.
    const clauses: Clause[] = [{ category: 'Governing Law', start: CONTRACT.indexOf('This Supply'), end: CONTRACT.indexOf('\n1. Supply') }];
    const missing = (categoryPattern?: string) => ({ id: 'l.missing', detect: { missing: { categories: ['Governing Law'], ...(categoryPattern ? { categoryPattern } : {}) } } });
    expect(run([missing()], 'buyer', clauses)).toEqual([]);
    expect(run([missing('\\bgovern')], 'buyer', clauses).map((i) => i.id)).toEqual(['l.missing']);
    expect(run([missing('laws\\s+of')], 'buyer', clauses)).toEqual([]);
  });
});

describe('a list item', () => {
  const fired = (text: string, where: string) => {
    const d = { text, paragraphs: paragraphSpans(text) };
    const issue = { id: 'l.item', detect: { present: { patterns: ['change\\s+of\\s+control'] }, where: { re: where } } } as Partial<PlaybookIssue>;
    return runPlaybook({ doc: d, structure: analyzeStructure(d), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([issue]) });
  };
  it('is read with the sentence that opens its list, and quoted alone', () => {
    const text = 'SUPPLY AGREEMENT\n11.3 Seller may terminate this Agreement by notice to Buyer:\n(a) if Buyer commits a breach;\n(b) if Buyer undergoes a change of control; or\n(c) if Buyer becomes insolvent.\n12. Notices.';
    const out = fired(text, 'Seller\\s+may\\s+terminate[^.]*change\\s+of\\s+control');
    expect(out.map((i) => text.slice(i.clauses[0]!.start, i.clauses[0]!.end))).toEqual(['(b) if Buyer undergoes a change of control; or']);
  });
  it('reads a lead-in with its items when judging it, but not when ruling an issue out', () => {
    const text = 'SUPPLY AGREEMENT\n11.3 Seller may terminate this Agreement with immediate effect if:\n(a) Buyer breaches any provision;\n(b) Buyer is late in registration.\n12. Notices.';
    const d = { text, paragraphs: paragraphSpans(text) };
    const run1 = (detect: object) =>
      runPlaybook({ doc: d, structure: analyzeStructure(d), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([{ id: 'l.lead', detect } as Partial<PlaybookIssue>]) });
    const lead = { patterns: ['may\\s+terminate'] };
    const out = run1({ present: lead, where: { re: 'immediate[^.]*breach' } });
    expect(out.map((i) => text.slice(i.clauses[0]!.start, i.clauses[0]!.end))).toEqual(['11.3 Seller may terminate this Agreement with immediate effect if:']);
    expect(run1({ present: lead, whereNone: { re: 'registration' } })).toHaveLength(1);
  });
  it('is not read with earlier sentences of the paragraph that opens its list, nor with a paragraph that opens none', () => {
    const opened = 'SUPPLY AGREEMENT\n11.3 Seller may terminate this Agreement. Buyer may give notice:\n(a) if Buyer undergoes a change of control.';
    expect(fired(opened, 'Seller\\s+may\\s+terminate')).toEqual([]);
    expect(fired(opened, 'Buyer\\s+may\\s+give\\s+notice')).toHaveLength(1);
    const plain = 'SUPPLY AGREEMENT\n11.3 Seller may terminate this Agreement.\n(a) if Buyer undergoes a change of control.';
    expect(fired(plain, 'Seller\\s+may\\s+terminate')).toEqual([]);
  });
});

describe('an amendment', () => {
  it('reports nothing missing, and still what its own clauses say', () => {
    const issues = [
      { id: 'm.missing', detect: { missing: { headings: ['confidential'] } } },
      { id: 'm.not', detect: { not: { present: { patterns: ['\\bconfidential'] } } } },
      { id: 'm.present', detect: { present: { patterns: ['\\bindemnify\\b'] } } },
    ] as Partial<PlaybookIssue>[];
    const ids = (amendment: boolean) =>
      runPlaybook({ doc, structure, clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf(issues), amendment }).map((i) => i.id).sort();
    expect(ids(false)).toEqual(['m.missing', 'm.not', 'm.present']);
    expect(ids(true)).toEqual(['m.present']);
  });
});

describe('a contract flattened onto one line', () => {
  it('finds a section by the title that opens its numbered clause inside the line', () => {
    const filler = (n: number) => Array.from({ length: n }, () => 'The Supplier shall keep records of each shipment for three years.').join(' ');
    const text = `SUPPLY AGREEMENT\n1. Supply. ${filler(12)} 2. Payment. ${filler(10)} 3. Notices. All notices shall be given in writing to the address above. ${filler(8)} 4. Price. ${filler(10)}`;
    const flat = { text, paragraphs: paragraphSpans(text) };
    const issue = { id: 'n.missing', severity: { buyer: 'lower' }, detect: { missing: { headings: ['notice'] } } } as Partial<PlaybookIssue>;
    const present = { id: 'n.present', severity: { buyer: 'lower' }, detect: { present: { headings: ['notice'] } } } as Partial<PlaybookIssue>;
    for (const i of [issue, present]) i.tests = [{ side: 'buyer', fires: true, text: 'a' }, { side: 'buyer', fires: false, text: 'b' }];
    const out = runPlaybook({ doc: flat, structure: analyzeStructure(flat), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([issue, present]) });
    expect(out.map((i) => i.id)).toEqual(['n.present']);
    expect(text.slice(out[0]!.clauses[0]!.start, out[0]!.clauses[0]!.end)).toMatch(/^3\. Notices\. All notices shall be given/);
  });
});

describe('playbook speed', () => {
  it('runs the whole playbook on a 300,000-character contract quickly', async () => {
    const { loadPlaybook } = await import('./load.ts');
    const { detectClauses } = await import('../classify/index.ts');
    // A long contract made of the playbook's own test texts (every clause kind the issues look for).
    const pieces = loadPlaybook().issues.flatMap((i) => i.tests.map((t) => expandTestText(t.text, 'buyer', 'goods')));
    let text = '';
    for (let k = 0; text.length < 300_000; k++) text += `${pieces[k % pieces.length]}\n`;
    const big = { text, paragraphs: paragraphSpans(text) };
    const s = analyzeStructure(big);
    const clauses = detectClauses(big);
    const times: number[] = [];
    for (const side of ['buyer', 'buyer', 'seller', 'seller'] as const) {
      // CPU time of this process, so other work on a shared machine does not count.
      const c = process.cpuUsage();
      runPlaybook({ doc: big, structure: s, clauses, contractType: 'goods', side });
      const used = process.cpuUsage(c);
      times.push((used.user + used.system) / 1000);
    }
    const warm = Math.min(times[1]!, times[3]!);
    console.log(`playbook on ${text.length} characters: first run ${times[0]!.toFixed(0)} ms CPU, warm ${warm.toFixed(0)} ms CPU`);
    // Every paragraph of this text is clause language the issues test, so it is slower than a real contract
    // (about 35 ms warm for the largest CUAD contract); the bound catches a pathological pattern.
    expect(warm).toBeLessThan(400);
  }, 60_000);
});

describe('padded text', () => {
  // Text typed for a fixed-width printer: every gap a run of spaces, a clause heading set off by a long run.
  const padded = CONTRACT.replace(/ /g, '   ').replace('2. Indemnity.', '2.    Indemnity.        ');
  const pdoc = { text: padded, paragraphs: paragraphSpans(padded) };
  const pstructure = analyzeStructure(pdoc);
  const runPadded = (issues: Partial<PlaybookIssue>[]) =>
    runPlaybook({ doc: pdoc, structure: pstructure, clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf(issues) });

  it('reads a pattern window and a literal phrase as in single-spaced text, and quotes the original', () => {
    const window = { id: 't.window', detect: { present: { patterns: ['\\bshall\\s+indemnify.{0,20}\\bSupplier\\b'] } } };
    const phrase = { id: 't.phrase', detect: { present: { patterns: ['hold harmless supplier'] }, where: { re: 'products\\.$' } } };
    const issues = runPadded([window, phrase]);
    expect(issues.map((i) => i.id).sort()).toEqual(['t.phrase', 't.window']);
    const quote = issues.find((i) => i.id === 't.window')!.clauses[0]!;
    expect(padded.slice(quote.start, quote.end)).toContain('shall   indemnify   and   hold');
  });

  it('matches headings with padding inside them', () => {
    const heading = { id: 't.heading', detect: { present: { headings: ['^indemnity$'] } } };
    expect(runPadded([heading]).map((i) => i.id)).toEqual(['t.heading']);
  });
});

describe('a Chinese party', () => {
  const issue = { id: 't.chinese', detect: { fact: 'chineseParty' as const } };
  const fires = (text: string) =>
    runPlaybook({ doc: { text, paragraphs: paragraphSpans(text) }, structure: analyzeStructure({ text, paragraphs: paragraphSpans(text) }), clauses: [], contractType: 'goods', side: 'buyer', playbook: playbookOf([issue]) }).length > 0;

  it('is read, without parties from the opening, from a paragraph that describes a party, not from one that names China for another reason', () => {
    expect(fires('-2-\nThe recipient is Jade River Trading, a company with its registered office in Shanghai.\n1. Confidentiality applies.')).toBe(true);
    expect(fires('-2-\nThe client is the People\'s Government of Lianhua County, with its offices at the county hall.\n1. Scope.')).toBe(true);
    expect(fires('-2-\n7. Export. The recipient shall not export the information to the People\'s Republic of China without a licence.\n8. Term.')).toBe(false);
  });

  it('is read from a province or a smaller city', () => {
    expect(fires('-2-\nThe seller is Lanxi Kiln Ceramic Art Co., Ltd., with its studio in Jingdezhen, Jiangxi Province.\n1. Goods.')).toBe(true);
    expect(fires('-2-\nThe supplier is Songyue Coach Co., Ltd., a company registered in Henan.\n1. Goods.')).toBe(true);
  });

  it('is read from an address given after the party\'s label, never from the next party\'s', () => {
    expect(fires('SERVICES AGREEMENT\nThis Agreement is made between Alder Tools Inc. ("Alder"), located at 5 Main Street, Springfield, Ohio, and Jade River Ltd. ("Jade"), with its office at 8 Nanjing Road, Shanghai.\nWHEREAS the parties agree.')).toBe(true);
    expect(fires('SERVICES AGREEMENT\nThis Agreement is made between Alder Tools Inc. ("Alder"), located at 5 Main Street, Springfield, Ohio. The parties agree as follows. Shanghai is where the services are performed.\nWHEREAS the parties agree.')).toBe(false);
  });

  it('is read from a party\'s own paragraph in an order form where only the other party was read', () => {
    expect(fires('ORDER FORM\nLicensor: Alder Sound Pte. Ltd., a company incorporated in Singapore ("Alder").\nCustomer: Shanghai Jade Fitness Co., Ltd., a company incorporated in the People\'s Republic of China, of 288 Changshou Road, Shanghai, operating clubs under the brand "PULSE" (the "Customer").\n1. Service. Alder shall stream music to the clubs.')).toBe(true);
  });
});

describe('the noGoods fact', () => {
  const issue = { id: 't.no-goods', families: ['distribution' as const, 'goods' as const], detect: { fact: 'noGoods' as const } };
  const fires = (text: string, contractType: 'distribution' | 'goods' = 'distribution') =>
    runPlaybook({ doc: { text, paragraphs: paragraphSpans(text) }, structure: analyzeStructure({ text, paragraphs: paragraphSpans(text) }), clauses: [], contractType, side: 'buyer', playbook: playbookOf([issue]) }).length > 0;
  const software = [
    'RESELLER AGREEMENT',
    'Vendor appoints Reseller to resell subscriptions to its online software platform.',
    'Reseller shall promote the Software and the hosted platform to customers through its website.',
    'Customers download the client software and receive licence keys by e-mail.',
  ];
  const agency = 'SALES AGENCY AGREEMENT\nPrincipal appoints Agent to solicit orders for the Products from customers in the Territory. Principal shall pay Agent a commission of 5% of the net sales it accepts.';

  it('is present for a deal in software, content or online services, whatever its family', () => {
    expect(fires(software.join('\n'))).toBe(true);
    expect(fires(software.join('\n'), 'goods')).toBe(true);
  });

  it('is present for an agency or promotion deal that shows no goods changing hands, unless filed as a sale of goods', () => {
    expect(fires(agency)).toBe(true);
    expect(fires(agency, 'goods')).toBe(false);
    expect(fires(agency + ' Agent shall keep an inventory of demonstration units.')).toBe(false);
  });

  it('is not kept away by a company\'s capital stock, and reads end-user licences and electronic access as software', () => {
    const franchise = 'FRANCHISE AGREEMENT\nFranchisor grants Franchisee the right to operate one restaurant under the Marks. Franchisee shall not acquire any stock of any company that competes with Franchisor, and shall report gross sales monthly.';
    expect(fires(franchise)).toBe(true);
    expect(fires(franchise.replace('any stock of any company that competes with Franchisor', 'a stock of the Products above the agreed level'))).toBe(false);
    const access = 'MARKETING AFFILIATE AGREEMENT\nCompany grants Affiliate the right to resell electronic access to its training programs.\nEach customer accepts the end-user licence agreement before electronic access is given.\nAffiliate promotes the courses through its web site and its online newsletter.\nCompany keeps the content current.';
    expect(fires(`${access}\n${access}\nCompany ships its printed catalogues from its warehouse.`)).toBe(true);
  });

  it('is present for software whose copies are still shipped, when software words are at least twice the shipping words', () => {
    const disks = [...software, ...software, 'Vendor ships the copies of the Software on disks F.O.B. its facility by a carrier of its choice, freight collect, in its standard packaging on pallets, and title to the media passes on shipment.'];
    expect(fires(disks.join('\n'), 'goods')).toBe(true);
  });

  it('is absent when the deal also moves physical goods', () => {
    const mixed = [...software, 'Vendor shall ship the hardware units to Reseller\'s warehouse, freight prepaid, in its original packaging.', 'Reseller shall keep an inventory of the units and report defective units.'];
    expect(fires(mixed.join('\n'))).toBe(false);
    expect(fires('SUPPLY AGREEMENT\nSeller shall sell the products listed in Schedule 1 and post the price list on its website.', 'goods')).toBe(false);
  });
});
