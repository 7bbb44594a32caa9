import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of undertakings signed by one person (an author, an expert, a candidate) and of forms and data rooms,
// each met in a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: individuals, forms and data rooms', () => {
  it('a solicitor or barrister is an adviser, also after "anyone except:"', () => {
    const text = ['The Writer shall not disclose the Papers to anyone except:', '(a) her publisher; and', '(b) her solicitor, to the extent needed to advise her.'].join('\n');
    expect(verdict('nda-7', text)).toBe('Entailment');
  });

  it('not to show, send or describe it to anyone else bars every third party', () => {
    expect(verdict('nda-7', 'You must work alone and must not show, send or describe the data to anyone else.')).toBe('Contradiction');
  });

  it('what is said in conversation "is not Confidential Information" excludes oral information', () => {
    expect(verdict('nda-3', 'Only documents are covered; what our staff tell you in conversation is not Confidential Information.')).toBe('Contradiction');
  });

  it('a subpoena received from someone is no information received from a third party', () => {
    expect(verdict('nda-13', 'If I receive a subpoena from any person that calls for the disclosure of Protected Material, I will notify counsel.')).toBeNull();
  });

  it('found out independently, by one\'s own research, is independent development', () => {
    expect(verdict('nda-12', 'This does not apply to anything the Writer has found out independently, without the use of the Papers.')).toBe('Entailment');
  });

  it('deleting the data after withdrawing from the process is a return at the end', () => {
    expect(verdict('nda-16', 'Within five days after you withdraw from the process, you must delete the data and every copy of it.')).toBe('Entailment');
  });

  it('a court that orders the disclosure is compelled disclosure', () => {
    const text = ['4. Before disclosing any of it, the Recipient shall, where permitted:', '4.1 notify the Discloser in writing as soon as possible and, if possible, before the court orders the disclosure.'].join('\n');
    expect(verdict('nda-8', text)).toBe('Entailment');
  });

  it('protected "whether or not any of it is marked"; backups one "need not delete"; records kept by statute', () => {
    expect(verdict('nda-1', '"Material" means all content in the data room, whether or not any of it is marked as confidential.')).toBe('Contradiction');
    expect(verdict('nda-20', 'You need not delete copies saved automatically to back-up servers, which remain subject to these terms.')).toBe('Entailment');
    expect(verdict('nda-20', 'Clause 6.1 does not apply to documents the Recipient must keep under statutory retention obligations.')).toBe('Entailment');
  });

  it('no duty to enter into a licence agreement says nothing about rights in the information', () => {
    expect(verdict('nda-15', 'Nothing in this agreement obliges either party to enter into any supply, licence or other agreement.')).toBeNull();
  });

  it('"Permitted Recipients" named with employees is a permission to share with employees', () => {
    const text = ['4.2 The Permitted Recipients are:', '(i) our directors, officers and employees who need to know the information; and', '(ii) our professional advisers.'].join('\n');
    expect(verdict('nda-5', text)).toBe('Entailment');
  });

  it('a clause numbered as the lead-in\'s sibling ("2.2" after "2.1 ... including:") is not one of its items', () => {
    const text = [
      '2.1 "Confidential Information" means all information we give you, whether in writing or orally, including:',
      '(a) our source code; and',
      '(b) our pricing.',
      '2.2 Confidential Information does not include information that you can show is public.',
    ].join('\n');
    expect(verdict('nda-3', text)).toBe('Entailment');
  });

  it('not to disclose that one has been invited to quote keeps the dealings quiet; publicity about the contract is no mere use of a name', () => {
    expect(verdict('nda-10', 'The Supplier shall not disclose to any person that it has been invited to quote for the Buyer.')).toBe('Entailment');
    expect(verdict('nda-10', 'The Vendor shall not make any public announcement concerning the Contract, nor use the name or logo of the Agency.')).toBe('Entailment');
  });

  it('a return when the business is not awarded, or when a bidder declines to quote, is a return at the end', () => {
    expect(verdict('nda-16', 'If the Supplier is not awarded the business, it shall return all drawings within ten days.')).toBe('Entailment');
    expect(verdict('nda-16', 'If we are not appointed, we will return or destroy the information you gave us.')).toBe('Entailment');
  });

  it('a clause that grants no right to use what stays in memory is no residuals clause', () => {
    expect(verdict('nda-4', 'No right is granted under this Agreement to use any information merely because it is retained in the unaided memory of the recipient\'s staff.')).not.toBe('Contradiction');
    expect(verdict('nda-4', 'Either party may use the residuals, meaning information retained in the unaided memory of its staff.')).toBe('Contradiction');
  });

  it('an assignment clause "by operation of law" is no compelled disclosure', () => {
    const text = ['9.3 The Licensee may not assign this Agreement, by operation of law or otherwise, without consent.', '9.4 Notices shall be given in writing to the addresses above.'].join('\n');
    expect(verdict('nda-8', text)).toBeNull();
  });

  it('"no obligation to notify" of a compelled disclosure contradicts notice', () => {
    const text = ['4.1 The Bank may disclose Confidential Information to the extent required by law or by any regulator.', '', '4.2 The Bank shall have no obligation to notify the Company of any disclosure under clause 4.1.'].join('\n');
    expect(verdict('nda-8', text)).toBe('Contradiction');
  });

  it('free to disclose that it has met with, or is in discussions with, the other party', () => {
    expect(verdict('nda-10', 'Nothing in this Agreement restricts the Bank from disclosing that it has met with, or is or has been in discussions with, the Company.')).toBe('Contradiction');
  });

  it('a sensible person would realise it is confidential; it does not need a stamp', () => {
    expect(verdict('nda-1', 'It doesn\'t need a "confidential" stamp: if a sensible person would realise it\'s confidential, it is.')).toBe('Contradiction');
  });

  it('an inline item "(d) not reverse engineer" is a bar', () => {
    expect(verdict('nda-11', 'The Recipient will: (a) use it only for the Opportunity; and (d) not reverse engineer any prototype it is given.')).toBe('Entailment');
  });

  it('a media release about this deed or the project keeps the dealings quiet', () => {
    expect(verdict('nda-10', 'The Developer must not make any media release or public statement concerning this Deed or the Project.')).toBe('Entailment');
  });

  it('"must not, and must ensure that its staff do not, make any copy" bars copies', () => {
    expect(verdict('nda-17', 'The Developer must not, and must ensure that its staff do not, make any copy or screenshot of the information.')).toBe('Contradiction');
  });

  it('an Auditor-General or attorney-client privilege is no adviser who may receive it', () => {
    expect(verdict('nda-7', 'The Agency may be required to disclose information about this Deed to the Minister or the Auditor-General.')).toBeNull();
  });

  it('oral questions in a legal process are no oral disclosure; a pilot or licence subject to a definitive agreement is no licence clause', () => {
    expect(verdict('nda-3', 'If you are required (by oral questions, interrogatories or subpoena) to disclose any Confidential Information, you shall notify us.')).toBeNull();
    expect(verdict('nda-15', 'Any pilot, licence or investment shall be subject to a definitive written agreement.')).toBeNull();
  });

  it('"none of the obligations in it continue" or obligations that "will cease on that date" contradict survival', () => {
    expect(verdict('nda-19', 'Once this agreement ends, none of the obligations in it continue.')).toBe('Contradiction');
    expect(verdict('nda-19', 'This letter will terminate twelve months from its date, and your obligations under it will cease on that date.')).toBe('Contradiction');
  });

  it('not to disclose, without consent, that one has been engaged; a customer\'s banking relationship is not the agreement\'s', () => {
    expect(verdict('nda-10', 'You shall not, without our prior written consent, disclose to any person the fact that you have been engaged in connection with the Project.')).toBe('Entailment');
    expect(verdict('nda-10', '"Customer Information" means information about a customer, including the existence of any account or banking relationship.')).toBeNull();
  });

  it('a firm\'s own partners and employees are its own people, not third parties', () => {
    expect(verdict('nda-7', 'The Consultant shall not disclose Confidential Information to any person other than its partners and employees engaged on the Review.')).not.toBe('Entailment');
  });
});

