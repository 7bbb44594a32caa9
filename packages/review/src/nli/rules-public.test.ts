import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of public bodies, research grants, tenders and of NDAs drafted by mainland Chinese companies in English,
// each met in a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: public bodies, tenders and Chinese drafters', () => {
  it('the lack of a confidentiality marking that "does not affect" protection: marking is not required', () => {
    expect(verdict('nda-1', 'The lack of a confidential marking on a document does not affect its protection under this Agreement.')).toBe('Contradiction');
  });

  it('no press release about the project, the agreement or one\'s involvement keeps the dealings quiet, a logo ban besides', () => {
    const text = "The Contractor shall not issue any press release or public statement concerning the Pilot, this Agreement or the Council's involvement, and shall not use the Council's logo.";
    expect(verdict('nda-10', text)).toBe('Entailment');
  });

  it('not disclosing "the fact that" one is taking part in a tender', () => {
    expect(verdict('nda-10', 'You shall not disclose to anyone the fact that you are taking part in the Tender.')).toBe('Entailment');
  });

  it('data combined with data from other sources is no information had from a third party; a third-party source that does not free it', () => {
    expect(verdict('nda-13', 'The Operator shall not combine the Traffic Data with information obtained from other sources.')).toBeNull();
    expect(verdict('nda-13', 'Information remains confidential notwithstanding that the Recipient also receives it from a third party.')).toBe('Contradiction');
  });

  it('"keep no copy, including on backup tapes" allows no retention', () => {
    expect(verdict('nda-20', 'The Contractor shall keep no copy of the Data, including on backup tapes.')).toBeNull();
  });

  it('a prohibition that "extends without exception" to subcontractors and auditors bars third parties', () => {
    const text = 'The Institute shall not disclose the Data to any person other than an Approved Person, and this prohibition extends without exception to visiting researchers, students, subcontractors and its auditors.';
    expect(verdict('nda-7', text)).toBe('Contradiction');
  });

  it('"may also pass" the information to subcontractors lets them receive it', () => {
    expect(verdict('nda-7', 'It may also pass Confidential Information to its subcontractors working on the Project.')).toBe('Entailment');
  });

  it('further copies supplied by the discloser are no copies the recipient may make', () => {
    const text = 'The University shall not photocopy or otherwise reproduce any Controlled Document, and any further copies needed shall be supplied by the Authority.';
    expect(verdict('nda-17', text)).toBe('Contradiction');
  });

  it('"shall not permit any person to: copy" bars copies', () => {
    expect(verdict('nda-17', 'The Licensee shall not, and shall not permit any person to: copy, photograph or film the prototype;')).toBe('Contradiction');
  });

  it('analysing the chemical composition of samples is reverse engineering', () => {
    expect(verdict('nda-11', 'The Recipient shall not analyse the chemical composition of the Samples.')).toBe('Entailment');
  });

  it('termination that "shall not release" a party from its obligations under the agreement: they survive', () => {
    expect(verdict('nda-19', 'Termination of this Agreement shall not release Party B from its obligations under Articles 3 to 5.')).toBe('Entailment');
    // Obligations the law imposes are not the agreement's.
    expect(verdict('nda-19', 'Termination of this letter does not release you from your obligations under the securities laws.')).toBeNull();
  });
});
