import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// NDAs in unusual shapes (a filled-in form with option boxes, questions and answers, a term sheet, a table pasted as
// text), whole agreements with a confidentiality article (an asset sale, an employment, a licence, a joint venture)
// and the terms of technology platforms (API access, bug bounties, marketplaces), each met in a written NDA
// (test-data/written-ndas) and written here in general terms.
describe('statement rules: forms, unusual shapes and whole agreements', () => {
  it('a filled-in form is read by its ticked options: an unticked option is not part of it', () => {
    const form = [
      'A4. Scope of information',
      '[X] Technical information only: drawings, specifications, test data and software',
      '[ ] Technical and business information: the above plus prices, customers and business plans',
      'A9. On termination',
      '[X] Destroy all Confidential Information, including all copies',
      '[ ] Return or destroy; the Recipient may retain one archival copy to evidence compliance',
    ].join('\n');
    expect(verdict('nda-2', form)).toBe('Entailment');
    expect(verdict('nda-20', form)).toBeNull();
  });

  it('a list run into its sentence: "(b)" after a semicolon is read with the words before "(a)"', () => {
    const run =
      'The Recipient shall not (a) transfer the Samples to any third party; (b) analyse the chemical composition of the Samples, or reverse engineer them, save as set out in the Work Plan; or (c) use them outside the Project.';
    expect(verdict('nda-11', run)).toBe('Entailment');
    const share = 'Each party may disclose Confidential Information (i) to its directors who need to know it; (ii) to its financial advisers and outside counsel bound by duties of confidence.';
    expect(verdict('nda-7', share)).toBe('Entailment');
    // A new sentence that is no item of the list keeps its own words only.
    expect(verdict('nda-11', 'The Recipient shall not (a) sell the Samples. The Recipient may reverse engineer the Samples for interoperability.')).toBe('Contradiction');
  });

  it('a blank form, where no box is ticked, is read line by line as printed', () => {
    const blank = ['[ ] The Recipient may retain one archival copy to evidence compliance.', '[ ] The Recipient shall destroy all copies.'].join('\n');
    expect(verdict('nda-20', blank)).toBe('Entailment');
  });

  it('obligations that "shall cease upon its expiry ... and shall not survive it"', () => {
    expect(verdict('nda-19', 'The obligations under this Agreement shall cease upon its expiry or termination and shall not survive it.')).toBe('Contradiction');
  });

  it('"the fact that the parties are discussing" a deal, and "discussions about the deal are taking place", kept quiet', () => {
    expect(verdict('nda-10', 'Neither party shall disclose the fact that the parties are discussing the Venture.')).toBe('Entailment');
    expect(verdict('nda-10', 'Neither party will tell anyone that discussions about the Financing are taking place.')).toBe('Entailment');
  });

  it('information the recipient "gets from a third party" is from a third party', () => {
    expect(verdict('nda-13', '7. Not covered: information that (c) the Investor gets from a third party who is free to give it.')).toBe('Entailment');
  });

  it('a term sheet\'s "Who may see it:" list and an answer "Only with your lawyers" let advisers in', () => {
    expect(verdict('nda-7', '9. Who may see it: the Investor\'s officers and employees, its legal counsel and other advisers.')).toBe('Entailment');
    const qa = ['Can I share it with anyone?', 'Only with your lawyers and accountants, and only as far as they need it.'].join('\n');
    expect(verdict('nda-7', qa)).toBe('Entailment');
  });

  it('technical information disclosed "in connection with the Business" is still only technical', () => {
    const text = '"Technical Information" means all technical data, know-how and drawings which one Shareholder discloses to the other in connection with the Business.';
    expect(verdict('nda-2', text)).toBe('Entailment');
  });

  it('a warranty of not infringing another\'s intellectual property says nothing of rights in the information', () => {
    expect(verdict('nda-15', 'The Business does not infringe the intellectual property of any person.')).toBeNull();
  });

  it('an invention made on the employee\'s own time is no leave to develop similar information', () => {
    const text = 'This Section does not apply to an invention that the Employee develops entirely on her own time without using the Company\'s equipment or Confidential Information.';
    expect(verdict('nda-12', text)).toBeNull();
  });

  it('copies made "for backup, archival and testing purposes" are copies allowed', () => {
    expect(verdict('nda-17', 'Licensee may make a reasonable number of copies of the Software solely for backup, archival and testing purposes.')).toBe('Entailment');
  });

  it('a return owed once the client "ends the review" without appointing anyone is a return at the end', () => {
    expect(verdict('nda-16', 'If you end the review without appointing anyone, please destroy the pitch materials within 14 days.')).toBe('Entailment');
  });

  it('oral information that "is excluded from this Agreement" is not covered', () => {
    expect(verdict('nda-3', 'Information given orally, at meetings or by telephone, is excluded from this Agreement.')).toBe('Contradiction');
  });

  it('protected "irrespective of whether it bears any confidentiality legend"; a missing legend "shall not be taken as" a sign', () => {
    expect(verdict('nda-1', 'Drawings are protected irrespective of whether they bear any confidentiality legend.')).toBe('Contradiction');
    expect(verdict('nda-1', 'The absence of a legend on a file shall not be taken as an indication that it is not confidential.')).toBe('Contradiction');
  });

  it('no public statement about a joint bid or the collaboration keeps the dealings quiet', () => {
    expect(verdict('nda-10', 'Neither Firm shall make any public statement concerning the joint bid or the Firms\' collaboration on it.')).toBe('Entailment');
  });

  it('back-up copies one is "not required by Clause 7.1 to purge" may be kept', () => {
    expect(verdict('nda-20', 'The Evaluator shall not be required by Clause 7.1 to purge copies held in automatic back-up systems.')).toBe('Entailment');
  });

  it('a court that trims an unenforceable covenant orders no disclosure', () => {
    const text = ['6.3 If any court of competent jurisdiction determines that Section 6.1 is unenforceable, such court may reduce its scope.', '6.4 Notices shall be given in writing to the addresses above.'].join('\n');
    expect(verdict('nda-8', text)).toBeNull();
  });

  it('plain e-mail and chat wordings: no stamp needed, "whether or not a slide says confidential"', () => {
    expect(verdict('nda-1', 'Anything we show you counts, whether or not the page says "confidential".')).toBe('Contradiction');
    expect(verdict('nda-1', 'Nobody has to stamp it "secret" for it to count.')).toBe('Contradiction');
  });

  it('"neither of us mentions" the talks or the collaboration keeps the dealings quiet', () => {
    expect(verdict('nda-10', 'Neither of us mentions the collaboration to anyone until we both agree.')).toBe('Entailment');
  });

  it('"nobody here will try to decompile it" bars reverse engineering', () => {
    expect(verdict('nda-11', 'The build stays on the loan laptop, and nobody here will try to decompile it.')).toBe('Entailment');
  });

  it('promises that "keep applying for two years after" the end, or that remain binding after a visit', () => {
    expect(verdict('nda-19', 'If either of us walks away, points 1 to 5 keep applying for two years after that.')).toBe('Entailment');
    expect(verdict('nda-19', 'This undertaking remains binding after my visit has ended.')).toBe('Entailment');
  });

  it('"you can bring in" outside counsel, and an answer naming someone\'s agent and accountant, let advisers in', () => {
    expect(verdict('nda-7', 'You can bring in your outside counsel for the call.')).toBe('Entailment');
    expect(verdict('nda-7', "Only Ruth's agent and Sam's accountant, and only if they need it.")).toBe('Entailment');
  });

  it('"anything one of us shows, sends or tells the other" covers what is said', () => {
    expect(verdict('nda-3', 'Anything one of us shows, sends or tells the other about the game counts.')).toBe('Entailment');
  });

  it('obligations that "end when this Agreement ends, and none of them survives"', () => {
    expect(verdict('nda-19', 'The obligations set out here end when this Agreement ends, and none of them survives its termination.')).toBe('Contradiction');
  });

  it('obligations that "continue to apply after" an account is closed survive', () => {
    expect(verdict('nda-19', 'This Part continues to apply after your account is closed, for as long as you hold any Buyer Data.')).toBe('Entailment');
    // Another agreement that "continues to apply as well" is not this one surviving.
    expect(verdict('nda-19', 'If you signed an earlier agreement with us, that agreement continues to apply as well.')).toBeNull();
  });

  it('buyer data combined "with data from any other source" is no information had from a third party', () => {
    expect(verdict('nda-13', 'You must not (c) combine Buyer Data with data from any other source to build profiles of buyers;')).toBeNull();
  });

  it('telling the platform "through the form within 24 hours" is a report, not information told', () => {
    expect(verdict('nda-3', 'If any Buyer Data is lost or disclosed, you must tell us through the incident form within 24 hours.')).toBeNull();
  });

  it('what "belongs to the Recipient" says nothing of rights in the discloser\'s information', () => {
    expect(verdict('nda-15', 'Prompts written by the Recipient belong to the Recipient, but may not be published with the outputs.')).toBeNull();
  });

  it('"free to state publicly that you take part" in the programme lets the dealings be told', () => {
    expect(verdict('nda-10', 'You are free to state publicly that you take part in the Programme.')).toBe('Contradiction');
  });

  it('"whether or not we have described it to you as confidential"', () => {
    expect(verdict('nda-1', '"Protected Information" means Buyer Data and Platform Information, whether or not we have described it to you as confidential.')).toBe('Contradiction');
  });

  it('"a court or other authority requires you to disclose": tell the platform first', () => {
    const text = 'If a court or other authority requires you to disclose any Protected Information, you must tell us promptly, before you make the disclosure.';
    expect(verdict('nda-8', text)).toBe('Entailment');
  });

  it('a master agreement\'s definition of "Personal Data" is no definition of the information', () => {
    const text = '9. "Personal Data" means any information relating to an identified natural person, and includes "personal information" within the meaning of the data protection act.';
    expect(verdict('nda-2', text)).toBeNull();
  });

  it('"may inform its customers ... of the existence of this Agreement" lets the dealings be told', () => {
    const text = 'Each Party may inform its customers, in particular the carmakers it bids to, of the existence of this Agreement, but not of its content.';
    expect(verdict('nda-10', text)).toBe('Contradiction');
  });
});
