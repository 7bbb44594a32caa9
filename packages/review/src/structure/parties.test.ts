import { describe, expect, it } from 'vitest';
import { rolesFor } from '../playbook/roles.ts';
import { structureOf } from './fixtures.test-helpers.ts';

const parties = (text: string) => structureOf(text).parties.map((p) => [p.name, p.alias, p.role]);

describe('parties and their roles', () => {
  it('gives numbered and grouped parties the role of their collective name', () => {
    const text =
      'EQUITY PURCHASE AGREEMENT\nTHIS AGREEMENT is made between:\n(1) ZHOU Hao, a citizen of China ("Mr Zhou");\n' +
      '(2) LIN Yu, a citizen of China ("Ms Lin", and together with Mr Zhou, the "Individual Sellers");\n' +
      '(3) Alder Holdings Limited, a company incorporated in Hong Kong ("Alder", and together with the Individual Sellers, the "Sellers"); and\n' +
      '(4) Birch Fund Pte. Ltd., a company incorporated in Singapore (the "Purchaser").\nIT IS AGREED as follows:\n1. Sale. The Sellers shall sell the Sale Equity.';
    expect(parties(text)).toEqual([
      ['ZHOU Hao', 'Mr Zhou', 'seller'],
      ['LIN Yu', 'Ms Lin', 'seller'],
      ['Alder Holdings Limited', 'Alder', 'seller'],
      ['Birch Fund Pte. Ltd.', 'Purchaser', 'purchaser'],
    ]);
    expect(rolesFor('buyer', structureOf(text), text, 'other').other).toContain('Sellers');
    const numbered = 'SHARE PURCHASE AGREEMENT\nBETWEEN:\n(1) ALDER LIMITED, a Hong Kong company ("Vendor A");\n(2) BIRCH LIMITED, a BVI company ("Vendor B"); and\n(3) CEDAR PTE. LTD., a Singapore company (the "Purchaser").\n';
    expect(parties(numbered).map((p) => p[2])).toEqual(['vendor', 'vendor', 'purchaser']);
  });

  it('reads the provider of standard terms and anyone who orders from it', () => {
    const text =
      'GENERAL TERMS OF SERVICE\n1.1 These General Terms (the "Terms") apply to all translation services (the "Services") provided by Alder Translation Co., Ltd., ' +
      'a company incorporated in China (the "Company"), to any person or entity that orders Services (the "Client").\n1.2 An Order is formed when the Client accepts a quotation.';
    expect(parties(text)).toEqual([
      ['Alder Translation Co., Ltd.', 'Company', 'company'],
      ['any person or entity that orders Services', 'Client', 'client'],
    ]);
  });

  it('passes over a place the description defines before the party\'s own name', () => {
    const text =
      'OFFICE TENANCY AGREEMENT\nThis Agreement is entered into in Shenzhen between:\nLandlord: SHENZHEN ALDER PROPERTY CO., LTD., a company incorporated in the People\'s Republic of China (the "PRC"), registered address: 1 Qianwan Avenue, Shenzhen (the "Landlord"); and\n' +
      'Tenant: BIRCH CLOUD (SHENZHEN) CO., LTD., a wholly foreign-owned enterprise incorporated in the PRC (the "Tenant").\n1. PREMISES\n1.1 The Landlord lets the Premises to the Tenant.';
    expect(parties(text)).toEqual([
      ['SHENZHEN ALDER PROPERTY CO., LTD.', 'Landlord', 'landlord'],
      ['BIRCH CLOUD (SHENZHEN) CO., LTD.', 'Tenant', 'tenant'],
    ]);
  });

  it('reads standard terms that describe their customer before naming their provider', () => {
    const text =
      'ALDER, INC.\nMASTER SUBSCRIPTION TERMS\nThese Master Subscription Terms (the "Terms") govern access to and use of the Alder platform by the entity identified as the customer in an Order Form ("Customer"). ' +
      'The Service is provided by Alder, Inc., a Delaware corporation with its principal office at 2200 North First Street, San Jose, California, USA ("Alder").\n1. DEFINITIONS';
    expect(parties(text)).toEqual([
      ['the entity identified as the customer in an Order Form', 'Customer', 'customer'],
      ['Alder, Inc.', 'Alder', undefined],
    ]);
  });

  it('reads parties "between the undersigned", each defined "hereinafter" with its article', () => {
    const text =
      'EXCLUSIVE IMPORT AND DISTRIBUTION AGREEMENT\nBETWEEN THE UNDERSIGNED:\nDOMAINE ALDER, a société civile with a share capital of EUR 1,200,000, whose registered office is at Saint-Émilion, France, represented by its managing director (gérante) (hereinafter "the Estate"),\nAND:\n' +
      'BIRCH WIJNIMPORT NV, a public limited company incorporated under Belgian law, whose registered office is at Antwerpen, Belgium (hereinafter "the Importer").\nWHEREAS:\nThe Estate produces wines.';
    expect(parties(text)).toEqual([
      ['DOMAINE ALDER', 'the Estate', undefined],
      ['BIRCH WIJNIMPORT NV', 'the Importer', 'importer'],
    ]);
  });
  it('reads parties labelled "hereinafter" on a line of their own, as German contracts set them', () => {
    const text =
      'FRAMEWORK AGREEMENT\n\nbetween\n\nAlder Anlagenbau GmbH, Rheinauer Ring 48, 68219 Mannheim, Germany, represented by its managing directors\n- hereinafter "Alder" or the "Principal" -\n\nand\n\n' +
      'Chongqing Birch Drafting Co., Ltd., 17/F, Tower 3, Chongqing, People\'s Republic of China\n- hereinafter "Birch" or the "Contractor" -\n\nPreamble\nAlder engages drafting offices.';
    expect(parties(text)).toEqual([
      ['Alder Anlagenbau GmbH', 'Alder', 'principal'],
      ['Chongqing Birch Drafting Co., Ltd.', 'Birch', 'contractor'],
    ]);
  });
});
