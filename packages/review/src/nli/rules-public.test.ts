import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of public bodies, research grants and tenders, of China-related deals (NDAs drafted by mainland Chinese
// companies in English, and by international firms for deals in China) and of NDAs in several parts, each met in a
// written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: public bodies, China-related deals and NDAs in several parts', () => {
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

  it('protected "notwithstanding that it has not been marked": marking is not required', () => {
    expect(verdict('nda-1', 'Information is Confidential Information notwithstanding that it has not been marked as such.')).toBe('Contradiction');
  });

  it('samples examined by a third party are no information had from a third party', () => {
    expect(verdict('nda-13', 'The Buyer shall not take apart the samples made available to it, nor have them examined by any third party.')).toBeNull();
  });

  it('"may make up to three (3) copies" allows copies, overriding a consent rule elsewhere', () => {
    const text = ['3.4 The Recipient shall not reproduce Confidential Information except with the prior written consent of the Discloser.', 'Notwithstanding Section 3.4, each Party may make up to three (3) copies of the drawings for internal review.'].join('\n');
    expect(verdict('nda-17', text)).toBe('Entailment');
  });

  it('a return the discloser may demand "before this Agreement expires" is a return on request, not at the end', () => {
    const text = 'At any time before this Agreement expires or is terminated, the Discloser may by written notice require the Recipient to return its Confidential Information.';
    expect(verdict('nda-16', text)).toBeNull();
  });

  it('continuing to treat what the law compelled as confidential is no survival', () => {
    const text = ['The Recipient shall disclose only the part its counsel advises is legally required, and shall continue to treat the information so disclosed as confidential for all other purposes.', 'Upon the expiration or termination of this Agreement, the obligations of the Parties under this Agreement shall cease.'].join('\n');
    expect(verdict('nda-19', text)).toBe('Contradiction');
  });

  it('a deed that "does not apply to information communicated orally" leaves oral information out', () => {
    expect(verdict('nda-3', 'This deed does not apply to information communicated orally, including at any interview.')).toBe('Contradiction');
  });

  it('"ownership information", a cap on owning shares and "content licenses" in a list grant nothing', () => {
    expect(verdict('nda-15', 'The financial statements and ownership information in the Application are not confidential.')).toBeNull();
    expect(verdict('nda-15', 'You acknowledge that the Trust limits the ownership of its outstanding shares to 9.8%, and nothing here is a waiver of that limit.')).toBeNull();
    expect(verdict('nda-15', '"Evaluation Material" means all information, whether or not marked, on its finances, advertisers, content licenses, technology or personnel.')).toBeNull();
    expect(verdict('nda-15', 'Nothing in this Agreement grants the Recipient, by implication or otherwise, any license or other right under any patent.')).toBe('Entailment');
  });

  it('information marked "Commercial-in-Confidence" is not thereby commercial information', () => {
    const text = '"Confidential Information" means Technical Information in the Application that is clearly marked "Commercial-in-Confidence" on each page.';
    expect(verdict('nda-2', text)).toBe('Entailment');
  });

  it('"may publicly disclose the existence of this deed" or "of this letter agreement"', () => {
    expect(verdict('nda-10', 'The Agency may publicly disclose the existence of this deed and the name of the Applicant.')).toBe('Contradiction');
    expect(verdict('nda-10', 'The Buyer Group may disclose the existence and terms of this letter agreement in its filings.')).toBe('Contradiction');
  });

  it('a return owed after the outcome of an application is known is a return at the end', () => {
    expect(verdict('nda-16', 'Within sixty days after the Agency notifies the Applicant of the outcome of its application, the Agency will return the Confidential Information.')).toBe('Entailment');
  });

  it('not to tell anyone, apart from those in clause 3.1, "that she is discussing" joining', () => {
    expect(verdict('nda-10', 'The Candidate shall not tell anyone, apart from the people in clause 3.1, that she is discussing joining the Venture.')).toBe('Entailment');
  });
});
