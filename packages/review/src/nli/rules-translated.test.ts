import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of NDAs translated into English (from Chinese, Japanese, Russian, Portuguese, Arabic) or drafted by local
// counsel in Asia, and of property, construction, mediation, professional-services and energy agreements, each met in
// a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: translated and local-counsel NDAs, property, mediation, services and energy', () => {
  it('"no matter whether Party A has marked it with the words ... or not"', () => {
    const text = 'The information shall be protected no matter whether Party A has marked it with the words "confidential", "secret" or similar marks or not.';
    expect(verdict('nda-1', text)).toBe('Contradiction');
  });

  it('"whether or not it is stated to be confidential"; "everything said" in the sessions is covered', () => {
    const text = '"Mediation Information" means any information disclosed in the Mediation, including everything said in private sessions, whether or not it is stated to be confidential.';
    expect(verdict('nda-1', text)).toBe('Contradiction');
    expect(verdict('nda-3', text)).toBe('Entailment');
  });

  it('not to any third party whatsoever, "including" affiliates and consultants, bars them', () => {
    const text = 'It is not permitted to the Second Party to disclose the information to any third party whatsoever, including its affiliated companies or any consultant.';
    expect(verdict('nda-7', text)).toBe('Contradiction');
  });

  it('a bar on selling personal data to third parties is no bar on sharing the confidential information', () => {
    expect(verdict('nda-7', 'The Manager shall not sell or share Personal Information with any third party for its own purposes.')).toBeNull();
  });

  it('information obtained "from a rightful third party" is from a third party', () => {
    expect(verdict('nda-13', '(4) Information which the Recipient obtained legitimately from a rightful third party without an obligation of secrecy.')).toBe('Entailment');
  });

  it('notice before disclosing on "the requirement of a court" or a state body', () => {
    const text = 'If the Recipient must disclose the information on the requirement of a court or other state body, it shall notify the Discloser in writing before the disclosure.';
    expect(verdict('nda-8', text)).toBe('Entailment');
  });

  it('"with the end of the validity" of the agreement, the obligations "will cease"', () => {
    expect(verdict('nda-19', 'With the end of the validity of this Term, for any reason, the obligations here assumed will cease.')).toBe('Contradiction');
  });

  it('"the fact that the parties have agreed to mediate ... is not confidential"', () => {
    expect(verdict('nda-10', 'The fact that the Parties have agreed to mediate the Dispute is not confidential, and either Party may disclose it.')).toBe('Contradiction');
  });

  it('"No Party shall copy" bars copies; "may keep one copy" is retention, not copying', () => {
    expect(verdict('nda-17', 'No Party shall copy, scan or otherwise reproduce any document provided for the Mediation.')).toBe('Contradiction');
    expect(verdict('nda-17', 'The Recipient may keep one copy that its solicitors must keep under their professional rules.')).toBeNull();
  });

  it('a prior-possession exclusion beside information from "someone else" in one list', () => {
    const text = 'It is not Confidential Information if it (b) was in the Recipient\'s possession before it was provided, or (c) has been received from someone else who was free to give it.';
    expect(verdict('nda-13', text)).toBe('Entailment');
  });

  it('revenue and costs are business information', () => {
    const text = '"Confidential Information" means information on the Portfolio, including site surveys, ground leases, site-level revenue and maintenance costs.';
    expect(verdict('nda-2', text)).toBe('Contradiction');
  });

  it('"tell us promptly before doing so" is notice, not information told orally; "something we tell you" on a call is', () => {
    expect(verdict('nda-3', 'If the law requires you to disclose any Information, you will tell us promptly before doing so.')).toBeNull();
    expect(verdict('nda-3', 'Something we tell you on a call only counts if we confirm it in writing within two weeks.')).toBe('Entailment');
  });

  it('"licences and permits" listed among the information grant no licence', () => {
    const text = '"Confidential Information" means information on the Company, including land titles, licences and permits, financial statements and budgets, but not information that is public.';
    expect(verdict('nda-15', text)).toBeNull();
  });

  it('obligations that "shall come to an end" on expiry survive nothing', () => {
    expect(verdict('nda-19', 'Upon the expiry or earlier termination of this Agreement, the obligations of the Parties shall come to an end.')).toBe('Contradiction');
  });

  it('"agree not to make, or permit to be made, any copy" bars copies', () => {
    expect(verdict('nda-17', 'You agree not to make, or permit to be made, any copy or screenshot of any Evaluation Material.')).toBe('Contradiction');
  });

  it('being responsible for disclosure "by any person" one tells is no third-party source', () => {
    expect(verdict('nda-13', 'You are responsible for any use or disclosure of Confidential Information by any person to whom you disclose it.')).toBeNull();
  });

  it('design material "described to it by telephone" covers what is said', () => {
    const text = '"Design Material" means all sketches and specifications, whether shown to the Supplier in person, sent to it or described to it by telephone.';
    expect(verdict('nda-3', text)).toBe('Entailment');
  });

  it('oral information that "does not form part of the Confidential Information"', () => {
    expect(verdict('nda-3', 'Information conveyed to you only orally does not form part of the Confidential Information.')).toBe('Contradiction');
  });

  it('a request for the materials from anyone other than us is no information from a third party', () => {
    expect(verdict('nda-13', 'If you receive any request for the Case Materials from anyone other than us, you must tell us immediately.')).toBeNull();
  });

  it('not providing services to the client is no bar or leave on sharing with subcontractors', () => {
    expect(verdict('nda-7', 'You shall not provide to the Bank any services of the same kind other than as our subcontractor.')).toBeNull();
  });

  it('not developing a similar methodology "whether or not it is developed with reference to" the information', () => {
    const text = 'You shall not develop any methodology substantially similar to ours, whether or not it is developed with reference to any Confidential Information.';
    expect(verdict('nda-12', text)).toBe('Contradiction');
  });

  it('"the fact that you have been instructed" being confidential keeps the engagement quiet', () => {
    expect(verdict('nda-10', 'The fact that you have been instructed in this matter is itself confidential until your report is served.')).toBe('Entailment');
  });

  it('"may, however, keep one copy" of a report is retention allowed', () => {
    expect(verdict('nda-20', 'You may, however, keep one copy of your final report for your professional indemnity insurers.')).toBe('Entailment');
  });

  it('keeping data secure under the data-protection law is no retention; a party called "the Developer" develops nothing', () => {
    expect(verdict('nda-20', 'You will process the data only for the Purpose, keep it secure and comply with the data protection law.')).toBeNull();
    expect(verdict('nda-12', 'The Developer gives no warranty, and the Bidder shall rely on its own investigations.')).toBeNull();
  });

  it('mine plans and production schedules are technical, not business plans', () => {
    const text = '"Confidential Information" means the geological and technical data, mine plans and production schedules of the Project that is marked "Confidential".';
    expect(verdict('nda-2', text)).toBe('Entailment');
  });

  it('"may not share it with your group companies, subcontractors, freelancers" bars third parties', () => {
    const text = 'You may share Confidential Information only with your own employees, and you may not share it with your group companies, subcontractors, freelancers or any other third party.';
    expect(verdict('nda-7', text)).toBe('Contradiction');
  });
});
