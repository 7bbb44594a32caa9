import { describe, expect, it } from 'vitest';
import { partyList } from './party-list.ts';
import { structureOf } from './fixtures.test-helpers.ts';

const parties = (text: string) => partyList(text).map((p) => [p.alias, p.role, p.name, text.slice(p.start, p.end)]);

describe('parties listed under a "Parties" heading', () => {
  it('reads each paragraph ending with its short name, quoted or not', () => {
    const text = 'RESELLER AGREEMENT\n\nDate: 3 February 2025\n\nParties\n\nKestrel Foods Pty Ltd (ACN 611 222 333) of 12 George Street, Sydney NSW 2000, Australia (the Brand)\n\nLinden Trading Limited (Company No. 1234567), a company incorporated in Hong Kong, of Unit 5, 18 Nathan Road, Kowloon ("the Reseller").\n\nBackground\n\nA. The Brand makes vitamins.\n\n1. Appointment';
    expect(parties(text)).toEqual([
      ['Brand', undefined, 'Kestrel Foods Pty Ltd', 'Kestrel Foods Pty Ltd'],
      ['Reseller', 'reseller', 'Linden Trading Limited', 'Linden Trading Limited'],
    ]);
  });

  it('takes a name the contract goes on to use and cuts a Chinese name and a registration number', () => {
    const text = 'DISTRIBUTION AGREEMENT\n\nPARTIES\n\n(1) Tasman Dairy Limited (NZBN 9429000000001), a company incorporated in New Zealand, of 4 Te Rapa Road, Hamilton ("Tasman"); and\n\n(2) Shanghai Heyue Trading Co., Ltd. (上海禾悦贸易有限公司), of Room 1205, 388 Zhangyang Road, Shanghai (the "Distributor").\n\nIT IS AGREED as follows:';
    expect(parties(text)).toEqual([
      ['Tasman', undefined, 'Tasman Dairy Limited', 'Tasman Dairy Limited'],
      ['Distributor', 'distributor', 'Shanghai Heyue Trading Co., Ltd.', 'Shanghai Heyue Trading Co., Ltd.'],
    ]);
  });

  it('reads nothing without the heading, with one party, or past the first clause', () => {
    expect(partyList('AGREEMENT\n\nKestrel Foods Pty Ltd of Sydney (the Brand)\n\nLinden Trading Limited of Hong Kong (the Reseller)\n\n1. Appointment')).toEqual([]);
    expect(partyList('AGREEMENT\n\nParties\n\nKestrel Foods Pty Ltd of Sydney (the Brand)\n\nBackground\n\nLinden Trading Limited of Hong Kong (the Reseller)')).toEqual([]);
    expect(partyList('AGREEMENT\n\nParties\n\nThe parties are listed in the Schedule.\n\n1. Definitions\n\nThe Brand (the "Supplier") and the Reseller (the "Buyer").')).toEqual([]);
  });

  it('is what the structure gives when neither an opening sentence nor a form names the parties', () => {
    const text = 'RESELLER AGREEMENT\n\nParties\n\nKestrel Foods Pty Ltd of 12 George Street, Sydney (the Brand)\n\nLinden Trading Limited of 18 Nathan Road, Kowloon (the Reseller)\n\n1. The Brand appoints the Reseller.';
    const s = structureOf(text);
    expect(s.parties.map((p) => p.alias)).toEqual(['Brand', 'Reseller']);
  });
});

describe('a party standard terms describe instead of naming', () => {
  it('reads "the organisation named in the Order Form" as the second party, placed by its short name', () => {
    const text = 'CLOUD SUBSCRIPTION TERMS\n\nThese terms apply to every subscription provided by Harbour Cloud Limited, a company registered in England whose office is at 4 Wharf Road, Leeds ("Harbour"), to the organisation named in the Order Form (the "Customer"). By signing the Order Form the Customer agrees to these terms.\n\n1. Harbour may end the subscription at any time by giving the Customer thirty (30) days\' notice.';
    const s = structureOf(text);
    expect(s.parties.map((p) => [p.name, p.alias, p.role, text.slice(p.start, p.end)])).toEqual([
      ['Harbour Cloud Limited', 'Harbour', undefined, 'Harbour Cloud Limited'],
      ['the organisation named in the Order Form', 'Customer', 'customer', 'the organisation named in the Order Form'],
    ]);
  });
});
