import { describe, expect, it } from 'vitest';
import { combine, readsRules, topicGated } from './combine.ts';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

describe('statement rules', () => {
  it('copies: allowed within limits entails, forbidden outright contradicts, retention is not about copies', () => {
    expect(verdict('nda-17', 'The Recipient may make such copies of the Evaluation Material as are reasonably necessary for the Purpose.')).toBe('Entailment');
    expect(verdict('nda-17', 'The Recipient shall not copy or reproduce any Confidential Information in any form.')).toBe('Contradiction');
    expect(verdict('nda-17', 'The Recipient agrees:\n(d) not to photocopy any drawing supplied by the Discloser;')).toBe('Contradiction');
    expect(verdict('nda-17', 'The Recipient shall not retain any copies of the documents once the project ends.')).toBeNull();
    // Copying named among disclosure verbs bars disclosure, not copies.
    expect(verdict('nda-17', 'The Recipient will not disclose, distribute, copy or use any Confidential Information without consent.')).toBeNull();
  });

  it('no solicitation: of the other side\'s people, not of its customers or a bar on contacting them', () => {
    expect(verdict('nda-18', 'For two years the Recipient shall not solicit for employment any employee of the Discloser.')).toBe('Entailment');
    expect(verdict('nda-18', 'The Buyer agrees not to contact the landlord, tenants or customers except through the Broker.')).toBeNull();
  });

  it('identification: marked information entails, "whether or not marked" contradicts and wins over marking', () => {
    expect(verdict('nda-1', 'Written information is protected only if it is marked as "Confidential" when it is delivered.')).toBe('Entailment');
    expect(verdict('nda-1', 'Information is protected whether or not it is marked or designated as confidential.')).toBe('Contradiction');
    expect(verdict('nda-1', 'Information marked "Confidential", and information that by its nature a reasonable person would treat as confidential, is protected.')).toBe('Contradiction');
    expect(verdict('nda-1', '"Confidential Information" means information clearly marked "Confidential" or clearly intended to be disclosed in confidence.')).toBe('Contradiction');
    expect(verdict('nda-1', 'Each copy made shall be marked Confidential and bear all notices of the original.')).toBeNull();
  });

  it('confidentiality of the agreement: its existence or the talks kept secret; merely enforcing its terms is not', () => {
    expect(verdict('nda-10', 'The existence of this Agreement cannot be disclosed to any third party.')).toBe('Entailment');
    expect(verdict('nda-10', 'Neither party will disclose the fact that Confidential Information has been made available to it.')).toBe('Entailment');
    expect(verdict('nda-10', '"Confidential Information" includes the existence of the discussions between the parties about a possible acquisition.')).toBe('Entailment');
    expect(verdict('nda-10', 'Neither party shall disclose or announce the Purpose to another person without consent.')).toBe('Entailment');
    expect(verdict('nda-10', 'Either party may seek injunctive relief to enforce the terms of this Agreement without posting a bond.')).toBeNull();
    expect(verdict('nda-10', 'Oral information is protected only if its confidential nature is announced at the time of disclosure.')).toBeNull();
  });

  it('no licence and return on termination: standstills and survival after return are other topics', () => {
    expect(verdict('nda-15', 'Nothing in this Agreement grants the Recipient any licence or right in the Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-15', 'For one year you will not acquire any securities or property of the Company or obtain beneficial ownership of its shares.')).toBeNull();
    expect(verdict('nda-16', 'On completion of the Testing Period all materials will be promptly surrendered to the Discloser.')).toBe('Entailment');
    expect(verdict('nda-16', 'At the conclusion of the review, all copies of the Information will be delivered by the Buyer to the Seller.')).toBe('Entailment');
    expect(verdict('nda-16', 'All Confidential Information shall continue to be subject to this Agreement even after its return or the termination of this Agreement.')).toBeNull();
  });

  it('technical only: a definition reaching business or financial data contradicts; a carve-out is not a definition', () => {
    expect(verdict('nda-2', '"Confidential Information" means the technical drawings, software and specifications of the Discloser.')).toBe('Entailment');
    expect(verdict('nda-2', '"Confidential Information" means business plans, financial statements and customer lists of the Discloser.')).toBe('Contradiction');
    expect(verdict('nda-2', 'Confidential Information does not include any information that is already public.')).toBeNull();
  });

  it('return on termination entails; a duty to return only when asked, or a return-receipt notice, does not', () => {
    expect(verdict('nda-16', 'Upon expiry of this Agreement the Recipient shall return or destroy all materials received.')).toBe('Entailment');
    expect(verdict('nda-16', 'At the written request of the Discloser the Recipient shall return all materials received.')).toBeNull();
    expect(verdict('nda-16', 'Notices are sent by registered mail, return receipt requested, and take effect on termination of delivery.')).toBeNull();
  });

  it('survival: obligations continuing after termination or after return entail', () => {
    expect(verdict('nda-19', 'The duties in Section 3 survive any termination of this Agreement.')).toBe('Entailment');
    expect(verdict('nda-19', 'Notwithstanding the return of the materials, the Recipient remains bound by this Agreement.')).toBe('Entailment');
    expect(verdict('nda-19', 'This Agreement is governed by the laws of England.')).toBeNull();
    // The agreement's own term, measured from the end of another relationship, is not survival.
    expect(verdict('nda-19', 'This Agreement shall remain in full force and effect until one year after the termination of the business relationship between the Parties.')).toBeNull();
    expect(verdict('nda-19', 'The duty of confidence shall remain in full force and effect until three years after the termination of this Agreement.')).toBe('Entailment');
  });

  it('compelled disclosure: the notice duty may sit in the sentence after the trigger', () => {
    expect(verdict('nda-8', 'If the Recipient is legally compelled to disclose any Confidential Information, it may do so. It shall first give the Discloser written notice.')).toBe('Entailment');
    expect(verdict('nda-8', 'The Recipient may disclose information when required by law.')).toBeNull();
  });

  it('independent development, third-party sharing and retention', () => {
    expect(verdict('nda-12', 'These duties do not cover information the Recipient developed without use of the Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient may disclose Confidential Information to its legal advisers and accountants who need to know it.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient may disclose Confidential Information only to its own employees.')).toBe('Contradiction');
    // A list item read after its lead-in, its number dropped; the other party's advisers are not the recipient's.
    expect(verdict('nda-7', 'Each party may disclose the Confidential Information of the other party:\n4.1.2 to its employees and professional advisers who need to know it;')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient shall not disclose it except for consultations with authorized representatives of the other party.')).toBeNull();
    expect(verdict('nda-7', 'The Discloser may disclose to the Recipient information relating to the Discloser and its affiliates.')).toBeNull();
    // Partners are third parties: sharing with them entails, it is not confined to the party's own employees.
    expect(verdict('nda-7', 'The Recipient shall not disclose Confidential Information to any person, except its employees or partners involved in the Project.')).toBe('Entailment');
    expect(verdict('nda-20', 'The Recipient may retain one archival copy for compliance purposes.')).toBe('Entailment');
    expect(verdict('nda-20', 'Clause 5.1 shall not apply to the extent that the Recipient is required to retain any such information by any applicable law, rule or regulation.')).toBe('Entailment');
    // Returning everything is not read as a statement about retention.
    expect(verdict('nda-20', 'The Recipient shall not retain any Confidential Information after its return.')).toBeNull();
  });
});

describe('statement rules: general drafting the rules once misread', () => {
  it('limited use: a passive use bar and a distant exception restrict use; memory-based residuals contradict', () => {
    expect(verdict('nda-4', 'The Materials shall not be disclosed to anyone and shall not be used by the Buyer other than in connection with the review.')).toBe('Entailment');
    expect(verdict('nda-4', 'The Recipient will not at any time during the term, directly or indirectly, use any Confidential Information for any reason or purpose whatsoever except the Project.')).toBe('Entailment');
    expect(verdict('nda-4', 'Nothing herein restricts either party from using ideas retained in the unaided memory of its staff.')).toBe('Contradiction');
    expect(verdict('nda-4', 'The Recipient shall notify the Discloser of any loss of the Confidential Information.')).toBeNull();
  });

  it('return on termination: a request after the talks end is a request; completeness and accessibility are no end', () => {
    expect(verdict('nda-16', 'At any time after the end of the discussions, upon the written request of the Owner, the Recipient shall return all documents.')).toBeNull();
    expect(verdict('nda-16', 'No warranty is given as to the completeness of the Materials, which will be delivered by the Owner to the Recipient.')).toBeNull();
    expect(verdict('nda-16', 'The Recipient shall ensure that any deleted data ceases to be accessible from its systems.')).toBeNull();
    expect(verdict('nda-16', 'Upon termination of this Agreement or upon request, the Recipient shall return all Confidential Information.')).toBe('Entailment');
  });

  it('survival: duties lasting until the information becomes public, and sections kept when the rest ends', () => {
    expect(verdict('nda-19', 'The Recipient shall not disclose any trade secret until it becomes generally known to the public.')).toBe('Entailment');
    expect(verdict('nda-19', 'This Agreement (other than Section 7) shall terminate two years after the Effective Date.')).toBe('Entailment');
    expect(verdict('nda-19', 'This Agreement shall terminate two years after the Effective Date.')).toBeNull();
  });

  it('retention: keeping information confidential, or keeping a record, is not retention; a clause split over lines still counts', () => {
    expect(verdict('nda-20', 'The Recipient will keep the Confidential Information strictly confidential except as required by law.')).toBeNull();
    expect(verdict('nda-20', 'The Recipient shall keep a record of the documents received and of where they are kept.')).toBeNull();
    expect(verdict('nda-20', 'The Recipient shall retain any such Confidential Information only as required by applicable law.')).toBe('Entailment');
    expect(verdict('nda-20', 'However, no such destruction or deletion shall be\n\nrequired where a law forbids it.')).toBe('Entailment');
  });

  it('third-party source: information had from others entails; a bar on disclosure to third parties does not', () => {
    expect(verdict('nda-13', 'The Receiving Party shall not disclose Confidential Information to any third party.')).toBeNull();
    expect(verdict('nda-13', 'These duties do not apply to information the Recipient obtains from a third party not bound by a duty of confidence.')).toBe('Entailment');
    expect(verdict('nda-13', 'These duties do not apply to information lawfully received without restriction on disclosure.')).toBe('Entailment');
    expect(verdict('nda-13', 'Such information does not include information that becomes available to the Recipient from a source other than the Discloser.')).toBe('Entailment');
  });

  it('compelled disclosure: informing the other side or letting it seek protective treatment is the notice duty', () => {
    expect(verdict('nda-8', 'Disclosures required by a subpoena are allowed, provided that the Recipient informs the Owner before disclosure.')).toBe('Entailment');
    expect(verdict('nda-8', 'The Recipient may disclose information in response to a valid order of a court, provided it gives the Owner a reasonable opportunity to seek protective treatment.')).toBe('Entailment');
    // Telling one's own advisers of the duty of confidence is not notice to the other side.
    expect(verdict('nda-8', 'The Recipient may disclose information as required by law; its advisers shall be informed of the confidential nature of the information.')).toBeNull();
  });

  it('oral information: disclosures in any form entail; entire-agreement and non-reliance clauses do not', () => {
    expect(verdict('nda-3', 'Confidential Information includes information disclosed orally or in writing.')).toBe('Entailment');
    expect(verdict('nda-3', 'This document is the entire agreement of the parties and there are no oral representations modifying its provisions relating to information.')).toBeNull();
    expect(verdict('nda-3', 'The Recipient shall not derive any benefit in any manner from the information.')).toBeNull();
    expect(verdict('nda-3', 'Neither party may rely on any statement or promise, whether oral or written, about the information.')).toBeNull();
  });
});

describe('combine', () => {
  it('lets a fired verdict stand in override and strict modes, and strict answers NotMentioned otherwise', () => {
    expect(combine('override', 'Contradiction', 1)).toBe(2);
    expect(combine('override', null, 1)).toBe(1);
    expect(combine('strict', null, 1)).toBe(0);
    expect(combine('features', 'Contradiction', 1)).toBe(1);
    expect(combine('model', 'Entailment', 0)).toBe(0);
    // The prior ignores the rules and the text: its decision is the bias alone.
    expect(combine('prior', 'Contradiction', 1)).toBe(1);
    expect(topicGated('prior')).toBe(false);
    expect(readsRules('prior')).toBe(false);
    expect(readsRules('features')).toBe(true);
    expect(topicGated('ungated')).toBe(false);
    expect(readsRules('ungated')).toBe(true);
    expect(combine('ungated', 'Contradiction', 1)).toBe(1);
  });
});
