import { describe, expect, it } from 'vitest';
import { CONTRACT, structure } from './fixtures.test-helpers.ts';
import { expandRoles, expandTestText, rolesFor } from './roles.ts';
import { structureOf } from '../structure/fixtures.test-helpers.ts';

describe('role placeholders', () => {
  it('adds the parties\' defined names to the role words of their side', () => {
    const buyer = rolesFor('buyer', structure);
    expect(buyer.self).toEqual(expect.arrayContaining(['Buyer', 'Purchaser', 'NWT', 'Northwind Trading Co., Ltd.']));
    expect(buyer.other).toEqual(expect.arrayContaining(['Seller', 'Supplier', 'Blue Harbor Inc.']));
    expect(buyer.other).not.toContain('NWT');
    const seller = rolesFor('seller', structure);
    expect(seller.other).toContain('NWT');
  });

  it('names several parties on one side by their role word and its plural', () => {
    const text =
      'EQUITY TRANSFER AGREEMENT\nThis Agreement is entered into by and among the following parties:\n\nTRANSFEROR A: Suzhou Alder Investment Co., Ltd.\nTRANSFEROR B: Mr. Gu Jianping\n\n' +
      '(Transferor A and Transferor B are referred to collectively as the "Transferors".)\n\nTRANSFEREE: Birch Gusstechnik GmbH\n\nWHEREAS the Transferors hold the equity.';
    const own = structureOf(text);
    expect(own.parties.map((p) => [p.alias, p.role])).toEqual([['TRANSFEROR A', 'transferor'], ['TRANSFEROR B', 'transferor'], ['TRANSFEREE', 'transferee']]);
    const roles = rolesFor('buyer', own, text, 'other');
    expect(roles.other).toEqual(expect.arrayContaining(['Transferor', 'Transferors', 'Suzhou Alder Investment Co., Ltd.', 'Mr. Gu Jianping']));
    expect(roles.self).toEqual(expect.arrayContaining(['Transferee', 'Birch Gusstechnik GmbH']));
    expect(roles.self).not.toContain('Transferees');
  });

  it('does not read a distributor\'s customers as the buyer, unless a party is defined as the Customer', () => {
    expect(rolesFor('buyer', structure, CONTRACT, 'distribution').self).not.toContain('Customer');
    expect(rolesFor('buyer', structure, CONTRACT, 'goods').self).toContain('Customer');
    const text = 'DISTRIBUTION AGREEMENT\nThis Agreement is made between Alder Ltd. ("Supplier") and Birch Inc. ("Customer").';
    const own = structureOf(text);
    expect(rolesFor('buyer', own, text, 'distribution').self).toContain('Customer');
  });

  it('places a manufacturer that buys from its subcontractor or supplier on the buying side', () => {
    const text = 'MANUFACTURING AGREEMENT\nThis Agreement is made between Alder Devices Inc., a Delaware corporation ("Subcontractor"), and Birch Hearing Inc., a Nevada corporation ("Manufacturer").';
    const own = structureOf(text);
    expect(rolesFor('buyer', own, text, 'goods').self).toContain('Birch Hearing Inc.');
    expect(rolesFor('buyer', own, text, 'goods').other).toContain('Alder Devices Inc.');
    expect(rolesFor('seller', own, text, 'goods').self).toContain('Alder Devices Inc.');
  });

  it('places a principal that commissions goods from a manufacturer on the buying side, also when the roles stand beside "Party A"', () => {
    const text = 'OEM AGREEMENT\nParty A (the Principal): Rotterdam Home B.V., a company registered in the Netherlands\nParty B (the Manufacturer): Foshan Meitai Electric Co., Ltd., a company registered in Foshan, China\nArticle 1 Products. Party B shall manufacture kettles for Party A.';
    const own = structureOf(text);
    expect(rolesFor('seller', own, text, 'goods').self).toContain('Foshan Meitai Electric Co., Ltd.');
    expect(rolesFor('seller', own, text, 'goods').other).toContain('Rotterdam Home B.V.');
    expect(rolesFor('buyer', own, text, 'goods').self).toContain('Party A');
  });

  it('places the supplier of licensed software on the licensor side and a buyer on the licensee side by their defined names', () => {
    const text = 'SOFTWARE LICENCE AND SUPPLY AGREEMENT\nThis Agreement is made between Alder Motors AG ("AMG") and Birch Voice Co., Ltd. ("Supplier").';
    const own = structureOf(text);
    expect(rolesFor('licensor', own, text, 'license').self).toContain('Birch Voice Co., Ltd.');
    expect(rolesFor('licensor', own, text, 'license').other).toContain('AMG');
    const bought = 'LICENCE AGREEMENT\nThis Agreement is made between Alder Software Inc. ("Alder") and Birch Foods Ltd. (the "Buyer").';
    const s = structureOf(bought);
    expect(rolesFor('licensee', s, bought, 'license').self).toContain('Birch Foods Ltd.');
    expect(rolesFor('licensee', s, bought, 'license').other).toContain('Alder');
    // As a pattern word "suppliers" are anyone's: only the defined name places a party.
    expect(rolesFor('licensee', s, bought, 'license').other).not.toContain('Supplier');
  });

  it('places a party defined as the Company opposite a Customer, and leaves the word to that party', () => {
    const text = 'SERVICE AGREEMENT\nThis Agreement is made between Pengda Logistics Co., Ltd., a company incorporated in China (the "Company"), and Bajio Imports S.A. de C.V. (the "Customer").\n1. The Customer appoints the Company to arrange the transport of its goods.';
    const own = structureOf(text);
    const provider = rolesFor('provider', own, text, 'services');
    expect(provider.self).toEqual(expect.arrayContaining(['Company', 'Pengda Logistics Co., Ltd.']));
    expect(provider.other).toEqual(expect.arrayContaining(['Customer', 'Bajio Imports S.A. de C.V.']));
    expect(provider.other).not.toContain('Company');
    // Engaging a contractor, the Company is the client as before.
    const engaged = 'CONSULTING AGREEMENT\nThis Agreement is made between Alder Holdings Inc. (the "Company") and Birch Advisory LLC (the "Consultant").';
    const s = structureOf(engaged);
    expect(rolesFor('provider', s, engaged, 'services').other).toEqual(expect.arrayContaining(['Company', 'Alder Holdings Inc.']));
  });

  it('places an adviser appointed to provide its services on the provider side', () => {
    const text = 'SUB-ADVISORY AGREEMENT\nThis Agreement is made between Alder Capital LP, a Delaware limited partnership ("Alder"), and Birch Advisers Ltd., an English company (the "Sub-Advisor").';
    const own = structureOf(text);
    expect(rolesFor('provider', own, text, 'services').self).toContain('Birch Advisers Ltd.');
    expect(rolesFor('provider', own, text, 'services').other).toContain('Alder Capital LP');
    expect(rolesFor('client', own, text, 'services').self).not.toContain('Advisor');
  });

  it('expands {self} and {other} in patterns so a defined name matches', () => {
    const roles = rolesFor('buyer', structure);
    const re = new RegExp(expandRoles('{self}\\s+shall\\s+indemnify', roles), 'i');
    expect(re.test('NWT shall indemnify and hold harmless')).toBe(true);
    expect(re.test('the Buyer shall indemnify')).toBe(true);
    expect(re.test('Supplier shall indemnify')).toBe(false);
    expect(new RegExp(expandRoles('{party}\\s+may', roles), 'i').test('Blue Harbor Inc. may')).toBe(true);
  });

  it('gives a party every short name its defining bracket gives, but not a group\'s name', () => {
    const text = 'ENGAGEMENT LETTER\nThank you for selecting Ashby Partners LLP ("we", "us" or the "Firm") to advise Cedar Holdings Co., Ltd. (the "Company" or "you").';
    const own = structureOf(text);
    const roles = rolesFor('client', own, text, 'services');
    expect(roles.other).toEqual(expect.arrayContaining(['we', 'us', 'our', 'Firm']));
    expect(roles.self).toEqual(expect.arrayContaining(['Company', 'you', 'your']));
    const grouped = 'SUPPLY AGREEMENT\nThis Agreement is made between Alder Ltd. (the "Seller" and, together with Birch Inc., the "Parties") and Birch Inc. (the "Buyer").';
    expect(rolesFor('buyer', structureOf(grouped), grouped, 'goods').other).not.toContain('Parties');
  });

  it('reads "our" and "your" as the possessive of a party named "we" or "you"', () => {
    const text = 'ENGAGEMENT LETTER\nThank you for selecting Ashby Partners LLP ("we" or "us") to advise Cedar Holdings Co., Ltd. (the "Company").\nOur total liability shall not exceed the fees.';
    const roles = rolesFor('client', structureOf(text), text, 'services');
    const re = new RegExp(expandRoles("{other}['’]s\\s+total\\s+liability", roles), 'i');
    expect(re.test('Our total liability shall not exceed the fees.')).toBe(true);
    expect(re.test("the Firm's total liability")).toBe(false);
    expect(new RegExp(expandRoles("{self}['’]s\\s+total\\s+liability", roles), 'i').test('Our total liability')).toBe(false);
  });

  it('places the party that appoints its dealer on the supplying side, though the dealer also sells', () => {
    const text =
      'ALDER CERAMICS CO., LTD.\n\nDear Mr. Tan,\n\nIn this letter, "we" and "us" mean Foshan Alder Ceramics Co., Ltd., and "you" means Birch Tile Sdn. Bhd.\n\n' +
      '1. We appoint you as our sole dealer in Malaysia.\n2. You will sell the tiles only in the Territory.';
    const roles = rolesFor('buyer', structureOf(text), text, 'distribution');
    expect(roles.self).toEqual(expect.arrayContaining(['you', 'your', 'Birch Tile Sdn. Bhd.']));
    expect(roles.other).toEqual(expect.arrayContaining(['we', 'us', 'our', 'Foshan Alder Ceramics Co., Ltd.']));
  });

  it('reads a role word only as a whole word: the Seller is not in "the Reseller shall pay"', () => {
    const roles = rolesFor('buyer', structure);
    const re = new RegExp(expandRoles('{other}\\s+shall\\s+pay', roles), 'i');
    expect(re.test('the Seller shall pay')).toBe(true);
    expect(re.test('the Reseller shall pay')).toBe(false);
    // "No Seller may assign" gives no seller a right.
    const may = new RegExp(expandRoles('{other}\\s+may\\s+assign', roles), 'i');
    expect(may.test('The Seller may assign this Agreement')).toBe(true);
    expect(may.test('No Seller may assign this Agreement')).toBe(false);
  });

  it('places two parties without role words by which of them grants the licence or provides the services', () => {
    const text = [
      'This Agreement is made between Alder Media Corporation ("Alder") and Birch Networks Inc. ("Birch").',
      '1. Alder hereby grants to Birch a non-exclusive licence to use the Content. Birch shall pay the fees.',
    ].join('\n');
    const s = structureOf(text);
    expect(rolesFor('licensee', s, text).self).toContain('Birch');
    expect(rolesFor('licensee', s, text).other).toContain('Alder');
    expect(rolesFor('licensor', s, text).self).toContain('Alder');
    // Without the text nobody is placed; when both grant, the first grant is the main licence, a later one a licence back.
    expect(rolesFor('licensee', s).self).not.toContain('Birch');
    // The right granted may be described at length before "to use".
    const long = text.replace('a non-exclusive licence to use', 'a worldwide, irrevocable and transferable right, unlimited in number of copies and installations, to use');
    expect(rolesFor('licensor', s, long).self).toContain('Alder');
    const both = text.replace('Birch shall pay the fees.', 'Birch hereby grants to Alder a licence to use its marks.');
    expect(rolesFor('licensee', s, both).self).toContain('Birch');
    expect(rolesFor('licensor', s, both).self).toContain('Alder');
    const services = 'This Agreement is made between Cedar Labs LLC ("Cedar") and Dune Holdings Inc. ("Dune").\nCedar shall provide the consulting services described in Exhibit A.';
    const s2 = structureOf(services);
    expect(rolesFor('client', s2, services).self).toContain('Dune');
    expect(rolesFor('client', s2, services).other).toContain('Cedar');
  });

  it('places a client or licensee without role words by which party pays, but never a buyer', () => {
    const text = [
      'This Endorsement Agreement is made between Alder Sports Inc. ("Alder") and Birch Talent Ltd. ("Birch").',
      '1. Birch shall cause its golfer to wear the Products at tournaments.',
      '2. Alder shall pay Birch a fee of $10,000 per quarter.',
    ].join('\n');
    const st = structureOf(text);
    expect(rolesFor('client', st, text).self).toContain('Alder');
    expect(rolesFor('provider', st, text).other).toContain('Alder');
    expect(rolesFor('licensee', st, text).self).toContain('Alder');
    // A supplier may pay a distributor's commission: paying says nothing of who buys.
    expect(rolesFor('buyer', st, text).self).not.toContain('Alder');
    // When both pay, nobody is placed.
    const both = text + '\n3. Birch shall pay Alder for any samples it orders.';
    expect(rolesFor('client', structureOf(both), both).self).not.toContain('Alder');
  });

  it('places a developer that pays for the work it orders on the client side', () => {
    const text = [
      'This Art Outsourcing Agreement is made between Alder Games Oy (the "Developer") and Birch Art Studio Co., Ltd. (the "Studio").',
      '1. The Studio shall produce the assets described in each Work Order.',
      '2. The Developer shall pay each correct invoice within forty-five (45) days.',
    ].join('\n');
    const st = structureOf(text);
    expect(rolesFor('provider', st, text).self).toContain('Studio');
    expect(rolesFor('provider', st, text).other).toContain('Developer');
    // A developer paid for its work stays the provider.
    const paid = text.replace('The Developer shall pay each', 'The Studio shall pay each');
    expect(rolesFor('provider', structureOf(paid), paid).self).toContain('Developer');
  });

  it('places a property developer opposite its consultant, and a trial sponsor opposite its research organisation', () => {
    const text = [
      'AGREEMENT FOR THE APPOINTMENT OF DESIGN ARCHITECT',
      'THIS AGREEMENT is made between Alder Development Pte. Ltd., a company incorporated in Singapore (the "Developer"), and Birch Architects Pty Ltd, a company incorporated in Australia (the "Consultant").',
      '1. The Consultant shall perform the design services.',
    ].join('\n');
    const st = structureOf(text);
    expect(rolesFor('provider', st, text).self).toContain('Consultant');
    expect(rolesFor('provider', st, text).other).toContain('Developer');
    const trial = [
      'MASTER CLINICAL SERVICES AGREEMENT',
      'This Agreement is entered into by and between Alder Biosciences, Inc., a Delaware corporation ("Sponsor"), and Beijing Birch Clinical Research Co., Ltd., a company organized under the laws of the People\'s Republic of China ("CRO").',
      '1. CRO shall perform the clinical research services set out in each Work Order.',
    ].join('\n');
    const roles = rolesFor('provider', structureOf(trial), trial);
    expect(roles.self).toContain('CRO');
    expect(roles.other).toContain('Sponsor');
  });

  it('places a serviced office\'s client on the buyer\'s side and its operator opposite', () => {
    const text = [
      'SERVICED OFFICE AGREEMENT',
      'This Agreement is made between Beijing Alder Business Centre Co., Ltd. (the "Operator") and Birch Beratung GmbH (the "Client").',
      '1. The Operator shall provide the Client with Office 1203 and the Included Services.',
    ].join('\n');
    const roles = rolesFor('buyer', structureOf(text), text, 'other');
    expect(roles.self).toContain('Client');
    expect(roles.other).toContain('Operator');
  });

  it('places a sales agent or a franchisee on the buyer\'s side by its defined name alone', () => {
    const text = 'SALES AGENCY AGREEMENT\nThis Agreement is made between Alder Garden Inc. ("Principal") and Birch Sales LLC ("Agent").\n1. The Agent shall solicit orders for the Products.';
    const st = structureOf(text);
    expect(rolesFor('buyer', st, text).self).toContain('Birch Sales LLC');
    expect(rolesFor('seller', st, text).other).toContain('Agent');
    // The word alone does not make any agent a buyer.
    expect(rolesFor('buyer', st, text).self).not.toContain('Representative');
  });

  it('expands test texts with the side\'s role word for the family', () => {
    expect(expandTestText('{self} pays {other}.', 'buyer', 'goods')).toBe('Buyer pays Seller.');
    expect(expandTestText('{self} pays {other}.', 'buyer', 'distribution')).toBe('Distributor pays Supplier.');
    expect(expandTestText('{other} licenses {self}.', 'licensee', 'license')).toBe('Licensor licenses Licensee.');
  });
});
