import { describe, expect, it } from 'vitest';
import { CONTEXT_RATIO, agreementDate, atFirstMention, dateInContext, documentName, effectiveDate, findDates, openingStart, parties } from './entities.ts';

const opening = [
  'SUPPLY OF WIDGETS AGREEMENT',
  '',
  'This Supply of Widgets Agreement is made as of March 3, 2021 (the "Effective Date") by and between NORTHWIND TRADING, INC., a Delaware corporation ("Northwind"), and Lotus Components Ltd., a company organised in Hong Kong (the "Supplier").',
  '',
  'WHEREAS the Supplier makes widgets;',
  '',
  '1. Definitions',
].join('\n');
const at = (s: { start: number; end: number }) => opening.slice(s.start, s.end);

describe('names and dates of the opening', () => {
  it('finds date expressions, blanks included', () => {
    const t = 'made on the 5th day of June, 2019 and signed 7/1/2019, dated ________, 2020';
    expect(findDates(t).map((s) => t.slice(s.start, s.end))).toEqual(['the 5th day of June, 2019', '7/1/2019', '________, 2020']);
    const draft = 'This Agreement is dated as of [•], 2020.';
    expect(findDates(draft).map((s) => draft.slice(s.start, s.end))).toEqual(['[•], 2020']);
  });

  it('reads the title and its repetition in the preamble', () => {
    expect(documentName(opening).map(at)).toEqual(['SUPPLY OF WIDGETS AGREEMENT', 'Supply of Widgets Agreement']);
  });

  it('dates an agreement whose opening has no date by its last signature', () => {
    const body = 'SERVICES AGREEMENT\n\nThis Services Agreement is between Alder Foods Ltd. and Birch Farms Inc.\n\n' + 'Birch shall clean the silos every week of the year.\n\n'.repeat(120);
    const signed = body + 'ALDER FOODS LTD.   By: /s/ A. Alder   Date: 1/26/2020\n\nBIRCH FARMS INC.   By: /s/ B. Birch   Date: 1/27/2020';
    expect(agreementDate(signed).map((s) => signed.slice(s.start, s.end))).toEqual(['1/27/2020']);
    expect(agreementDate(body)).toEqual([]);
  });

  it('reads a name with a place in brackets and the sentence that names the parties together', () => {
    const t = 'This Supply Agreement is made on June 1, 2020 between Fonterra (USA) Inc., a Delaware corporation, and Alder Foods Ltd. (each individually "a Party" and, collectively, "the Parties").\n\nWHEREAS the parties wish to trade;';
    const names = parties(t).map((s) => t.slice(s.start, s.end));
    expect(names).toContain('Fonterra (USA) Inc.');
    expect(names.some((n) => n.includes('"the Parties"'))).toBe(true);
    // A short name inside the sentence that names the parties together is kept as well.
    const joint = 'JOINT VENTURE AGREEMENT\n\nCedar Group, Inc. ("CG") and mPhase Labs, Inc. ("MPL"), (the "Parties" or "Venturers" if referred to together), form a joint venture.';
    const jointNames = parties(joint).map((s) => joint.slice(s.start, s.end));
    expect(jointNames).toEqual(expect.arrayContaining(['Cedar Group, Inc.', 'CG', 'mPhase Labs, Inc.', 'MPL']));
  });

  it('reads "Party A" and "Party B" heading the parties\' blocks', () => {
    const t = 'COOPERATION AGREEMENT\n\nParty A: Hangzhou Lake Trading Co., Ltd.\nAddress: 1 West Road, Hangzhou\n\nParty B: Alder Foods Ltd.\nAddress: 4 Quay Street, Harbourtown\n\nWHEREAS Party A sells tea;';
    const names = parties(t).map((s) => t.slice(s.start, s.end));
    expect(names).toEqual(expect.arrayContaining(['Party A', 'Party B', 'Alder Foods Ltd.']));
  });

  it('does not take the date of a filing footer for the agreement date', () => {
    const t = 'DISTRIBUTOR AGREEMENT\n\nSource: ACME INC, 10-K, 8/22/2019\n\nDistributor Agreement, June 1, 2018, between Alder Foods Ltd. and Birch Farms Inc.';
    expect(agreementDate(t).map((s) => t.slice(s.start, s.end))).toEqual(['June 1, 2018']);
  });

  it('reads a title run into the text of its line', () => {
    const flat = 'Exhibit 10.22 SERVICES AGREEMENT This Services Agreement is made on June 1, 2020 between Alder Foods Ltd. and Birch Farms Inc. for the supply of grain.';
    expect(documentName(flat).map((s) => flat.slice(s.start, s.end))[0]).toBe('SERVICES AGREEMENT');
  });

  it('reads the opening after a table of contents', () => {
    const contents = ['LICENCE AGREEMENT', '', 'TABLE OF CONTENTS', ''];
    for (let k = 1; k <= 120; k++) contents.push(`${k}.  Section number ${k} of the agreement ........ ${k + 2}`);
    const text = contents.join('\n') + '\n\n' + opening;
    expect(openingStart(opening)).toBe(0);
    const start = openingStart(text);
    expect(text.slice(start, start + 40)).toMatch(/^This Supply of Widgets Agreement is made/);
    const at3 = (s: { start: number; end: number }) => text.slice(s.start, s.end);
    expect(parties(text).map(at3)).toEqual(['NORTHWIND TRADING, INC.', 'Northwind', 'Lotus Components Ltd.', 'Supplier']);
    expect(agreementDate(text).map(at3)).toEqual(['March 3, 2021']);
  });

  it('reads the parties, their short names and not the defined dates', () => {
    const names = parties(opening).map(at);
    expect(names).toEqual(['NORTHWIND TRADING, INC.', 'Northwind', 'Lotus Components Ltd.', 'Supplier']);
  });

  it('takes the dated-as-of date as agreement and effective date', () => {
    const a = agreementDate(opening);
    expect(a.map(at)).toEqual(['March 3, 2021']);
    expect(effectiveDate(opening, a).map(at)).toEqual(['March 3, 2021']);
  });

  it('finds an effective date set in the term section: the date when one is written, else the sentence', () => {
    const head = 'SUPPLY AGREEMENT\n\nThis Supply Agreement is made on June 1, 2020 between Alder Foods Ltd., of 4 Quay Street, Harbourtown, and Birch Farms Inc., of 19 Mill Lane, Oakfield, for the supply of grain.\n\n1. Term\n\n';
    const dated = head + 'The term of this Agreement shall commence on July 1, 2020 and continue for two years.';
    const at2 = (t: string) => (s: { start: number; end: number }) => t.slice(s.start, s.end);
    expect(effectiveDate(dated, agreementDate(dated)).map(at2(dated))).toEqual(['July 1, 2020']);
    const event = head + 'This Agreement shall become effective on the date the regulator approves it.';
    expect(effectiveDate(event, agreementDate(event)).map(at2(event))).toEqual(['This Agreement shall become effective on the date the regulator approves it.']);
    const hereof = head + 'This Agreement shall be effective as of the date first written above.';
    expect(effectiveDate(hereof, agreementDate(hereof)).map(at2(hereof))).toEqual(['June 1, 2020']);
    // Nothing takes effect anywhere: the date of the opening is the agreement date, not an effective date.
    const silent = head + 'The Buyer shall pay within 30 days.';
    expect(agreementDate(silent).map(at2(silent))).toEqual(['June 1, 2020']);
    expect(effectiveDate(silent, agreementDate(silent))).toEqual([]);
  });

  it('reads dates written with dashes, typed over dashes, or with the day left blank', () => {
    const at3 = (t: string) => findDates(t).map((s) => t.slice(s.start, s.end));
    expect(at3('made as of 12-23-2019 by')).toEqual(['12-23-2019']);
    expect(at3('effective as of June , 2010 between')).toEqual(['June , 2010']);
    expect(at3('made as of 31 December, --------- 1996 by')).toEqual(['31 December, --------- 1996']);
  });

  it('reports each name once, where the text first writes it', () => {
    const t = 'Orchid Labs LLC ("Orchid") agrees. Orchid shall deliver; Orchid pays.';
    const later = t.lastIndexOf('Orchid');
    const alias = t.indexOf('"Orchid"') + 1;
    const spans = atFirstMention(t, [{ start: later, end: later + 6, score: 1 }, { start: alias, end: alias + 6, score: 2 }]);
    expect(spans).toEqual([{ start: 0, end: 6, score: 2 }]);
  });

  it('takes no party from section titles or from terms defined far from any name', () => {
    const body = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made by Kestrel Works, Inc. ("Kestrel") and Pinebrook Holdings Ltd. ("Pinebrook").',
      'x'.repeat(1300),
      'Section 4.02 Covenants of the Company',
      'The fee schedule (the "Price List") applies.',
    ].join('\n');
    const names = parties(body).map((s) => body.slice(s.start, s.end));
    expect(names).toEqual(['Kestrel Works, Inc.', 'Kestrel', 'Pinebrook Holdings Ltd.', 'Pinebrook']);
  });

  it('takes a name without a company suffix when it is introduced as a party, and a short name in lower case', () => {
    const t =
      'This Agreement is made between Marlow Digital, a Nevada corporation ("eMarlow"), and Jane Roe ("Consultant"). ' +
      'The Master Supply Agreement ("Agreement") is attached. It starts on the date signed. Fees are due monthly.';
    expect(parties(t).map((s) => t.slice(s.start, s.end))).toEqual(['Marlow Digital', 'eMarlow', 'Jane Roe', 'Consultant']);
  });

  it('takes a short name given without brackets', () => {
    const t = 'This Lease is made by Harrow Leasing Corp., together with its successors and assigns, if any, "Lessor", and Pell Stores, Inc., referred to in this Agreement as "Tenant".';
    expect(parties(t).map((s) => t.slice(s.start, s.end))).toEqual(['Harrow Leasing Corp.', 'Lessor', 'Pell Stores, Inc.', 'Tenant']);
  });

  it('takes no name across the end of a sentence', () => {
    const t = 'This Agreement is made by Kestrel Works, Inc. ("Kestrel"). Under this Agreement. Bank of Kestrel Works shall pay.';
    expect(parties(t).map((s) => t.slice(s.start, s.end))).not.toContain('Agreement. Bank');
  });

  it('accepts lettered party names', () => {
    const t = 'This contract is signed by Halden Mills Co., Ltd. ("Party A") and Ostrava Tools Ltd. ("Party B").';
    expect(parties(t).map((s) => t.slice(s.start, s.end))).toEqual(['Halden Mills Co., Ltd.', 'Party A', 'Ostrava Tools Ltd.', 'Party B']);
  });

  it('shows a date with the whole words around it, inside its sentence, at most CONTEXT_RATIO times its length', () => {
    const t = 'Preamble. This Agreement shall commence on January 20, 2014 and continue in effect for three years unless ended sooner. Next.';
    const d = t.indexOf('January 20, 2014');
    const span = dateInContext(t, { start: d, end: d + 'January 20, 2014'.length, score: 1 });
    const shown = t.slice(span.start, span.end);
    expect(shown).toContain('January 20, 2014');
    expect(shown.length).toBeLessThanOrEqual(CONTEXT_RATIO * 'January 20, 2014'.length);
    expect(shown.length).toBeGreaterThan(2 * 'January 20, 2014'.length);
    expect(shown).toMatch(/^\w.*\w$/);
    expect(t.slice(span.start - 1, span.start)).toMatch(/\s/);
    expect(shown).not.toContain('Preamble');
    // A sentence no longer than the room is taken whole.
    const short = 'Dated: March 3, 2021.';
    const at = short.indexOf('March');
    const whole = dateInContext(short, { start: at, end: at + 'March 3, 2021'.length, score: 1 });
    expect(short.slice(whole.start, whole.end)).toBe('Dated: March 3, 2021.');
  });
});
