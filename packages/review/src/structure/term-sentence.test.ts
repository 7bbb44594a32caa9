import { describe, expect, it } from 'vitest';
import { findTerm, sentenceWith } from './term.ts';

// sentenceWith must find exactly what the plain pattern (runs of [^.\n] around the words) finds, only faster.
const WORDS = /\b(?:initial\s+term|shall\s+(?:be\s+)?renew|successive\s+(?:renewal\s+)?periods?)/.source;
const plain = new RegExp(`[^.\\n]*${WORDS}[^.\\n]*`, 'i');
const fast = sentenceWith(WORDS);

const PIECES = ['The ', 'initial term', 'Initial\nTerm', ' shall renew', ' shall be renew', 'ed', ' successive periods', '. ', '\n', ' of the deal', 'x', ' 3.5 ', 'reinitial term', ', and '];

/** A deterministic stream of pseudo-random numbers (a linear congruential generator). */
function numbers(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('the sentence holding given words', () => {
  it('matches the plain pattern on hand-picked cases', () => {
    for (const text of ['', 'initial term', 'No words here. None.', 'A. The initial term is one year. It may renew.', 'x.\ninitial term\n', 'The\ninitial   term lasts. Then it shall renew for successive periods.']) {
      expect(fast(text)?.index, text).toBe(plain.exec(text)?.index);
      expect(fast(text)?.[0], text).toBe(plain.exec(text)?.[0]);
    }
  });

  it('matches the plain pattern on 3,000 generated texts', () => {
    const next = numbers(7);
    for (let n = 0; n < 3000; n++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 30) }, () => PIECES[Math.floor(next() * PIECES.length)]!).join('');
      const want = plain.exec(text);
      const got = fast(text);
      expect(got?.index, text).toBe(want?.index);
      expect(got?.[0], text).toBe(want?.[0]);
    }
  });

  it('reads a long paragraph without the words in linear time', () => {
    const text = 'The parties agree on the price and delivery of the goods and services '.repeat(3000);
    const t0 = performance.now();
    expect(fast(text)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(50);
  });
});

describe('term and renewal in one sentence', () => {
  it('reads the initial term, the renewal period after the renewal words and an "unless … notice" notice', () => {
    const text = "1. Term. This Agreement continues for three (3) years, and renews automatically for one (1) year periods unless either party gives ninety (90) days' notice.";
    expect(findTerm(text)).toMatchObject({ duration: { years: 3 }, autoRenewal: true, renewal: { years: 1 }, nonRenewalNoticeDays: 90 });
  });
});

describe('what is no renewal', () => {
  it('does not take a scope that "shall extend to" something for an extension of the term', () => {
    const text = [
      '1.5 For clarity, Licensed Products include the Vial Products and shall extend to any New Products.',
      '15.1 Term. This Agreement shall remain in full force for ten (10) years, and shall thereafter automatically renew for one (1) year periods.',
    ].join('\n');
    const term = findTerm(text)!;
    expect(term.autoRenewal).toBe(true);
    expect(text.slice(term.renewalSpan!.start, term.renewalSpan!.end)).toContain('automatically renew');
    expect(findTerm('The indemnity shall extend to the fees of counsel. No delay shall extend beyond three (3) months.')?.autoRenewal).toBeFalsy();
  });
});

describe('a term stated as validity', () => {
  it('reads "shall be valid for a period of five (5) years" as the initial term', () => {
    const text = '2.1 Term. This Agreement shall commence on the Effective Date and shall be valid for a period of five (5) years.';
    expect(findTerm(text)?.duration).toEqual({ years: 5 });
  });
});

describe('a term in the words of contracts made in China', () => {
  it('reads a validity period, validity from one date to another, force until a date, and a joint venture\'s duration', () => {
    expect(findTerm('2. Term. The validity period of this Contract is three years commencing on the date of signing.')?.duration).toEqual({ years: 3 });
    expect(findTerm('2. Term. This Contract is valid from 1 January 2026 to 31 December 2027.')).toBeDefined();
    expect(findTerm('2. This Contract shall come into force upon signature and remain in force until 31 December 2027.')).toBeDefined();
    expect(findTerm('17. The duration of the Joint Venture Company is thirty years from the date of issue of its business licence.')?.duration).toEqual({ years: 30 });
    expect(findTerm('5. The confidentiality obligations shall remain in force for three (3) years after termination.')).toBeUndefined();
  });

  it('reads "extended for another year unless either party objects ... days before expiry" as a one-year renewal with that notice', () => {
    const text = '2. Term. This Contract shall remain in effect for one year and be automatically extended for another year unless either party objects in writing 30 days before expiry.';
    expect(findTerm(text)).toMatchObject({ duration: { years: 1 }, autoRenewal: true, renewal: { years: 1 }, nonRenewalNoticeDays: 30 });
  });

  it('never takes a notice period counted back from the expiry for the renewal period', () => {
    const text = '2. Term. This Agreement runs for two (2) years and renews automatically unless terminated by notice given sixty (60) days prior to the end of the term.';
    expect(findTerm(text)).toMatchObject({ autoRenewal: true, nonRenewalNoticeDays: 60 });
    expect(findTerm(text)?.renewal).toBeUndefined();
  });
});

describe('the term sentence', () => {
  it('skips sentences that mention the term without setting it', () => {
    const text = [
      'The Distributor shall promote the Products during the term of this Agreement for three (3) months each year.',
      'The parties may extend the term of this Agreement for ninety (90) day periods.',
      'The recitals form a term of this Agreement for twelve (12) months.',
      'If any term of this Agreement is held invalid, the rest of this Agreement shall remain in full force and effect.',
      'This Agreement shall have an initial term of two (2) years from the Effective Date.',
    ].join('\n');
    expect(findTerm(text)?.duration).toEqual({ years: 2 });
  });

  it('still reads "shall remain in full force and effect for" as a term', () => {
    expect(findTerm('This Agreement shall remain in full force and effect for five (5) years.')?.duration).toEqual({ years: 5 });
    expect(findTerm('Otherwise this Agreement shall remain in full force and effect.')).toBeUndefined();
  });
});

describe('a renewal pages away from the term', () => {
  it('keeps the renewal sentence apart, with its notice', () => {
    const filler = 'The Supplier shall keep records of every shipment. '.repeat(40);
    const text = `This Agreement shall have an initial term of two (2) years.\n${filler}\nThis Agreement shall automatically renew for successive one (1) year periods unless either party gives ninety (90) days' written notice of non-renewal.`;
    const fact = findTerm(text)!;
    expect(text.slice(fact.start, fact.end)).toBe('This Agreement shall have an initial term of two (2) years');
    expect(fact.autoRenewal).toBe(true);
    expect(fact.nonRenewalNoticeDays).toBe(90);
    expect(text.slice(fact.renewalSpan!.start, fact.renewalSpan!.end)).toMatch(/^This Agreement shall automatically renew.*non-renewal$/);
  });
});

describe('definitions of other terms', () => {
  it('neither sets the term nor renews it', () => {
    const text = [
      '1.14 "Royalty Quarter" means each successive period of three (3) months, except that the first Royalty Quarter of the Term shall extend from the Effective Date to the end of that quarter.',
      '1.40 "Term Extension" means any extension of a patent beyond its initial term of twenty (20) years.',
      '12.1 Term. This Agreement shall have an initial term of four (4) years from the Effective Date.',
    ].join('\n');
    const fact = findTerm(text)!;
    expect(fact.duration).toEqual({ years: 4 });
    expect(fact.autoRenewal).toBe(false);
    // The definition of the term itself still sets it.
    expect(findTerm('"Initial Term" means the period of three (3) years from the Effective Date.')?.duration).toEqual({ years: 3 });
  });
});

describe('renewal wording that is no automatic renewal', () => {
  it('reads a term that "shall extend from ... until" and a period "extended until" as no renewal', () => {
    expect(findTerm('The term of this Agreement shall extend from the signing date until the end of the season.')?.autoRenewal).toBe(false);
    expect(findTerm('Any deadline shall be extended until the force majeure event ends.')?.autoRenewal).toBeFalsy();
    expect(findTerm('The term of this Agreement shall be extended for one (1) year periods, unless either party objects.')?.autoRenewal).toBe(true);
  });

  it('reads a renewal "upon the mutual agreement of the parties" as no automatic renewal, but not when agreement is only one way', () => {
    expect(findTerm('The Term of this Agreement shall be extended for further one (1) year periods upon the mutual agreement of the parties.')?.autoRenewal).toBe(false);
    expect(findTerm('This Agreement may be renewed for successive renewal terms of one (1) year if both parties agree in writing.')?.autoRenewal).toBe(false);
    const either =
      'This Agreement shall run for three (3) years (such period, as it may be extended either by written agreement of the parties or automatically, the "Term"), and shall automatically renew for successive one (1) year periods unless a party gives sixty (60) days notice.';
    expect(findTerm(either)).toMatchObject({ autoRenewal: true, renewal: { years: 1 }, nonRenewalNoticeDays: 60 });
  });
});

describe('a renewal one party opts into', () => {
  it('is no automatic renewal even when the term then extends "automatically"; a notice not to renew still is', () => {
    const option = 'The initial term of this Agreement is three (3) years. If the Distributor notifies the Supplier of its intent to renew at least ninety (90) days before the end of the term, the term shall automatically be extended for two (2) years.';
    expect(findTerm(option)!.autoRenewal).toBe(false);
    expect(findTerm('The term of this Agreement is two years. Licensee shall have the option to extend the term, and on exercise the term shall be renewed for successive one (1) year periods.')!.autoRenewal).toBe(false);
    const auto = 'The initial term of this Agreement is three (3) years, and it shall automatically renew for successive one (1) year periods unless either party notifies the other of its intent not to renew at least sixty (60) days before the end of the term.';
    expect(findTerm(auto)!.autoRenewal).toBe(true);
  });

  it('does not take "for the entire term of this Agreement" in another clause for the term', () => {
    const text = '5. Updates. The Provider will make Updates at no charge for the entire term of this Agreement.\n9. Term. The initial term of this Agreement shall end on the fifth anniversary of the Effective Date.';
    expect(text.slice(findTerm(text)!.start, findTerm(text)!.end).trim()).toBe('The initial term of this Agreement shall end on the fifth anniversary of the Effective Date');
  });
});

describe('where the term sentence starts', () => {
  it('reads the sentence after a clause title, not the title alone', () => {
    const text = '3. Term of this Agreement. This Agreement shall be valid for four (4) years from the signing date.';
    const fact = findTerm(text)!;
    expect(fact.duration).toEqual({ years: 4 });
    expect(text.slice(fact.start, fact.end)).toBe(' This Agreement shall be valid for four (4) years from the signing date');
  });

  it('starts after the digits of the clause number the sentence was cut from', () => {
    const text = '15.1 The term of this Agreement shall be two (2) years.';
    const fact = findTerm(text)!;
    expect(text.slice(fact.start, fact.end)).toBe('The term of this Agreement shall be two (2) years');
    // A number that is the sentence's own stays: "2 years" after a line break.
    const own = 'Term\n2 years is the initial term of this Agreement.';
    expect(own.slice(findTerm(own)!.start, findTerm(own)!.end)).toBe('2 years is the initial term of this Agreement');
  });
});
