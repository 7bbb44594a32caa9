import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings about the agreement's own secrecy, who may be told, compelled disclosure, independent work, survival and
// return, each met in a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: the agreement, recipients, compulsion and the end', () => {
  it('a permission to disclose the agreement\'s existence contradicts its secrecy, also written "may, disclose"', () => {
    expect(verdict('nda-10', 'The Company agrees that the Holder may be required to, and may, disclose the existence and terms of this Agreement in its public filings.')).toBe('Contradiction');
    expect(verdict('nda-10', 'Neither party shall disclose the existence or the terms of this Agreement to any third party.')).toBe('Entailment');
  });

  it('observing the terms of the agreement, or talks told in a recital, is no secrecy about the agreement', () => {
    expect(verdict('nda-10', 'Each adviser shall be told of the confidential nature of the information and shall observe the terms of this Agreement.')).toBeNull();
    expect(verdict('nda-10', 'WHEREAS, the parties are in discussions about a supply arrangement and will exchange certain confidential and proprietary information;')).toBeNull();
    expect(verdict('nda-10', 'Neither party shall tell anyone that the parties are in discussions.')).toBe('Entailment');
  });

  it('a third-party beneficiary says nothing about information received from a third party', () => {
    expect(verdict('nda-13', 'The Seller is an intended third-party beneficiary of this letter and is entitled to enforce it.')).toBeNull();
    expect(verdict('nda-13', 'Information lawfully received from a third party without restriction is not Confidential Information.')).toBe('Entailment');
  });

  it('sharing "only with" advisers, or with a contractor "unless approved", lets third parties in; a party name before "employees" does not', () => {
    expect(verdict('nda-7', 'Share the information only with your employees, contractors and professional advisers who need it for the Purpose.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Supplier shall not disclose Customer Information to any subcontractor unless the Customer has approved that subcontractor in writing.')).toBe('Entailment');
    // The party's own name is no adviser: the rules stay silent and leave the answer to the learned decision.
    expect(verdict('nda-7', 'The Consultant shall share Client Information only with Consultant employees who need it for the engagement.')).toBeNull();
    expect(verdict('nda-7', 'The Recipient shall share the information only with its own employees who need it for the engagement.')).toBe('Contradiction');
  });

  it('"the law requires it", telling the other side first and a chance to object are a notice of compelled disclosure', () => {
    expect(verdict('nda-8', 'If the law requires the Recipient to disclose any of it, the Recipient must tell the Discloser first.')).toBe('Entailment');
    expect(verdict('nda-8', 'Where a court requires disclosure, the Recipient shall give the Discloser a chance to object before it discloses anything.')).toBe('Entailment');
  });

  it('a duty to report a data breach is not read with the compelled disclosure of the next clause', () => {
    const text = [
      '4.1 The Vendor shall immediately notify the Company of any loss or unauthorised disclosure of the Confidential Information.',
      '',
      '4.2 This Clause 4 does not apply to a disclosure required by law or by an order of a court, provided the Vendor discloses no more than is required.',
    ].join('\n');
    expect(verdict('nda-8', text)).toBeNull();
    const trigger = [
      '4.1 Should the Recipient be required by law or by a court order to disclose any Confidential Information, it shall:',
      '',
      '4.1.1 promptly notify the Discloser in writing so that the Discloser may seek a protective order;',
    ].join('\n');
    expect(verdict('nda-8', trigger)).toBe('Entailment');
  });

  it('information a party creates on its own, without using the other\'s, is independent development', () => {
    expect(verdict('nda-12', 'This Agreement does not cover information the Recipient creates on its own, without using the Confidential Information.')).toBe('Entailment');
  });

  it('obligations that end with the agreement ("so do the obligations") contradict survival; a period counted from the end is survival', () => {
    expect(verdict('nda-19', 'This agreement runs for one year. When it ends, so do the obligations in it.')).toBe('Contradiction');
    expect(verdict('nda-19', 'The obligations of confidentiality shall subsist for three (3) years counted from the date on which the present instrument terminates.')).toBe('Entailment');
  });

  it('a return owed on the employee\'s separation is a return at the end', () => {
    expect(verdict('nda-16', 'Upon the Separation Date, the Employee shall deliver to the Company all documents containing Confidential Information.')).toBe('Entailment');
  });

  it('information from someone acting on the discloser\'s behalf is not from a third party', () => {
    expect(verdict('nda-13', '"Client Data" means all information the Supplier receives from the Client or from any person acting on the Client\'s behalf.')).toBeNull();
  });

  it('protected "whether or not anyone says it is confidential" contradicts marking', () => {
    expect(verdict('nda-1', 'It covers anything I learn while I volunteer, whether or not anyone tells me it is confidential.')).toBe('Contradiction');
  });

  it('a return or a duty that runs on when "my service ends"', () => {
    expect(verdict('nda-16', 'When my internship ends, I will hand back every file and copy I was given.')).toBe('Entailment');
    expect(verdict('nda-19', 'This duty continues indefinitely after my internship ends.')).toBe('Entailment');
  });

  it('a return "upon such determination" not to proceed is a return at the end', () => {
    const text = 'If you decide not to proceed with the Transaction, you will tell us promptly. Upon such determination, you shall return or destroy all Evaluation Material.';
    expect(verdict('nda-16', text)).toBe('Entailment');
  });

  it('"notwithstanding Section 9(a)" is no survival; "notwithstanding termination" is', () => {
    expect(verdict('nda-19', 'Notwithstanding Section 9(a), the restrictions in this Section 9 shall terminate upon a sale of the Company.')).toBeNull();
    expect(verdict('nda-19', 'Notwithstanding the termination of this Agreement, the Recipient shall keep the information confidential.')).toBe('Entailment');
  });

  it('a clause\'s run-in title is not read as what the clause does', () => {
    expect(verdict('nda-16', '6. Return of Materials. If you decide not to proceed with the Transaction, you will promptly inform us of that decision.')).toBeNull();
    expect(verdict('nda-16', '6. Return of Materials. Upon termination of this Agreement, you will promptly return all Evaluation Material.')).toBe('Entailment');
  });

  it('a garment "whether or not it carries our label" says nothing about marking information', () => {
    expect(verdict('nda-1', 'You may not sell overruns of our designs, whether or not the garment carries our label.')).toBeNull();
    expect(verdict('nda-1', 'It is protected whether or not the document carries a confidentiality legend.')).toBe('Contradiction');
  });

  it('a written summary brings oral information in; a summary of anything else is no marking', () => {
    expect(verdict('nda-1', 'Oral disclosures are protected only if summarised in writing within thirty days.')).toBe('Entailment');
    expect(verdict('nda-1', 'We may give you a written summary of the payroll matters we reported.')).toBeNull();
  });

  it('an unauthorised disclosure by a third party is no lawful source', () => {
    expect(verdict('nda-13', 'Information is not public merely because of an unauthorised disclosure by a third party on the internet.')).toBeNull();
  });

  it('a breach-report duty in the next clause is no notice of compelled disclosure; "tell us promptly before doing so" is', () => {
    const breach = ['Nothing prevents the University from disclosing information required by law.', '', '3.3 The University shall inform the Company promptly of any unauthorised use of the Materials.'].join('\n');
    expect(verdict('nda-8', breach)).toBeNull();
    expect(verdict('nda-8', 'If you are required by law to disclose any Information, you will tell us promptly before doing so.')).toBe('Entailment');
  });

  it('test plans are technical; a sentence defining another term ("Residuals" means) is no definition of the information', () => {
    expect(verdict('nda-2', '"Confidential Information" means the following technical information: source code, data models, test plans and bug reports.')).toBe('Entailment');
    expect(verdict('nda-2', '"Residuals" means information retained in the unaided memory of employees who had access to Confidential Information.')).toBeNull();
    const list = ['1.1 In this Agreement the following words have these meanings:', '"Authorised Person" means any employee of the Recipient who needs the Confidential Information for the Purpose;'].join('\n');
    expect(verdict('nda-2', list)).toBeNull();
  });

  it('copies allowed that keep their notices; no copies made at all; "not make, or permit to be made, any copy"', () => {
    expect(verdict('nda-17', 'The Recipient may make copies only as reasonably required, and each copy shall retain all proprietary notices.')).toBe('Entailment');
    expect(verdict('nda-17', 'The Consultant shall make no copies of any Confidential Information in any form.')).toBe('Contradiction');
    expect(verdict('nda-17', 'The Bidder shall not make, or permit to be made, any copy of the Tender Information.')).toBe('Contradiction');
  });

  it('a notices clause is no return; ceasing negotiations or the outcome of a tender is an end', () => {
    expect(verdict('nda-16', 'Notices shall be in writing and delivered by email, with a copy by courier for any notice of termination.')).toBeNull();
    expect(verdict('nda-16', 'Within ten days after either party notifies the other that it has ceased negotiations, the Tenant shall return all Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-16', 'Within five days after the Buyer notifies the Bidder of the outcome of the tender, the Bidder shall return or destroy all Tender Information.')).toBe('Entailment');
    expect(verdict('nda-16', 'Information does not cease to be Confidential Information merely because it was delivered to another individual.')).toBeNull();
  });

  it('obligations that "apply during the Term only and shall cease" on termination contradict survival', () => {
    expect(verdict('nda-19', 'The obligations in clauses 3 and 4 apply during the Term only and shall cease to have effect upon the termination of this Agreement.')).toBe('Contradiction');
  });

  it('a publicity clause that yields to the law after consultation is no notice of compelled disclosure', () => {
    const text = [
      '10.1 Neither party shall make any press release or other public disclosure about this Agreement, except as may be required by law, and in that event only after consultation with the other party.',
      '11.1 Either party may end this Agreement on thirty days\' written notice to the other.',
    ].join('\n');
    expect(verdict('nda-8', text)).toBeNull();
  });

  it('not to induce another person to deal in securities is no bar on soliciting employees', () => {
    const text = 'While it holds inside information, the Bank shall not, and shall procure that none of its personnel shall, recommend or induce any other person to deal in the Issuer\'s shares.';
    expect(verdict('nda-18', text)).toBeNull();
    expect(verdict('nda-18', 'The Buyer shall not induce any employee of the Seller to leave its employment.')).toBe('Entailment');
  });

  it('"ownership" listed among what the information covers says nothing of rights in it', () => {
    expect(verdict('nda-15', 'Information includes budgets, management, ownership, acquisitions and plans of the Group, but not information that is public.')).toBeNull();
    expect(verdict('nda-15', 'Ownership of the Confidential Information remains with the Discloser and no licence is granted.')).toBe('Entailment');
  });

  it('obligations that "shall cease to have any effect" when it terminates survive nothing', () => {
    const text = 'This letter shall terminate, and the obligations of the Recipient under it shall cease to have any effect, on the earlier of the signing date and 1 June.';
    expect(verdict('nda-19', text)).toBe('Contradiction');
  });
});
