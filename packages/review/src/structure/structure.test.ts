import { describe, expect, it } from 'vitest';
import { detectContractType, inferSide, isAmendment, titleOf } from './index.ts';
import { findGoverningLaw } from './governing-law.ts';
import { findAmounts } from './amounts.ts';
import { structureOf } from './fixtures.test-helpers.ts';

/** The parties the structure reads from a text. */
const partiesOf = (text: string) => structureOf(text).parties;

const CONTRACT = [
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement (the "Agreement") is entered into as of March 3, 2021 by and between Northwind Trading Co., Ltd., a company organized under the laws of the People\'s Republic of China ("Distributor"), and Blue Harbor Inc., a Delaware corporation ("Supplier").',
  'WHEREAS, Supplier makes products and Distributor wishes to resell them.',
  '1. Definitions.',
  '1.1 "Products" means the goods listed in Exhibit A.',
  '1.2 "Territory" shall mean the mainland of China.',
  '2. Term. This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years. Thereafter it shall automatically renew for successive one (1) year periods unless either party gives ninety (90) days prior written notice of non-renewal.',
  '3. Minimum Purchases. Distributor shall purchase at least US$ 2.5 million of Products each year, and a fee of $12,000.50 is payable on signature.',
  '(a) Orders are placed in writing.',
  'ARTICLE IV GOVERNING LAW',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws rules.',
].join('\n');

describe('structure', () => {
  const s = structureOf(CONTRACT);
  const at = (x: { start: number; end: number }) => CONTRACT.slice(x.start, x.end);

  it('finds headings and sections with their levels', () => {
    expect(s.sections.map((x) => [x.heading.number ?? '', x.heading.title, x.heading.level])).toEqual([
      ['', 'DISTRIBUTION AGREEMENT', 1],
      ['1', 'Definitions', 1],
      ['1.1', '', 2],
      ['1.2', '', 2],
      ['2', 'Term', 1],
      ['3', 'Minimum Purchases', 1],
      ['(a)', '', 3],
      ['IV', 'GOVERNING LAW', 1],
    ]);
    const term = s.sections.find((x) => x.heading.number === '2')!;
    expect(at(term)).toMatch(/^2\. Term\..*non-renewal\.\n$/s);
  });

  it('finds defined terms in both forms', () => {
    expect(s.definitions.map((d) => d.term)).toEqual(['Agreement', 'Distributor', 'Supplier', 'Products', 'Territory']);
    expect(at(s.definitions[3].definition)).toBe('"Products" means the goods listed in Exhibit A.');
  });

  it('finds the parties with their labels and roles', () => {
    expect(s.parties.map((p) => [p.name, p.alias, p.role])).toEqual([
      ['Northwind Trading Co., Ltd.', 'Distributor', 'distributor'],
      ['Blue Harbor Inc.', 'Supplier', 'supplier'],
    ]);
    expect(s.parties.every((p) => at(p) === p.name)).toBe(true);
  });

  it('ends a name at an address written after it and keeps a party named twice once', () => {
    const names = (text: string) => partiesOf(text).map((p) => [p.name, p.alias]);
    const addresses =
      'ENDORSEMENT AGREEMENT\nThis Agreement is made between ALDER TOOLS, INC., 12 Harbour Road, Suite 400, Springfield ("Company") and BIRCH SPORTS LTD. c/o Maple Management, 3 Oak Lane ("Licensor") and CEDAR PHARMA A/S of Parkvej 5, 2750 Aarhus ("Cedar").\nWHEREAS\n';
    expect(names(addresses)).toEqual([
      ['ALDER TOOLS, INC.', 'Company'],
      ['BIRCH SPORTS LTD.', 'Licensor'],
      ['CEDAR PHARMA A/S', 'Cedar'],
    ]);
    const twice =
      'SERVICES AGREEMENT\nBETWEEN: ALDER TOOLS INC. ("Company") AND: BIRCH SUPPLY LLC ("Contractor")\nThis Agreement is made between Alder Tools Inc. ("Company") and Birch Supply LLC ("Contractor").\nWHEREAS\n';
    expect(names(twice)).toEqual([
      ['Alder Tools Inc.', 'Company'],
      ['Birch Supply LLC', 'Contractor'],
    ]);
    const capsTwice = twice.replace('between Alder Tools Inc.', 'between ALDER TOOLS INC.').replace('BETWEEN: ALDER TOOLS INC. ("Company") AND: BIRCH SUPPLY LLC ("Contractor")', 'Parties listed below.');
    expect(names(capsTwice.replace('This Agreement is made between ALDER TOOLS INC. ("Company") and', 'This Agreement is made between ALDER TOOLS INC. ("Company") and Alder Tools Inc. ("Supplier") and'))).toEqual([
      ['ALDER TOOLS INC.', 'Company'],
      ['Birch Supply LLC', 'Contractor'],
    ]);
  });

  it('keeps a place in brackets inside a name, and ends a name at "hereinafter"', () => {
    const text = 'SUPPLY AGREEMENT\nThis Agreement is made between Alder Foods (USA) Inc. ("Supplier") and Birch Trading (Shanghai) Co Ltd hereinafter referred to as ("Buyer").\nWHEREAS\n';
    expect(partiesOf(text).map((p) => p.name)).toEqual(['Alder Foods (USA) Inc.', 'Birch Trading (Shanghai) Co Ltd']);
  });

  it('ends a person\'s name at the capacity in which the person signs', () => {
    const text = 'COOPERATION AGREEMENT\nThis Agreement is made by and among Alder Holdings, Inc. (the "Company") and Jane Q. Birch, in her individual capacity and as a member of the Birch Group ("Birch").\nWHEREAS\n';
    expect(partiesOf(text).map((p) => p.name)).toEqual(['Alder Holdings, Inc.', 'Jane Q. Birch']);
  });

  it('takes no sentence, title or form label for a name', () => {
    const names = (text: string) => partiesOf(text).map((p) => p.name);
    const text =
      'SPONSORSHIP AGREEMENT\nThis Agreement is made between Alder Sports LLC ("Alder") and Birch Foods, Inc. ("Sponsor"). Under this Agreement Alder is granted the right to sell advertising ("Rights").\nAddress ("Notices")\nWHEREAS\n';
    expect(names(text)).toEqual(['Alder Sports LLC', 'Birch Foods, Inc.']);
  });

  it('reads a party named after a note grouping the earlier ones, and no list marker as such a note', () => {
    const grouped =
      'LICENSE AGREEMENT\nThis Agreement is entered into by and between Alder Holdings, LLC ("Lender"), for services of John Smith ("Endorser"), and Birch Publications, Inc. ("Birch") (collectively, Lender, Endorser, and Birch are referred to as the "JS Parties") and Cedar Corporation with its principal place of business in Denver, Colorado, (collectively, "Cedar" or the "Company").\nRECITALS\n';
    expect(partiesOf(grouped).map((p) => p.name)).toEqual(['Alder Holdings, LLC', 'Birch Publications, Inc.', 'Cedar Corporation']);
    const numbered = 'SERVICES AGREEMENT\nBETWEEN:\n(1) Alder Capital, L.P. a Delaware limited partnership of 1 Main Street ("Alder"); and\n(2) Birch Advisers Limited, a private limited company (registered number 123) of London (the "Adviser").\nRECITALS\n';
    expect(partiesOf(numbered).map((p) => p.name)).toEqual(['Alder Capital, L.P.', 'Birch Advisers Limited']);
  });

  it('reads a landlord and a tenant as seller and buyer, and a lease term as the term', () => {
    const text =
      'FACTORY LEASE AGREEMENT\nThis Agreement is made between Kunshan Park Co., Ltd., a company established in Kunshan, China (the "Landlord"), and Baltic Coatings GmbH, a company established in Germany (the "Tenant").\n' +
      '1. Premises. The Landlord leases the factory to the Tenant.\n2. Term. The lease term is thirty (30) years from 1 May 2026.\n';
    const s = structureOf(text);
    expect(s.parties.map((p) => p.role)).toEqual(['landlord', 'tenant']);
    expect(inferSide('other', text, s.parties)).toBe('seller');
    expect(s.term?.duration).toEqual({ years: 30 });
  });

  it('reads parties listed after "between:" on its own line, and keeps a city in brackets inside a name', () => {
    const text =
      'LOAN AGREEMENT\nThis Agreement is made on 2 March 2026 between:\n\n(1) Alpenland Holding GmbH, a company incorporated in Germany (the "Lender"); and\n\n' +
      '(2) Alpenland (Taicang) Precision Parts Co., Ltd., a company established in Taicang, China (the "Borrower").\n\n1. Loan. The Lender shall lend.\n2. Interest. Interest is paid by the Borrower.';
    expect(partiesOf(text).map((p) => [p.name, p.role])).toEqual([
      ['Alpenland Holding GmbH', 'lender'],
      ['Alpenland (Taicang) Precision Parts Co., Ltd.', 'borrower'],
    ]);
  });

  it('reads a transferor and a transferee as seller and buyer, and reviews for the mainland party before a Hong Kong one', () => {
    const text =
      'EQUITY TRANSFER AGREEMENT\nThis Agreement is entered into by and between:\nTransferor: Westbrook Holdings Limited, a company incorporated in Hong Kong (the "Transferor"); and\n' +
      'Transferee: Pudong Lianhe Investment Co., Ltd., a company established in Shanghai, China (the "Transferee").\n1. Transfer.\n';
    const found = partiesOf(text);
    expect(found.map((p) => [p.name, p.role])).toEqual([['Westbrook Holdings Limited', 'transferor'], ['Pudong Lianhe Investment Co., Ltd.', 'transferee']]);
    expect(inferSide('other', text, found)).toBe('buyer');
    const hk = text.replace('Shanghai, China', 'Singapore');
    expect(inferSide('other', hk, partiesOf(hk))).toBe('seller');
  });

  it('reads a name after its form label in the opening, but no field label for a name', () => {
    const form =
      'EXCLUSIVE SALES AGENCY AGREEMENT\nThis Agreement is entered into on 1 June 2026 by and between:\nPrincipal: Vantor Devices Inc., a Delaware corporation (the "Principal"); and\nAgent: Shenzhen Kangtai Trading Co., Ltd., a company incorporated in China (the "Agent").\n1. Appointment.\n';
    const found = partiesOf(form);
    expect(found.map((p) => p.name)).toEqual(['Vantor Devices Inc.', 'Shenzhen Kangtai Trading Co., Ltd.']);
    expect(inferSide('distribution', form, found)).toBe('buyer');
    const reversed = form.replace('Shenzhen', 'Boston').replace('incorporated in China', 'incorporated in Massachusetts').replace('Delaware', 'Shanghai');
    expect(inferSide('distribution', reversed, partiesOf(reversed))).toBe('seller');
    // Both parties in mainland China: nothing says which one is the user's.
    const both = form.replace('a Delaware corporation', 'a company established in Shanghai, China');
    expect(inferSide('distribution', both, partiesOf(both))).toBe('buyer');
    const field = 'DISTRIBUTOR AGREEMENT\nThis Agreement is made by and between:\nAlder Paints (Shanghai) Co Ltd hereinafter referred to as ("Alder")\nAddress : Suite 2512, 5th Floor, Shanghai\nBirch Repair hereinafter referred to as ("DISTRIBUTOR")\nWHEREAS\n';
    expect(partiesOf(field).map((p) => p.name)).not.toContain('Suite 2512');
  });

  it('reads numbered parties and a descriptor without an article', () => {
    const text = 'SUPPLY AGREEMENT\nThis Agreement is made by and between (1) Red Kite Medical, Delaware corporation having offices in Austin ("RKM"), and (2) Granite Works S.A., a corporation organized under the laws of Chile ("GRANITE").\nRECITALS\n';
    const found = structureOf(text).parties;
    expect(found.map((p) => [p.name, p.alias])).toEqual([
      ['Red Kite Medical', 'RKM'],
      ['Granite Works S.A.', 'GRANITE'],
    ]);
    const runOn = 'This agreement is made by and between Alder Tools Corporation ("Alder") whose address is 1 Main Street, Springfield and Birch Supply Inc, ("Distributor") whose address is 2 Oak Road.\n';
    expect(structureOf(runOn).parties.map((p) => [p.name, p.alias])).toEqual([
      ['Alder Tools Corporation', 'Alder'],
      ['Birch Supply Inc', 'Distributor'],
    ]);
    // Labels before descriptions, parties listed (a), (b), (c): each name follows its list marker.
    const listed = 'This Agreement is made by and among (a) Alder Systems S.A. ("Alder"), a company incorporated in Luxembourg, with its office at 1 rue Verte, Luxembourg, (b) Birch Online Limited ("Birch"), a company whose address is at 8 Jianguo Road, Beijing, PRC; and (c) Cedar Net Inc. ("Cedar"), a Cayman Islands company.\n';
    expect(structureOf(listed).parties.map((p) => [p.name, p.alias])).toEqual([
      ['Alder Systems S.A.', 'Alder'],
      ['Birch Online Limited', 'Birch'],
      ['Cedar Net Inc.', 'Cedar'],
    ]);
    // A later name after "and the ..." or followed by its description before its label.
    const described = 'This Agreement is made between Alder Games Inc., a Delaware corporation ("Company"), with offices at 1 Main Street, Dallas and the Birch Heart Association, Inc. ("Association"), a nonprofit corporation, and Cedar Media Inc. a Nevada corporation having its office in Reno ("Cedar").\n';
    expect(structureOf(described).parties.map((p) => [p.name, p.alias])).toEqual([
      ['Alder Games Inc.', 'Company'],
      ['Birch Heart Association, Inc.', 'Association'],
      ['Cedar Media Inc.', 'Cedar'],
    ]);
    // "- and -" between the parties, as English and Canadian forms write it.
    const dashed = 'THIS AGREEMENT is made BETWEEN: ALDER MEDICAL INC., a company incorporated under the laws of Ontario (hereinafter referred to as "Customer") - and - BIRCH SYSTEMS B.V., a company incorporated under the laws of the Netherlands (hereinafter referred to as "Birch").\n';
    expect(structureOf(dashed).parties.map((p) => [p.name, p.alias])).toEqual([
      ['ALDER MEDICAL INC.', 'Customer'],
      ['BIRCH SYSTEMS B.V.', 'Birch'],
    ]);
    // An opening pushed past the first pages by a table of contents.
    const contents = 'LICENSE AGREEMENT\nTABLE OF CONTENTS\n' + 'ARTICLE 1 DEFINITIONS 1\n'.repeat(200) + 'This License Agreement is made and entered into as of May 1, 2020 by and between Alder Bio, Inc., a Delaware corporation ("Alder"), and Birch Pharma Ltd., an English company ("Birch").\n';
    expect(structureOf(contents).parties.map((p) => [p.name, p.alias])).toEqual([
      ['Alder Bio, Inc.', 'Alder'],
      ['Birch Pharma Ltd.', 'Birch'],
    ]);
    const noComma = text.replace('Granite Works S.A., a corporation', 'Granite Works S.A a corporation');
    expect(structureOf(noComma).parties.map((p) => p.name)).toEqual([
      'Red Kite Medical',
      'Granite Works S.A',
    ]);
  });

  it('finds dates, term, renewal, governing law and amounts', () => {
    expect(s.dates.map((d) => [d.kind, d.iso])).toEqual([
      ['agreement', '2021-03-03'],
      ['effective', '2021-03-03'],
    ]);
    expect(s.term).toMatchObject({ duration: { years: 3 }, autoRenewal: true, renewal: { years: 1 }, nonRenewalNoticeDays: 90 });
    expect(s.governingLaw?.jurisdiction).toBe('State of New York');
    expect(s.amounts.map((a) => [a.currency, a.value, at(a)])).toEqual([
      ['USD', 2_500_000, 'US$ 2.5 million'],
      ['USD', 12_000.5, '$12,000.50'],
    ]);
  });

  it('reads every decimal of an amount', () => {
    const found = findAmounts('The par value is $0.0001 per share, and the shares are issued at $32.0025 per share.');
    expect(found.map((a) => [a.value, 'The par value is $0.0001 per share, and the shares are issued at $32.0025 per share.'.slice(a.start, a.end)])).toEqual([
      [0.0001, '$0.0001'],
      [32.0025, '$32.0025'],
    ]);
  });

  it('reads "laws and decisions of", "subject to the laws of" and "the law of X applies"', () => {
    expect(findGoverningLaw('This Agreement shall be governed by and construed exclusively in accordance with the laws and decisions of the State of Ohio.')?.jurisdiction).toBe('State of Ohio');
    expect(findGoverningLaw('This Agreement is subject to the laws of the Republic of Singapore.')?.jurisdiction).toBe('Republic of Singapore');
    expect(findGoverningLaw('The law of the Federal Republic of Germany applies, excluding its conflict rules.')?.jurisdiction).toBe('Federal Republic of Germany');
    expect(findGoverningLaw('Each Party shall comply with the laws of every country in which it sells the Products.')).toBeUndefined();
  });

  it('ends the jurisdiction at a full stop, but not at the points of an abbreviation', () => {
    expect(findGoverningLaw('This Agreement shall be governed by the laws of the State of Ohio.  Any notice shall be in writing.')?.jurisdiction).toBe('State of Ohio');
    expect(findGoverningLaw('This Agreement is governed by the laws of Washington, D.C. and of no other place.')?.jurisdiction).toMatch(/^Washington/);
    expect(findGoverningLaw('This Agreement is governed by the laws of the U.S.A. The parties agree.')?.jurisdiction).toBe('U.S.A');
  });

  it('keeps the governing law on its own line when the next paragraph opens in capitals', () => {
    const text = 'This Agreement is governed by the laws of the State of New York\nIN WITNESS WHEREOF the parties sign.';
    expect(findGoverningLaw(text)?.jurisdiction).toBe('State of New York');
    expect(findGoverningLaw('This Agreement shall be governed in all respects by the laws of England and Wales.')?.jurisdiction).toBe('England and Wales');
    expect(findGoverningLaw('This Agreement shall be construed, interpreted and applied in accordance with the laws of the Republic of Singapore.')?.jurisdiction).toBe('Republic of Singapore');
  });

  it('takes the agreement\'s own choice of law, not a definition or an exhibit\'s, and names it as written', () => {
    const filler = 'The parties shall cooperate in good faith. '.repeat(30);
    const text = [
      '1.1 "Invention" means any new process, whether or not patentable, as determined in accordance with the patent laws of the United States of America.',
      filler,
      '20.1 Governing Law. This Agreement shall be governed by, and interpreted in accordance with New  York law without regard to its conflict of laws rules.',
      'IN WITNESS WHEREOF the parties have signed this Agreement.',
      'EXHIBIT C - BILL OF SALE',
      '6. Governing Law. This Bill of Sale shall be governed by the laws of the State of Delaware.',
    ].join('\n\n');
    const law = findGoverningLaw(text)!;
    expect(law.jurisdiction).toBe('New York');
    expect(text.slice(law.start, law.end)).toBe('governed by, and interpreted in accordance with New  York');
    expect(findGoverningLaw('This Agreement is governed by English law.')?.jurisdiction).toBe('English');
    expect(findGoverningLaw('This Agreement is governed by Applicable Law.')).toBeUndefined();
    const padded = 'This Agreement shall be governed in all respects, including validity and effect, by the laws of the State  of  Minnesota.';
    const m = findGoverningLaw(padded)!;
    expect(m.jurisdiction).toBe('State of Minnesota');
    expect(padded.slice(m.start, m.end).endsWith('Minnesota')).toBe(true);
  });

  it('infers the side of the Chinese party, else the usual side of the family', () => {
    expect(inferSide('distribution', CONTRACT, s.parties)).toBe('buyer');
    expect(inferSide('distribution', CONTRACT.replace("the People's Republic of China", 'Ontario'), s.parties)).toBe('buyer');
    const swapped = CONTRACT.replace("the People's Republic of China", 'Ontario').replace('a Delaware corporation', 'a Shanghai company');
    expect(inferSide('distribution', swapped, structureOf(swapped).parties)).toBe('seller');
    expect(inferSide('nda-mutual', CONTRACT, [])).toBe('mutual');
    expect(inferSide('other', 'Memorandum', [])).toBeNull();
    // The same places as the playbook's Chinese-party facts: Hong Kong, further cities, any case.
    const hk = 'DEVELOPMENT AGREEMENT\nThis Agreement is made by and between Alder Systems, Inc., a New York corporation ("Alder"), and Birch Apps Ltd., a company organized under the laws of Hong Kong ("Developer").\nRECITALS\n';
    expect(inferSide('services', hk, partiesOf(hk))).toBe('provider');
    const xiamen = hk.replace('the laws of Hong Kong', 'the laws of Fujian Province, with offices in XIAMEN');
    expect(inferSide('services', xiamen, partiesOf(xiamen))).toBe('provider');
    expect(inferSide('services', hk.replace('Hong Kong', 'Ontario'), partiesOf(hk.replace('Hong Kong', 'Ontario')))).toBe('client');
  });
});

describe('the agreement date', () => {
  const dates = (text: string) =>
    structureOf(text).dates.map((d) => [d.kind, text.slice(d.start, d.end), d.iso]);

  it('is never a date from the clauses of a short contract that is not dated', () => {
    const text = 'PURCHASE CONTRACT\nParty A (Buyer): Alder Co., Ltd.\nParty B (Seller): Birch AB\nArticle 1 Goods. Party B shall sell the Goods.\nArticle 2 Delivery. Party B shall deliver before 30 September 2026.';
    expect(dates(text)).toEqual([]);
  });

  it('prefers the date the contract is dated on, and reads a day in words with its figure in brackets', () => {
    const dated = 'SERVICES AGREEMENT\n"Commencement Date" means 16 October 2005.\nDATED 13 October 2005\n1. Services. The provider shall service the fleet.';
    expect(dates(dated)[0]).toEqual(['agreement', '13 October 2005', '2005-10-13']);
    const words = 'ENDORSEMENT AGREEMENT\nThis Agreement is made and entered into this first (1st) day of January, 1996, by and between Alder Inc. ("Alder") and Birch Ltd. ("Birch").';
    expect(dates(words)[0]).toEqual(['agreement', 'first (1st) day of January, 1996', '1996-01-01']);
  });
});

describe('contract type', () => {
  const body = (title: string, text = '') => `${title}\nThis agreement is made between the parties named below. ${text}`;
  it('reads the family from the title', () => {
    expect(detectContractType(body('MASTER SUPPLY AGREEMENT'))).toBe('goods');
    expect(detectContractType(body('Consulting Services Agreement'))).toBe('services');
    expect(detectContractType(body('SOFTWARE LICENSE AGREEMENT'))).toBe('license');
    expect(detectContractType(body('Exclusive Reseller Agreement'))).toBe('distribution');
    expect(detectContractType(body('MUTUAL NON-DISCLOSURE AGREEMENT'))).toBe('nda-mutual');
    expect(detectContractType(body('Confidentiality Agreement', 'The Recipient shall keep the information secret.'))).toBe('nda-unilateral');
    expect(detectContractType(body('Non-Disclosure Agreement', 'Each party may disclose Confidential Information to the other.'))).toBe('nda-mutual');
    expect(detectContractType(body('Non-Disclosure Agreement', 'Both parties shall protect the other party’s Confidential Information.'))).toBe('nda-mutual');
    expect(detectContractType(body('Non-Disclosure Agreement', 'Information one party discloses to the other party under this letter is protected.'))).toBe('nda-mutual');
    expect(detectContractType(body('Confidentiality Agreement', 'In consideration of the mutual covenants herein, the Recipient shall keep the information secret.'))).toBe('nda-unilateral');
  });

  it('keeps deals outside the families as other, and reads an evaluation-materials letter as an NDA', () => {
    expect(detectContractType(body('JOINT VENTURE AGREEMENT', 'The Seller shall deliver the goods and products. '.repeat(5)))).toBe('other');
    expect(detectContractType(body('Research Collaboration Agreement'))).toBe('other');
    expect(detectContractType(body('Collaboration and License Agreement'))).toBe('license');
    const letter = 'You agree to keep the Evaluation Material secret and to use the Evaluation Material only to assess the transaction. '.repeat(4);
    expect(detectContractType(body('Dear Sirs', letter))).toBe('nda-unilateral');
  });

  it('falls back on the vocabulary, and says other when nothing dominates', () => {
    const licence = 'Licensor grants Licensee a license to use the Software. Licensee shall not sublicense the Software. '.repeat(5);
    expect(detectContractType(body('AGREEMENT', licence))).toBe('license');
    expect(detectContractType(body('AGREEMENT', 'The parties agree to cooperate in good faith on matters of mutual interest. '.repeat(5)))).toBe('other');
  });
});

describe('amendments and hosting agreements', () => {
  it('knows a document that amends another agreement from its title or opening', () => {
    expect(isAmendment('AMENDMENT NO. 1 TO SUPPLY AGREEMENT\nThis Amendment is made ...')).toBe(true);
    expect(isAmendment('SECOND AMENDMENT TO SERVICES AGREEMENT\nThis Second Amendment ...')).toBe(true);
    expect(isAmendment('ENDORSEMENT AGREEMENT ADDENDUM I\nThis Addendum to the Endorsement Agreement ...')).toBe(true);
    expect(isAmendment('LETTER AGREEMENT\nReference is made to the License Agreement. The parties agree to modify the License Agreement as follows:')).toBe(true);
    expect(isAmendment('AMENDED AND RESTATED DISTRIBUTION AGREEMENT\nThis Amended and Restated Agreement amends and restates ...')).toBe(false);
    expect(isAmendment('SUPPLY AGREEMENT\nThis Agreement may be amended only in writing.')).toBe(false);
    expect(isAmendment('STATEMENT OF WORK NO. 4\nThis Statement of Work is issued under the Master Services Agreement dated 1 May 2023.')).toBe(true);
    expect(isAmendment('MASTER SERVICES AGREEMENT\nEach statement of work shall describe the services.')).toBe(false);
    expect(isAmendment('SUPPLEMENT TO THE BROADCASTING AGREEMENT\nThis Supplement sets the licence fees. This Supplement is governed by the laws of Hong Kong.')).toBe(false);
    expect(isAmendment('SUPPLEMENT TO THE BROADCASTING AGREEMENT\nThe fees are increased. The Broadcasting Agreement remains in full force and effect and is governed by the laws of Hong Kong.')).toBe(true);
    expect(isAmendment('ENDORSEMENT\nThe insurer has merged into its parent. All references to the insurer are amended to read "Alder Mutual". All other terms of this contract remain unchanged except as described below.')).toBe(true);
    expect(isAmendment('CONFIRMATION\nThe purpose of this letter is to confirm the terms of the Transaction. This Confirmation will supplement, form a part of, and be subject to the Master Agreement between us.')).toBe(true);
    expect(isAmendment('ENDORSEMENT AGREEMENT\nThe Athlete shall endorse the Company\'s products. This Agreement may be amended only in writing.')).toBe(false);
  });

  it('treats a hosting agreement as services unless its title grants a licence', () => {
    expect(detectContractType('HOSTING AGREEMENT\nThe Provider shall host the Customer web site.')).toBe('services');
    expect(detectContractType('LICENSE AND HOSTING AGREEMENT\nThe Licensor grants a licence.')).toBe('license');
    expect(detectContractType('SUPPLY CONTRACT No. 7 The Buyer/End-User: Example Trading Co.\nThe Seller shall deliver the goods.')).toBe('goods');
  });

  it('reviews a contract of no known family for the risk-bearing side of its parties\' role words', () => {
    const text = 'STRATEGIC ALLIANCE AGREEMENT\nThis Agreement is made between Alder Health Inc. ("Company") and Birch Advisory LLC ("Consultant").\n';
    const st = structureOf(text);
    expect(inferSide('other', text, st.parties)).toBe('client');
    const plain = text.replace('("Company")', '("Alder")').replace('("Consultant")', '("Birch")');
    expect(inferSide('other', plain, structureOf(plain).parties)).toBeNull();
  });

  it('reads the family from the title, not from the preamble run into its line', () => {
    const line = 'STRATEGIC ALLIANCE AGREEMENT This Strategic Alliance Agreement (the "Agreement") is entered into by a distributor of medical devices.';
    expect(titleOf(line)).toBe('STRATEGIC ALLIANCE AGREEMENT');
    expect(detectContractType(line)).toBe('other');
    expect(detectContractType('SPONSORSHIP AGREEMENT THIS SPONSORSHIP AGREEMENT is made as of May 1, 2020 for the purchase of advertising.')).toBe('services');
    expect(detectContractType('ENDORSEMENT LICENSING AND CO-BRANDING AGREEMENT\nThe Company grants rights.')).toBe('license');
    expect(detectContractType('NON-COMPETITION AND NON-SOLICITATION AGREEMENT\nThe Seller shall not compete.')).toBe('other');
    expect(detectContractType('CAPITAL MAINTENANCE AGREEMENT\nThe Sponsor shall maintain the capital of the Borrower for the benefit of the lenders.')).toBe('other');
    expect(detectContractType('PROMOTION AGREEMENT\nThe Company shall promote the Products to physicians and the Supplier shall pay a fee.')).toBe('distribution');
    expect(detectContractType('COVENANT NOT TO COMPETE\nThe Seller shall not compete with the Purchaser.')).toBe('other');
    expect(detectContractType('JOINT DEVELOPMENT AGREEMENT\nThe parties shall develop the Products and supply each other with materials.')).toBe('other');
  });

  it('finds a second party named after the first party\'s label and description, in capitals', () => {
    const text = 'MANUFACTURING AGREEMENT\nTHIS MANUFACTURING AGREEMENT is made between Alder Foods, LLC ("Alder"), a Delaware limited liability company with an address in Santa Ana, California and BIRCH NUTRITION CORPORATION ("Birch"), a Delaware corporation with a place of business in Emeryville, California.\n';
    const st = structureOf(text);
    expect(st.parties.map((p) => [p.name, p.alias])).toEqual([
      ['Alder Foods, LLC', 'Alder'],
      ['BIRCH NUTRITION CORPORATION', 'Birch'],
    ]);
  });

  it('reads a party label written without quotes after "hereinafter"', () => {
    const text = 'SPONSORSHIP AGREEMENT\nThis Agreement is made by and between ALDER RACING, INC., a North Carolina corporation (hereinafter Alder), and Birch Lubricants Corp., a California corporation (hereinafter referred to as "Birch").\n';
    const st = structureOf(text);
    expect(st.parties.map((p) => [p.name, p.alias])).toEqual([
      ['ALDER RACING, INC.', 'Alder'],
      ['Birch Lubricants Corp.', 'Birch'],
    ]);
  });

  it('finds a title on a long opening line, before the recitals or up to its first "Agreement"', () => {
    const recitals = 'Exhibit 10.1\n\nSales, Marketing, Distribution and Supply Agreement {***}   WHEREAS Alder Pharma Inc. is a company with headquarters in Boston ("ALDER") and Birch Trading LLC is a pharmaceutical company located in Dubai ("BIRCH"), and WHEREAS BIRCH has sales capabilities.';
    expect(titleOf(recitals)).toBe('Sales, Marketing, Distribution and Supply Agreement {***}');
    expect(detectContractType(recitals)).toBe('distribution');
    const long = 'Exhibit 10.1   COOPERATION AGREEMENT BETWEEN THE CITY OF ALDERTON AND BIRCH RESOURCES CORP. REGARDING THE DEVELOPMENT OF WATER WELLS IN THE NORTHERN AQUIFER FORMATION\n\nThis Agreement regarding the development of water wells (the "Agreement") is entered into by the City of Alderton, a general law city ("ALDERTON"), and Birch Resources Corp., a Nevada corporation ("BIRCH").';
    expect(titleOf(long)).toBe('Exhibit 10.1   COOPERATION AGREEMENT');
    expect(detectContractType(long)).toBe('other');
  });
});
