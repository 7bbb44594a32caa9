import { describe, expect, it } from 'vitest';
import { inferSide } from './index.ts';
import { partyBlock } from './party-block.ts';
import { nextPartyStart, partyDescription } from './party-description.ts';
import { structureOf } from './fixtures.test-helpers.ts';

const parties = (text: string) => partyBlock(text).map((p) => [p.alias, p.role, p.name, text.slice(p.start, p.end)]);

describe('parties set out as a form at the head of the contract', () => {
  it('reads lettered parties with their roles in brackets, and the role from either side of the bracket', () => {
    const text = 'SALES CONTRACT\nContract No.: 2024-01\nParty A (the Buyer): Hangzhou Lumen Optics Co., Ltd.\nAddress: 1 Wensan Road, Hangzhou, China\nBuyer (Party B): wrong\nSeller (Party B): Nordlicht Glas GmbH, Industriestr. 5, Jena\nArticle 1 Goods\nParty B shall sell the goods.';
    expect(parties(text)).toEqual([
      ['Party A', 'buyer', 'Hangzhou Lumen Optics Co., Ltd.', 'Hangzhou Lumen Optics Co., Ltd.'],
      ['Party B', 'seller', 'Nordlicht Glas GmbH', 'Nordlicht Glas GmbH'],
    ]);
  });

  it('reads a lettered party whose bracket names no role, and gives it none', () => {
    const text = 'SERVICE TERMS\nParty A (Brand Party): Larch & Pine Outfitters, Inc.\nRegistered Address: 2140 Blake Street, Denver\n\nParty B (Service Provider): Hangzhou Lumen E-commerce Co., Ltd.\nRegistered Address: Hangzhou, China\n\nWhereas:\n1. Party A owns the brand.';
    expect(parties(text)).toEqual([
      ['Party A', undefined, 'Larch & Pine Outfitters, Inc.', 'Larch & Pine Outfitters, Inc.'],
      ['Party B', 'service provider', 'Hangzhou Lumen E-commerce Co., Ltd.', 'Hangzhou Lumen E-commerce Co., Ltd.'],
    ]);
  });

  it('takes a name written on the line after its label, and a bare role label as the alias', () => {
    const text = 'SERVICE AGREEMENT\nClient:\nAlder Consulting Pte. Ltd.\nService Provider:\nSuzhou Birch Information Technology Co., Ltd.\n1. Services. The Service Provider shall provide the services.';
    expect(parties(text)).toEqual([
      ['Client', 'client', 'Alder Consulting Pte. Ltd.', 'Alder Consulting Pte. Ltd.'],
      ['Service Provider', 'service provider', 'Suzhou Birch Information Technology Co., Ltd.', 'Suzhou Birch Information Technology Co., Ltd.'],
    ]);
  });

  it('reads plural labels of a sales confirmation ("The Sellers:"), keeping the label as written and the singular role', () => {
    const text = 'SALES CONTRACT\nThe Sellers: Ningbo Hengli Valve Co., Ltd.\nAddress: No. 9 Binhai Road, Ningbo, China\nThe Buyers: Marlow Pumps Ltd.\nThis Contract is made by and between the Buyers and the Sellers.\n1. Commodity: brass valves.';
    expect(parties(text)).toEqual([
      ['Sellers', 'seller', 'Ningbo Hengli Valve Co., Ltd.', 'Ningbo Hengli Valve Co., Ltd.'],
      ['Buyers', 'buyer', 'Marlow Pumps Ltd.', 'Marlow Pumps Ltd.'],
    ]);
    const found = partyBlock(text);
    expect(inferSide('goods', text, found)).toBe('seller');
  });

  it('takes the first of two short names in one bracket as the name the contract uses, the label as the role', () => {
    const text = 'ORDER FORM\nVendor: Larchmont Systems, Inc., a Delaware corporation of 1 First Street, San Jose ("Larchmont" or "Vendor").\nCustomer: Foshan Meijia Furniture Co., Ltd., of 8 Shilian Road, Foshan ("Customer").\n1. Licensed Software. Larchmont grants a licence.';
    expect(parties(text)).toEqual([
      ['Larchmont', 'vendor', 'Larchmont Systems, Inc.', 'Larchmont Systems, Inc.'],
      ['Customer', 'customer', 'Foshan Meijia Furniture Co., Ltd.', 'Foshan Meijia Furniture Co., Ltd.'],
    ]);
  });

  it('cuts an individual landlord\'s name before "a citizen of"', () => {
    const text = 'OFFICE LEASE AGREEMENT\nLandlord (Party A): LI Xiaomei, a citizen of the People\'s Republic of China, residing at Room 1702, Jinxiu Garden, Chengdu.\nTenant (Party B): Berg Consulting (Chengdu) Co., Ltd., a limited liability company established in Chengdu.\nArticle 1 Premises\n1.1 Party A leases to Party B the 18th floor of Tower B (the "Premises").';
    expect(parties(text).map((p) => p.slice(0, 3))).toEqual([
      ['Party A', 'landlord', 'LI Xiaomei'],
      ['Party B', 'tenant', 'Berg Consulting (Chengdu) Co., Ltd.'],
    ]);
    const s = structureOf(text);
    expect(s.parties.map((p) => p.alias)).toEqual(['Party A', 'Party B']);
  });

  it('reads an agency set out by its label', () => {
    const text = 'SERVICE AGREEMENT\nAgency: Mainufer Messe-Service GmbH, Hanauer Strasse 19, Frankfurt am Main (the "Agency").\nClient: Shenzhen Guangming Lighting Co., Ltd., 5th Floor, Bao\'an District, Shenzhen (the "Client").\n1. Services. The Agency shall provide interpreters.';
    expect(parties(text).map((p) => p.slice(0, 3))).toEqual([
      ['Agency', 'agency', 'Mainufer Messe-Service GmbH'],
      ['Client', 'client', 'Shenzhen Guangming Lighting Co., Ltd.'],
    ]);
  });

  it('reads the parties of a letter from its "From:" and "To:" lines, with the short names in brackets', () => {
    const text = 'LETTER OF INTENT\nDate: 10 September 2026\nFrom: Harlow Medical Inc., 20 Park Avenue, Boston ("Harlow")\nTo: Wuxi Kangda Medical Co., Ltd., 6 Xinhua Road, Wuxi, China ("Kangda")\n1. Purpose. Harlow proposes to appoint Kangda as its manufacturer.';
    expect(parties(text)).toEqual([
      ['Harlow', undefined, 'Harlow Medical Inc.', 'Harlow Medical Inc.'],
      ['Kangda', undefined, 'Wuxi Kangda Medical Co., Ltd.', 'Wuxi Kangda Medical Co., Ltd.'],
    ]);
  });

  it('reads a party table whose label and name sit in two cells, but not a header row of roles', () => {
    const text = 'PURCHASE CONTRACT\n甲方（买方）Party A (Buyer)\tShanghai Lumen Optics Co., Ltd.\n地址 Address\tNo. 1 Wensan Road, Shanghai, China\n乙方（卖方）Party B (Seller)\tNordlicht Glas GmbH\n1. Goods. Party B shall sell the goods.';
    expect(parties(text)).toEqual([
      ['Party A', 'buyer', 'Shanghai Lumen Optics Co., Ltd.', 'Shanghai Lumen Optics Co., Ltd.'],
      ['Party B', 'seller', 'Nordlicht Glas GmbH', 'Nordlicht Glas GmbH'],
    ]);
    expect(partyBlock('ORDER\nBuyer\tSeller\nAlder Ltd.\tBirch GmbH\n1. Goods. The goods are listed below.')).toEqual([]);
  });

  it('never reads a notice address or a signature block after the first clause, nor a single label', () => {
    expect(partyBlock('AGREEMENT\nThe parties agree as follows.\n1. Notices. Notices go to:\nBuyer: Alder Ltd.\nSeller: Birch Inc.')).toEqual([]);
    expect(partyBlock('ORDER\nBuyer: Alder Ltd.\nAddress: 1 Main Street\n1. Goods. The goods are listed below.')).toEqual([]);
  });

  it('reads the form under a first article that only introduces the parties, and stops at the next article', () => {
    const text =
      'CONTRACT FOR EQUITY JOINT VENTURE\nChapter 1 Parties\nArticle 1. Parties to this contract are as follows:\n' +
      'Party A: Wuxi Alder Machinery Co., Ltd., registered in Wuxi, China.\nParty B: Birch Holdings Pte. Ltd., registered in Singapore.\n' +
      'Article 2. The parties shall set up the joint venture company.\nParty C: not a party';
    expect(parties(text).map((p) => [p[0], p[2]])).toEqual([
      ['Party A', 'Wuxi Alder Machinery Co., Ltd.'],
      ['Party B', 'Birch Holdings Pte. Ltd.'],
    ]);
  });

  it('a labelled party defined by a short name ("Party A: ... (the "Company")") goes by that name, without its description', () => {
    const text =
      'RESELLER AGREEMENT\nParty A: Wuxi Alder Lighting Co., Ltd. (\u65e0\u9521\u6e90\u6728\u7167\u660e\u6709\u9650\u516c\u53f8), a company incorporated in the People\'s Republic of China, with its registered address at 1 Lake Road, Wuxi (the "Company").\n' +
      'Party B: Birch Solar Sdn. Bhd. (Registration No. 2019001), a company incorporated in Malaysia (the "Reseller").\nWHEREAS the Company makes lamps.';
    expect(parties(text).map((p) => [p[0], p[2]])).toEqual([
      ['Company', 'Wuxi Alder Lighting Co., Ltd.'],
      ['Reseller', 'Birch Solar Sdn. Bhd.'],
    ]);
  });

  it('reads an English label with its Chinese after it ("Seller / 卖方: ...")', () => {
    const text = 'PURCHASE CONTRACT\nSeller / \u5356\u65b9: Alder Laser GmbH, Industriestrasse 4, Metzingen\nBuyer / \u4e70\u65b9: Suzhou Birch Metal Co., Ltd., Suzhou, China\nA.1 Equipment: one cutting line';
    expect(parties(text).map((p) => [p[0], p[1], p[2]])).toEqual([
      ['Seller', 'seller', 'Alder Laser GmbH'],
      ['Buyer', 'buyer', 'Suzhou Birch Metal Co., Ltd.'],
    ]);
  });

  it('reads an order "issued ... by:" one party "to:" another, each name after a blank line', () => {
    const text =
      'PURCHASE ORDER\nThis Purchase Order is issued on 14 March 2025 by:\n\nALDER CONTRACTING L.L.C., a company registered in Dubai (the "Contractor");\n\nto:\n\nBIRCH CABLE CO., LTD., a company incorporated in China (the "Supplier").\n1. DEFINITIONS';
    expect(parties(text).map((p) => [p[0], p[2]])).toEqual([
      ['Contractor', 'ALDER CONTRACTING L.L.C.'],
      ['Supplier', 'BIRCH CABLE CO., LTD.'],
    ]);
  });

  it('takes the short name the party\'s line defines last, not "the PRC" defined on the way, and reads landlords and tenants', () => {
    const text =
      'LEASE CONTRACT\nLessor: ALDER PROPERTIES CO., LTD., a company established in the People\'s Republic of China ("PRC"), registered address 1 Keyuan Road, Shenzhen (the "Lessor").\n' +
      'Tenant (Party B): Birch Cosmetics Co., Ltd., registered address 2 Futian Road, Shenzhen (the "Tenant")\n1. PREMISES';
    expect(parties(text).map((p) => [p[0], p[1]])).toEqual([
      ['Lessor', 'lessor'],
      ['Tenant', 'tenant'],
    ]);
  });

  it('reads "Between:" and "And:" with the short names in brackets', () => {
    const text =
      'GENERAL PURCHASING CONDITIONS\nBetween: ALDER SAS, a French company registered in Lyon, having its registered office at 4 quai Perrache, Lyon (the "Retailer");\n' +
      'And: BIRCH APPLIANCE CO., LTD., a limited liability company organised under the laws of the People\'s Republic of China (the "Supplier").\nARTICLE 1 - SCOPE';
    expect(parties(text).map((p) => [p[0], p[2]])).toEqual([
      ['Retailer', 'ALDER SAS'],
      ['Supplier', 'BIRCH APPLIANCE CO., LTD.'],
    ]);
  });

  it('ends a name where the form\'s next field runs onto its line ("Birch AB Address: ...")', () => {
    const text = 'PURCHASE CONTRACT\nParty A (Buyer): Alder Co., Ltd.\nParty B (Seller): Nordic Birch AB Address: Hamnvagen 12, Gothenburg, Sweden\nArticle 1 Goods.';
    expect(parties(text).map((p) => p[2])).toEqual(['Alder Co., Ltd.', 'Nordic Birch AB']);
  });

  it('stands in only where the opening sentence does not name two parties', () => {
    const form = 'PURCHASE CONTRACT\nParty A (Buyer): Xiamen Coral Foods Co., Ltd.\nParty B (Seller): Pacific Grain Inc.\nArticle 1 Party B shall sell and Party A shall buy the goods.';
    expect(structureOf(form).parties.map((p) => p.alias)).toEqual(['Party A', 'Party B']);
    const sentence = 'SUPPLY AGREEMENT\nThis Agreement is made between Alder Inc., a Delaware corporation ("Buyer"), and Birch Ltd., an English company ("Seller").\nBuyer: Alder Inc.\nSeller: Birch Ltd.\n1. Supply.';
    expect(structureOf(sentence).parties.map((p) => p.name)).toEqual(['Alder Inc.', 'Birch Ltd.']);
  });

  it('infers the Chinese party\'s side from its own line, not from the next party\'s address', () => {
    const text = 'CONFIDENTIALITY AGREEMENT\nDisclosing Party: Alder Devices GmbH, Hafenstrasse 5, Hamburg, Germany\nReceiving Party: Chengdu Birch Medical Co., Ltd., No. 6 Keyuan Road, Chengdu, China\nWHEREAS the Disclosing Party intends to disclose information to the Receiving Party.\n1. The Receiving Party shall keep the information confidential.';
    const { parties } = structureOf(text);
    expect(inferSide('nda-unilateral', text, parties)).toBe('receiving');
  });

  it('takes a name written in Chinese characters with its English form', () => {
    const text = 'SALES CONTRACT\nThe Buyer\uff1a\u676d\u5dde\u6d41\u660e\u5149\u5b66\u6709\u9650\u516c\u53f8 (Hangzhou Lumen Optics Co., Ltd.)\nThe Seller: Nordlicht Glas GmbH\n1. Goods. The Seller shall sell the goods.';
    expect(partyBlock(text).map((p) => [p.alias, p.name])).toEqual([
      ['Buyer', '\u676d\u5dde\u6d41\u660e\u5149\u5b66\u6709\u9650\u516c\u53f8 (Hangzhou Lumen Optics Co., Ltd.)'],
      ['Seller', 'Nordlicht Glas GmbH'],
    ]);
  });

  it('reads the sellers and buyers a confirmation e-mail numbers, not the people it is from and to', () => {
    const text =
      'SALES CONFIRMATION No. 25-118\n\nFrom: Lucia Alder <l.alder@alder.example>\nTo: Huang Birch <huang@birch.example>\n\nDear Mr. Huang,\n\nWe confirm having sold to you the parcel below.\n\n' +
      '1. SELLERS: PESQUERA ALDER DEL PACIFICO S.A.C., Av. Camino Real 456, Lima, Peru.\n\n2. BUYERS: GUANGXI BIRCH FEED CO., LTD. (广西海源饲料有限公司), No. 18 Jinkai Road, Nanning, P.R. China.\n\n3. COMMODITY: Peruvian fishmeal.';
    expect(parties(text).map((p) => [p[1], p[2]])).toEqual([
      ['seller', 'PESQUERA ALDER DEL PACIFICO S.A.C.'],
      ['buyer', 'GUANGXI BIRCH FEED CO., LTD.'],
    ]);
  });

  it('reads a Chinese label before the English one, and a name the form asks for on the next line', () => {
    const text = 'PURCHASE CONTRACT\n\u7532\u65b9\uff08\u4e70\u65b9\uff09/ Party A (Buyer): Xiamen Coral Foods Co., Ltd.\nSeller:\nName: Pacific Grain Inc.\nAddress: 9 Harbor Road, Seattle\n1. Goods. The Seller shall sell the goods.';
    expect(parties(text)).toEqual([
      ['Party A', 'buyer', 'Xiamen Coral Foods Co., Ltd.', 'Xiamen Coral Foods Co., Ltd.'],
      ['Seller', 'seller', 'Pacific Grain Inc.', 'Pacific Grain Inc.'],
    ]);
  });

  it('describes each party by its own lines only, not the next party\'s label or a later mention of its own', () => {
    const text = 'PURCHASE CONTRACT\nParty A (the Buyer): Xiamen Coral Foods Co., Ltd.\nAddress: 1 Hubin Road, Xiamen, China\n\nParty B (the Seller): Pacific Grain Inc.\nAddress: 9 Harbor Road, Seattle, USA\nWhereas Party A wishes to buy grain.\nArticle 1 Goods. Party B shall sell the grain.';
    const ps = partyBlock(text);
    const own = ps.map((p) => text.slice(p.start, partyDescription(text, p, nextPartyStart(ps, p, text.length)).end));
    expect(own[0]).toBe('Xiamen Coral Foods Co., Ltd.\nAddress: 1 Hubin Road, Xiamen, China');
    expect(own[1]).not.toContain('Party A');
    expect(own[1]).toContain('Seattle');
  });

  it('describes a party by the unlabelled address lines under its name too, but not by a clause', () => {
    const text = 'SALES CONTRACT\nSELLER:\nALDER TRADING CO., LTD.\nRoom 12, 388 North Road, Yiwu, Zhejiang, China\nTel: +86 139 0000 0000\n\nBUYER:\nBIRCH MERCHANTS LIMITED\n14 Marina Road, Lagos, Nigeria\n1. Goods. The Seller shall sell, and the Buyer shall buy, the goods, as listed below.';
    const ps = partyBlock(text);
    const own = ps.map((p) => text.slice(p.start, partyDescription(text, p, nextPartyStart(ps, p, text.length)).end));
    expect(own[0]).toContain('Yiwu, Zhejiang, China');
    expect(own[1]).toContain('Lagos');
    expect(own[1]).not.toContain('shall');
  });
  it('reads an order form whose first numbered item lists the parties', () => {
    const text = 'ALDER OY - ORDER FORM\nOrder Form No.: 117\n\n1. PARTIES\n\nLicensor: Alder Oy, a Finnish limited liability company (Business ID 2978455-1), Tekniikantie 14, Espoo, Finland ("Alder")\nNotice e-mail: legal@alder.fi\n\nLicensee: Birch AS, a Norwegian private limited company, Oslo, Norway ("Birch" or "Licensee")\n\n2. LICENSED PRODUCTS\n(a) Road data.';
    expect(parties(text)).toEqual([
      ['Alder', 'licensor', 'Alder Oy', 'Alder Oy'],
      ['Birch', 'licensee', 'Birch AS', 'Birch AS'],
    ]);
  });
  it('reads "First Party:" and "Second Party:" labels, with the short names in brackets', () => {
    const text = 'DISTRIBUTION AGREEMENT\nThis Agreement is made by and between:\n\nFirst Party: NILE ALDER MOTORS S.A.E., an Egyptian joint stock company, Giza (the "Distributor");\n\nSecond Party: HENAN BIRCH COACH CO., LTD., a company organised under the laws of the People\'s Republic of China (the "Manufacturer").\n\nPREAMBLE\nWhereas the Manufacturer makes buses.';
    expect(parties(text)).toEqual([
      ['Distributor', undefined, 'NILE ALDER MOTORS S.A.E.', 'NILE ALDER MOTORS S.A.E.'],
      ['Manufacturer', undefined, 'HENAN BIRCH COACH CO., LTD.', 'HENAN BIRCH COACH CO., LTD.'],
    ]);
  });
});

