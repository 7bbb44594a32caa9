import { describe, expect, it } from 'vitest';
import { paragraphSpans } from '../ingest/builder.ts';
import { analyzeStructure } from '../structure/index.ts';
import { equityTransfer, jointVentureCompany } from './company.ts';

function fact(text: string, of = jointVentureCompany): string[] {
  const doc = { text, paragraphs: paragraphSpans(text) };
  return of(doc, analyzeStructure(doc)).map((s) => text.slice(s.start, s.end));
}

describe('the jointVentureCompany fact', () => {
  it('is the clause setting the registered capital of a company the parties set up', () => {
    const text =
      'JOINT VENTURE CONTRACT\nThis Contract is made between Alder Co., Ltd., a company established in China ("Party A"), and Birch AB, a Swedish company ("Party B").\n' +
      '1. The Parties shall establish a limited liability company in Suzhou (the "Company").\n2. The registered capital of the Company is USD 10,000,000.\n';
    expect(fact(text)).toEqual(['2. The registered capital of the Company is USD 10,000,000.']);
  });

  it('is absent when only a party is described by its registered capital, in a sentence or a form line', () => {
    const sentence =
      'SUPPLY AGREEMENT\nThis Agreement is made between Alder Co., Ltd., a company established in China with a registered capital of RMB 50,000,000 ("Buyer"), and Birch AB, a Swedish company ("Seller").\n' +
      '1. Seller shall supply resins. The Buyer shall not form a joint venture with a competitor of Seller.\n';
    expect(fact(sentence)).toEqual([]);
    const form = 'PURCHASE CONTRACT\nParty A (Buyer): Alder Co., Ltd.\nRegistered capital: RMB 50,000,000\nParty B (Seller): Birch AB\nArticle 1 Party B shall sell the goods. The parties may later set up a joint venture.';
    expect(fact(form)).toEqual([]);
  });

  it('is absent for a sale of equity in a joint venture, which sets none up', () => {
    const text =
      'EQUITY INTEREST PURCHASE AGREEMENT\nThis Agreement is made between Alder Inc., a Delaware corporation ("Seller"), and Birch Co., Ltd., a company established in Wuhan, China ("Buyer").\n' +
      'WHEREAS, Cedar Valves Co., Ltd. (the "Company") is a Sino-foreign joint venture in Wuhan with a registered capital of USD 20,000,000.\n1. The Seller shall sell 40% of the equity interest in the Company to the Buyer.\n';
    expect(fact(text)).toEqual([]);
    expect(fact(text, equityTransfer)).toHaveLength(1);
    // Selling part and staying on with a board of its own is a venture the contract governs.
    const stays = text + '2. After completion the board of directors shall consist of five directors, three appointed by the Buyer and two by the Seller.\n';
    expect(fact(stays)).toHaveLength(1);
    // Also when the contract never calls the company a venture.
    expect(fact(stays.replace('is a Sino-foreign joint venture in Wuhan', 'is a company in Wuhan'))).toHaveLength(1);
  });

  it('is absent for a joint venture with share capital instead of a registered capital', () => {
    const text =
      'JOINT VENTURE AGREEMENT\nThis Agreement is made between Alder Inc. ("Alder") and Birch Ltd. ("Birch").\n1. The parties shall incorporate a company in India with an authorised share capital of Rs. 5,00,000.\n';
    expect(fact(text)).toEqual([]);
  });
});

describe('the equityTransfer fact', () => {
  const text =
    'EQUITY TRANSFER AGREEMENT\nThis Agreement is made between Alder Holdings Limited, a Hong Kong company ("Transferor"), and Birch Investment Co., Ltd., a company established in Shanghai, China ("Transferee").\n' +
    'WHEREAS, Cedar Tools Co., Ltd. (the "Target Company") is a company in Shanghai with a registered capital of USD 5,000,000.\n1. Transfer. The Transferor shall transfer 100% of the equity interest in the Target Company to the Transferee.\n';

  it('is the clause transferring equity in a company with a registered capital', () => {
    expect(fact(text, equityTransfer)).toEqual(['1. Transfer. The Transferor shall transfer 100% of the equity interest in the Target Company to the Transferee.']);
    expect(fact(text)).toEqual([]);
  });

  it('is absent for a joint venture contract that restricts transfers of equity, and present for an untitled transfer', () => {
    const jv =
      'JOINT VENTURE CONTRACT\nThis Contract is made between Alder Co., Ltd., a company established in China ("Party A"), and Birch AB, a Swedish company ("Party B").\n' +
      '1. The Parties shall establish a limited liability company (the "Company") with a registered capital of USD 10,000,000.\n2. Neither Party may transfer its equity interest to a third party without the consent of the other Party.\n';
    expect(fact(jv, equityTransfer)).toEqual([]);
    const untitled = text.replace('EQUITY TRANSFER AGREEMENT', 'AGREEMENT');
    expect(fact(untitled, equityTransfer)).toHaveLength(1);
  });

  it('is absent for a share purchase of a company with share capital', () => {
    expect(fact(text.replace('a registered capital', 'an issued share capital'), equityTransfer)).toEqual([]);
  });
});
