import { describe, expect, it } from 'vitest';
import { structureOf } from './fixtures.test-helpers.ts';

const parties = (text: string) =>
  structureOf(text).parties.map((p) => {
    // Every party's span is its name in the text.
    expect(text.slice(p.start, p.end)).toBe(p.name);
    return [p.name, p.alias];
  });

describe('parties of a letter agreement', () => {
  it('reads names given a pronoun or a role in passing', () => {
    const text =
      'ALDER ADVISORY LLP\n1 Fleet Street, London\n\nDear Ms Wang,\n\n1. Introduction\n1.1 This letter (the "Letter") sets out the basis on which ' +
      'Alder Advisory LLP ("we", "us" or "our") will provide services to Suzhou Birch Instruments Co., Ltd. ("you" or "your").\n' +
      '2. Services\n2.1 We will prepare a market study.';
    expect(parties(text)).toEqual([
      ['Alder Advisory LLP', 'we'],
      ['Suzhou Birch Instruments Co., Ltd.', 'you'],
    ]);
  });

  it('reads a name followed by its description before the short name', () => {
    const text =
      'Dear Sirs,\n\nThank you for selecting Alder Pengcheng Accountants LLP (Special General Partnership), acting through its Shenzhen Branch ("we", "us" or "our"), ' +
      'to assist Shenzhen Birch Equipment Co., Ltd., a company whose A shares are listed on the Shenzhen Stock Exchange ("you" or "your"), with its acquisition.\n1. We will review the target.';
    expect(parties(text)).toEqual([
      ['Alder Pengcheng Accountants LLP', 'we'],
      ['Shenzhen Birch Equipment Co., Ltd.', 'you'],
    ]);
  });

  it('takes no company the letter mentions on its way for a party', () => {
    const text =
      'Dear Mr Li,\n\n1. Thank you for instructing Cedar Chambers. This letter sets out the terms on which we act for ' +
      'Hangzhou Alder Valves Co., Ltd. ("you") in your dispute with Birch Flow Controls Limited ("Birch").\n2. We will advise on the claim.';
    expect(parties(text)).toEqual([]);
  });

  it('reads sentences naming each role', () => {
    const text =
      'ORDER CONFIRMATION\n\nDear Mr Gu,\n\nWe confirm that we have sold to you the goods below.\n\n1. Seller and Buyer\n\n' +
      'The Seller is Alder Wool Exporters Pty Ltd of the address above. The Buyer is Jiangsu Birch Spinning Co., Ltd. of Zhangjiagang, China.\n\n2. Goods\nGreasy wool.';
    expect(parties(text)).toEqual([
      ['Alder Wool Exporters Pty Ltd', 'Seller'],
      ['Jiangsu Birch Spinning Co., Ltd.', 'Buyer'],
    ]);
  });
});

describe('a party on its own line under a title and a date', () => {
  it('is read when its line ends in a legal form, and a later bare "by" opens nothing', () => {
    const text =
      'TYPEFACE LICENCE\n\nDate: January 14, 2025\n\nAlder Type & Design Inc., 11 King Street East, Hamilton ("Alder")\n\nand\n\n' +
      'Birch Brewing Company Ltd., 4 Carlaw Avenue, Toronto (the "Brewery")\n\nThe Brewery approved the designs by e-mail.\n\n1. Alder grants the Brewery a licence.';
    expect(parties(text)).toEqual([
      ['Alder Type & Design Inc.', 'Alder'],
      ['Birch Brewing Company Ltd.', 'Brewery'],
    ]);
  });
  it('reads names from the sentence that says whom "we" and "you" mean', () => {
    const text =
      'ALDER CERAMICS CO., LTD.\nFoshan, China\n\nDear Mr. Tan,\n\nLETTER OF APPOINTMENT\n\nIn this letter, "we", "us" and "Alder" mean Foshan Alder Ceramics Co., Ltd., and "you" means Birch Tile Sdn. Bhd.\n\n' +
      '1. Appointment\n1.1 We appoint you as our sole dealer for the tiles listed in Annex 1.';
    expect(parties(text)).toEqual([
      ['Foshan Alder Ceramics Co., Ltd.', 'we'],
      ['Birch Tile Sdn. Bhd.', 'you'],
    ]);
  });
  it('reads a letter the same whatever letter was read before it', () => {
    const passing =
      'Dear Ms Wang,\n\nThis letter sets out our terms.\nHarcourt Alder Advisory LLP ("we", "us" or "our") will provide services to\n' +
      'Suzhou Birch Instruments Co., Ltd. ("you" or "your").';
    const fresh = parties(passing);
    parties('Dear Mr. Tan,\n\nIn this letter, "we", "us" and "Alder" mean Foshan Alder Ceramics Co., Ltd., and "you" means Birch Ltd\n\n1. Appointment');
    expect(parties(passing)).toEqual(fresh);
    expect(fresh[0]).toEqual(['Harcourt Alder Advisory LLP', 'we']);
  });
  it('reads names set beside "we" and "you"', () => {
    const text =
      'ALDER SPORTS LIMITED\nManchester\n\nDear Winnie,\n\nThis letter sets out the terms on which we, Alder & Vane Sports Limited, give you, ' +
      'Birch Charity Events Limited, permission to use our logo.\n\n1. Background\n1.1 You organise the run.';
    expect(parties(text)).toEqual([
      ['Alder & Vane Sports Limited', 'we'],
      ['Birch Charity Events Limited', 'you'],
    ]);
    expect(parties('Dear Sirs,\n\nAs you, the organiser, know, we, Alder Limited, will help.')).toEqual([]);
  });
});
