import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of NDAs written in the passive voice or as the discloser's rights ("No copies shall be made", "copies may
// be retained"), and of healthcare, Sino-foreign and media NDAs, each met in a written NDA (test-data/written-ndas)
// and written here in general terms.
describe('statement rules: the passive voice', () => {
  it('"copies may be retained" and "shall not require the deletion of" back-ups allow retention; residuals do not', () => {
    expect(verdict('nda-20', 'Notwithstanding Section 7.1, copies of Evaluation Material may be retained to the extent required by law.')).toBe('Entailment');
    expect(verdict('nda-20', 'Clause 10.1 shall not require the deletion of copies held in routine back-up systems.')).toBe('Entailment');
    expect(verdict('nda-20', '"Residuals" means information which may be retained in intangible form in the minds of the Recipient\'s staff.')).toBeNull();
  });

  it('"No ... reverse engineering ... shall be undertaken"; samples not "taken apart in order to establish how they are made"', () => {
    expect(verdict('nda-11', 'No chemical analysis, deformulation or other reverse engineering of the Materials shall be undertaken.')).toBe('Entailment');
    expect(verdict('nda-11', 'Samples shall not be dismantled or otherwise taken apart in order to establish how they are constructed.')).toBe('Entailment');
  });

  it('obligations that "shall apply only during its term and shall lapse upon its expiration"', () => {
    const text = 'The obligations of confidentiality and restricted use imposed by this Agreement shall apply only during its term and shall lapse upon its expiration.';
    expect(verdict('nda-19', text)).toBe('Contradiction');
  });

  it('"No copies, extracts or photographs ... shall be made"', () => {
    expect(verdict('nda-17', 'No copies, extracts, summaries or photographs of Official Information shall be made by any means.')).toBe('Contradiction');
  });

  it('"shall not be disclosed to any other person or entity, including any ... consultant"', () => {
    const text = 'Confidential Information shall not be disclosed to any other person or entity, including any visiting scientist, consultant or contractor.';
    expect(verdict('nda-7', text)).toBe('Contradiction');
  });

  it('information not excluded "merely because" part of it is available from another source', () => {
    expect(verdict('nda-13', 'Customer data shall not be treated as public merely because some part of it is available from another source.')).toBeNull();
  });

  it('oral information that "is not Official Information for the purposes of this Deed"', () => {
    expect(verdict('nda-3', 'Information communicated orally at briefings is not Official Information for the purposes of this Deed.')).toBe('Contradiction');
  });

  it('personal data that the information may include is no business kind of information', () => {
    expect(verdict('nda-2', 'To the extent that any Confidential Information includes personal data, each of us will comply with the data protection laws.')).toBeNull();
  });

  it('materials "presented orally" in a pitch and confirmed in writing are covered', () => {
    const text = 'The obligations apply only to Format Materials delivered in a marked document or presented orally in a pitch meeting and summarised in writing.';
    expect(verdict('nda-3', text)).toBe('Entailment');
  });

  it('"may also share" with a distributor lets a third party in; "no rights ... pass to" the recipient', () => {
    expect(verdict('nda-7', 'With our approval, the Broadcaster may also share the materials with an international distributor.')).toBe('Entailment');
    expect(verdict('nda-15', 'No rights in the Format or the Format Materials pass to the Broadcaster under this Agreement.')).toBe('Entailment');
  });

  it('a destruction owed when the auction has closed or the bidder withdraws from it is a return at the end', () => {
    const text = 'Within five days after the Agency announces that the auction has closed, or the Publisher withdraws from the Auction, the Publisher shall destroy all Submission Materials.';
    expect(verdict('nda-16', text)).toBe('Entailment');
  });
});
