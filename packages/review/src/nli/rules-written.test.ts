import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings the training NDAs lack, each met in a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: wordings beyond the training NDAs', () => {
  it('identification: a reasonable person test or "whether marked or not" contradicts; information outside protection unless marked entails, as does "we mark"', () => {
    expect(verdict('nda-1', 'Confidential Information includes information marked as confidential and information that a reasonable person would understand to be confidential.')).toBe('Contradiction');
    expect(verdict('nda-1', 'The Confidential Information means all information given by Party A, no matter whether it is marked as "confidential" or not.')).toBe('Contradiction');
    expect(verdict('nda-1', 'The Buyer has no obligation for any information that is not marked as provided in Section 2, regardless of its nature or the circumstances of disclosure.')).toBe('Entailment');
    expect(verdict('nda-1', '"Confidential Information" means the material about our business that we mark as "confidential" when we give it to you.')).toBe('Entailment');
  });

  it('technical only: a party defined as "Supplier" or "Customer" is no business information; customer lists are', () => {
    expect(verdict('nda-2', '"Confidential Information" means the technical drawings and specifications of Supplier disclosed to Buyer.')).toBe('Entailment');
    expect(verdict('nda-2', '"Confidential Information" means the technical drawings, specifications and customer lists of the Discloser.')).toBe('Contradiction');
    expect(verdict('nda-2', '"Confidential Information" means the designs of the Discloser and the names of its Suppliers.')).toBe('Contradiction');
  });

  it('oral information: expressly left out contradicts, unless written confirmation brings it back in', () => {
    expect(verdict('nda-3', 'Information disclosed orally or visually shall not constitute Confidential Information, even if it is later summarised in writing.')).toBe('Contradiction');
    expect(verdict('nda-3', 'Information disclosed orally shall not constitute Confidential Information unless it is confirmed in writing within thirty (30) days.')).toBe('Entailment');
    expect(verdict('nda-3', 'Confidential Information includes information disclosed in writing, orally or visually.')).toBe('Entailment');
  });

  it('third parties: advisers or affiliates named among those barred contradict; a party called the Discloser is no recipient', () => {
    expect(verdict('nda-7', 'The Recipient shall not disclose any Confidential Information to any subcontractor, supplier, affiliate, agent or other third party.')).toBe('Contradiction');
    expect(verdict('nda-7', 'Recipient shall not disclose Confidential Information to any third party, including any affiliate, consultant or contractor of Recipient.')).toBe('Contradiction');
    expect(verdict('nda-7', 'The Recipient shall not disclose Confidential Information to its consultants without the prior written consent of the Discloser.')).toBeNull();
    expect(verdict('nda-7', 'The Discloser may assign this Agreement to any of its affiliates.')).toBeNull();
    expect(verdict('nda-7', 'The Recipient may disclose Confidential Information to its legal advisers and accountants who need to know it.')).toBe('Entailment');
  });

  it('confidentiality of the agreement: expressly free to disclose that it exists contradicts', () => {
    expect(verdict('nda-10', 'Either party may disclose the existence of this Agreement, but not any Confidential Information.')).toBe('Contradiction');
    expect(verdict('nda-10', 'Nothing in this Agreement shall prevent either party from disclosing the existence of this Agreement in grant applications.')).toBe('Contradiction');
    expect(verdict('nda-10', 'This agreement itself is not confidential.')).toBe('Contradiction');
    expect(verdict('nda-10', 'Neither party may disclose the existence of this Agreement to any third party.')).toBe('Entailment');
  });

  it('independent development: in plain words entails; barred "even if developed independently" contradicts', () => {
    expect(verdict('nda-12', 'Confidential Information does not include information that you develop on your own without using our Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-12', 'Party B shall not make any product similar to the Products, even if such product is developed independently by Party B.')).toBe('Contradiction');
    expect(verdict('nda-13', 'Confidential Information does not include information that you get from someone else who is free to share it.')).toBe('Entailment');
  });

  it('no solicitation: expressly free to hire the other side\'s staff contradicts, a general-advertising carve-out does not', () => {
    expect(verdict('nda-18', 'Nothing in this Agreement restricts either Party from soliciting or hiring any individual, including any employee of the other Party.')).toBe('Contradiction');
    expect(verdict('nda-18', 'Nothing herein shall prevent either party from hiring any employee who responds to a general solicitation not directed at such employee.')).not.toBe('Contradiction');
    expect(verdict('nda-18', 'For one year the Recipient shall not solicit any employee of the Discloser. Nothing herein prevents hiring an employee who responds to a general advertisement.')).toBe('Entailment');
  });

  it('survival: every obligation ending with the agreement contradicts; survival elsewhere wins', () => {
    expect(verdict('nda-19', 'All obligations under this agreement end when this agreement ends.')).toBe('Contradiction');
    expect(verdict('nda-19', 'Upon the expiry or termination of this Agreement, all obligations of the parties shall cease, save for liability for any breach committed before that date.')).toBe('Contradiction');
    expect(verdict('nda-19', 'All obligations shall cease on termination, except those under Section 4, which survive for two years.')).toBe('Entailment');
    expect(verdict('nda-19', 'All obligations end when this agreement ends. The duty of confidence in clause 3 survives termination for three years.')).toBe('Entailment');
  });

  it('retention: no duty to delete back-ups, in plain words, entails', () => {
    expect(verdict('nda-20', "You don't have to delete information stored in automatic back-up systems, as long as you don't access it.")).toBe('Entailment');
  });

  it('return at the end of the discussions entails; completing a destruction is no end', () => {
    expect(verdict('nda-16', 'If either of us ends our discussions, you will within ten days return to us all Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-16', 'Within fourteen days after the discussions on the Project have ended, the Distributor shall return or destroy all documents.')).toBe('Entailment');
    expect(verdict('nda-16', 'Within five business days after completing any destruction, the Vendor shall deliver a certificate of destruction.')).toBeNull();
  });

  it('identification: information not designated is no protected information, so protection needs the designation', () => {
    expect(verdict('nda-1', 'Information that is not designated in accordance with Section 1(d) shall not constitute Clean Team Information.')).toBe('Entailment');
    expect(verdict('nda-1', 'The Buyer has no obligation under this Agreement with respect to any information that is not marked in accordance with Section 2.')).toBe('Entailment');
  });

  it('survival: obligations that continue "without time limit" survive', () => {
    expect(verdict('nda-19', 'My obligations continue after each Visit ends and after I stop working for the Vendor, without time limit.')).toBe('Entailment');
  });

  it('independent development or third-party sources expressly no exception contradict', () => {
    expect(verdict('nda-12', 'No exception to the obligations shall apply for any material that Recipient claims to have independently created or developed.')).toBe('Contradiction');
    expect(verdict('nda-13', 'The receipt by Recipient of similar material from any third party shall not relieve Recipient of its obligations.')).toBe('Contradiction');
    expect(verdict('nda-13', 'Confidential Information excludes information rightfully received from a third party without restriction. Receipt from a third party in breach of its duties shall not relieve the Recipient of its obligations.')).toBe('Entailment');
  });

  it('compelled disclosure: "required to disclose ... by law" with notice entails', () => {
    expect(verdict('nda-8', 'If the Recipient is required to disclose any Confidential Information by law or by a court of competent jurisdiction, it shall give the Discloser prompt written notice.')).toBe('Entailment');
  });

  it('confidentiality of the agreement: "neither party shall disclose ... that discussions are taking place" entails', () => {
    expect(verdict('nda-10', 'Neither Buyer nor Seller shall disclose to any person the fact that discussions or negotiations are taking place concerning the Transaction.')).toBe('Entailment');
  });

  it('identification: unmarked information still protected ("failure to mark shall not affect", "regarded as confidential by a reasonable person") contradicts', () => {
    expect(verdict('nda-1', 'Buyer will endeavour to mark written information "Confidential"; however, the failure to so mark any information shall not affect its status as Confidential Information.')).toBe('Contradiction');
    expect(verdict('nda-1', 'Information shall not fall outside the definition of Confidential Information merely because it has not been marked as confidential.')).toBe('Contradiction');
    expect(verdict('nda-1', 'Confidential Information includes any information which would be regarded as confidential by a reasonable business person.')).toBe('Contradiction');
    expect(verdict('nda-1', 'Inadvertent failure to mark information "Confidential" shall not be deemed a waiver, provided that it is identified as confidential within ten days.')).toBe('Entailment');
  });

  it('reverse engineering barred in a list item after "shall:" entails; printed copies allowed entail', () => {
    expect(verdict('nda-11', 'Supplier shall:\n(f) not reverse engineer, disassemble or decompile any samples furnished by Buyer; and')).toBe('Entailment');
    expect(verdict('nda-17', 'Documents designated as print-enabled may be printed by Authorized Users, and any such printed copies shall be Evaluation Material.')).toBe('Entailment');
  });

  it('survival: bound after the return only for the rest of the term is no survival; the agreement and its obligations expiring contradicts', () => {
    expect(verdict('nda-19', 'Notwithstanding the return of the Evaluation Material, the Receiving Party shall continue to be bound by its obligations for the remainder of the term of this Agreement.')).toBeNull();
    expect(verdict('nda-19', 'This Agreement shall expire, and all obligations of the Parties hereunder shall terminate, on the date that is two years after the Effective Date.')).toBe('Contradiction');
  });

  it('confidentiality of the agreement: its existence declared not confidential contradicts', () => {
    expect(verdict('nda-10', 'The parties acknowledge that this Agreement is public information and that its existence and terms are not confidential.')).toBe('Contradiction');
  });

  it('more wordings: "does not need to be marked", sharing "with" counsel, "save to" or "without consent", the engagement kept secret', () => {
    expect(verdict('nda-1', 'Information does not need to be marked "confidential" to be protected under this Agreement.')).toBe('Contradiction');
    expect(verdict('nda-7', 'Recipient may also share Confidential Information with its legal counsel and auditors, if needed to advise on the Project.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient shall not disclose the Confidential Information to any third party, save to its Authorised Persons in accordance with clause 4.2.')).toBeNull();
    expect(verdict('nda-7', 'The Recipient shall not disclose any Confidential Information to any third party without the prior written consent of the Discloser.')).toBeNull();
    expect(verdict('nda-10', 'Consultant shall not disclose to any third party the existence or nature of its engagement by Company.')).toBe('Entailment');
  });

  it('return when the project is finished or the agreement ends; an agreement "executed and delivered" is no return', () => {
    expect(verdict('nda-16', 'When the Project is finished, when this Agreement ends, or whenever we ask, Recipient will return or securely destroy all Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-16', 'Either party may terminate the discussions at any time; no agreement exists unless a definitive agreement has been executed and delivered by both parties.')).toBeNull();
  });

  it('survival "after this Agreement ends"; retention where return is infeasible', () => {
    expect(verdict('nda-19', "Recipient's duty to protect Confidential Information will continue for three (3) years after this Agreement ends.")).toBe('Entailment');
    expect(verdict('nda-20', 'If return or destruction of the information is infeasible, the Associate shall extend the protections of this Agreement to it for so long as it keeps the information.')).toBe('Entailment');
  });

  it('"indicated as confidential" and a written summary; talks "being held" or a business "for sale" kept secret; deciding not to pursue is an end; survival until public', () => {
    expect(verdict('nda-1', 'Oral information is Confidential Information only when the Disclosing Party delivers a written summary thereof within thirty days.')).toBe('Entailment');
    expect(verdict('nda-1', '"Confidential Information" means technical information disclosed in documents that is clearly indicated as confidential at the time of disclosure.')).toBe('Entailment');
    expect(verdict('nda-10', 'Buyer shall not disclose to any person that the Business is or may be for sale or that Buyer is having discussions with Seller.')).toBe('Entailment');
    expect(verdict('nda-16', 'If Buyer decides not to pursue the acquisition, Buyer shall immediately return all written materials.')).toBe('Entailment');
    expect(verdict('nda-19', 'The confidentiality obligations shall survive the termination of this Agreement and shall remain in force until the information enters the public domain.')).toBe('Entailment');
    expect(verdict('nda-19', 'Survival. This Agreement shall remain in full force and effect until the earliest of one year after the relationship ends or another date agreed in writing.')).toBeNull();
  });

  it('third parties: disclosure to consultants "is allowed" entails; copies excluded from the return duty may be kept', () => {
    expect(verdict('nda-7', 'Disclosure to affiliated companies and to external consultants bound to professional secrecy is allowed, provided that they need to know it.')).toBe('Entailment');
    expect(verdict('nda-20', 'Excluded from the obligation according to 5.1 are copies which the Receiving Party must keep because of statutory retention obligations and copies in routine backup systems.')).toBe('Entailment');
  });

  it('marking: "irrespective of whether ... marked" contradicts; a legend the information bears entails; excluded oral information is no contradiction', () => {
    expect(verdict('nda-1', 'Information shall be protected irrespective of whether it is specifically marked or identified as confidential.')).toBe('Contradiction');
    expect(verdict('nda-1', 'The protected information is all information provided to Party B, regardless of whether it is indicated as confidential or not.')).toBe('Contradiction');
    expect(verdict('nda-1', '"Proprietary Information" means technical data furnished in documentary form that bears the Owner\'s proprietary legend at the time it is furnished.')).toBe('Entailment');
    expect(verdict('nda-1', 'Information disclosed orally shall not constitute Proprietary Information, whether or not it is identified as proprietary when disclosed.')).not.toBe('Contradiction');
  });

  it('oral information: told in conversation, seen or heard; oral information that "is not Proprietary Information" contradicts', () => {
    expect(verdict('nda-3', 'It does not matter whether the information is written down or simply told to him in conversation.')).toBe('Entailment');
    expect(verdict('nda-3', '"Confidential Information" means everything about the Game that the Publisher may see, hear or receive during the Evaluation.')).toBe('Entailment');
    expect(verdict('nda-3', 'Information conveyed orally or visually during a site visit is not Proprietary Information.')).toBe('Contradiction');
  });

  it('third parties: "other than its own employees" and advisers barred in the passive contradict; an approved processor or supplier entails', () => {
    expect(verdict('nda-7', 'The Recipient shall not disclose any Confidential Information to any person other than those of its own employees who need to know it.')).toBe('Contradiction');
    expect(verdict('nda-7', 'No Confidential Information shall be disclosed to any consultant, contractor, agent or other person who is not an employee of the Recipient.')).toBe('Contradiction');
    expect(verdict('nda-7', 'The Subcontractor may disclose the drawings to a lower-tier supplier of plating services only after approval by the Contractor.')).toBe('Entailment');
  });

  it('employees named among those not to be told contradict', () => {
    expect(verdict('nda-5', 'The Recipient will not share the information with any other person, including his employees or family members.')).toBe('Contradiction');
  });

  it('compelled disclosure with no duty to notify contradicts', () => {
    expect(verdict('nda-8', 'We may disclose your information where a court order or the law requires it. We are not obliged to notify you before or after any such disclosure.')).toBe('Contradiction');
  });

  it('secrecy of the talks: plain words and news releases count; a bar on using a party\'s name does not', () => {
    expect(verdict('nda-10', 'The Recipient will not tell anyone that the two of them are talking about making the product.')).toBe('Entailment');
    expect(verdict('nda-10', 'Supplier shall not make any news release or public statement concerning this Agreement without approval.')).toBe('Entailment');
    expect(verdict('nda-10', 'The Sponsor shall not use the name or logos of the University in any advertising or public announcement without approval.')).toBeNull();
  });

  it('independent development: by people without access entails; barred "even if ... on his own" in the next sentence contradicts', () => {
    expect(verdict('nda-12', 'The obligations do not apply to information that is developed by employees of the Recipient who had no access to the information, independently of it.')).toBe('Entailment');
    expect(verdict('nda-12', 'The Recipient shall not make any product using the design. This applies even if the Recipient believes that he came up with the same design on his own.')).toBe('Contradiction');
  });

  it('return: handed back when the discussions end, on the last working day, or "in that case" after deciding not to proceed', () => {
    expect(verdict('nda-16', 'When the discussions end, the Recipient will hand back every drawing and prototype within ten days.')).toBe('Entailment');
    expect(verdict('nda-16', 'On or before my last working day I will return to the Company all documents containing Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-16', 'If the Buyer determines not to proceed with the Transaction, it shall so inform the Seller. In that case the Buyer shall destroy or return all Evaluation Material.')).toBe('Entailment');
  });

  it('copies: one made for back-up purposes is a copy allowed', () => {
    expect(verdict('nda-17', 'You may make one (1) copy of the Software for backup purposes.')).toBe('Entailment');
  });

  it('survival: obligations that continue after the project or a named agreement ends; none surviving and all obligations ceasing contradict', () => {
    expect(verdict('nda-19', 'Your obligations under this agreement continue after the Project ends and after the Consulting Agreement terminates.')).toBe('Entailment');
    expect(verdict('nda-19', 'The obligations under clauses 2 and 3 continue for three years after it ends.')).toBe('Entailment');
    expect(verdict('nda-19', 'Upon such expiry all of your obligations hereunder shall cease and none of them shall survive.')).toBe('Contradiction');
    expect(verdict('nda-19', 'On the termination of this letter all of our obligations under this letter shall cease.')).toBe('Contradiction');
  });

  it('retention: "may not keep" and "will not keep records" are no permission to retain', () => {
    expect(verdict('nda-20', 'You may not keep any copy, extract or note of Confidential Information.')).toBeNull();
    expect(verdict('nda-20', 'I will record all work in the Company system and will not keep separate private records of my work.')).toBeNull();
  });

  it('compelled disclosure: telling representatives of the nature of the information, or counsel advising, is no notice; telling the Firm before disclosing is', () => {
    expect(verdict('nda-8', 'The Recipient may disclose it to its advisers who need to know it, provided that it informs them of its confidential nature. Nothing prevents disclosure required by law.')).toBeNull();
    expect(verdict('nda-8', '(e) information required to be disclosed by law, provided that only the portion which its legal counsel advises is legally required is disclosed.')).toBeNull();
    expect(verdict('nda-8', 'If I am required by a court or a regulator to disclose any material, I will tell the Firm immediately and before I disclose anything.')).toBe('Entailment');
  });

  it('secrecy of the engagement in plain words; a press-release bar about the project counts even when it also names the logo', () => {
    expect(verdict('nda-10', 'I will not tell anyone that the Firm has instructed me.')).toBe('Entailment');
    expect(verdict('nda-10', 'The Consultant shall not make any press release or public statement concerning the Project, or use the Authority\'s name or logo, without consent.')).toBe('Entailment');
  });

  it('information from another source; ownership in plain words, but not a licence holder', () => {
    expect(verdict('nda-13', 'Confidential Information does not include information that we receive from another source that is not bound to keep it secret.')).toBe('Entailment');
    expect(verdict('nda-15', 'Everything we give you stays our property, and you don\'t get any rights to it.')).toBe('Entailment');
    expect(verdict('nda-15', 'All material belongs to the Firm, and I acquire no right of any kind in it.')).toBe('Entailment');
    expect(verdict('nda-15', 'Confidential Information includes information relating to licence holders and applicants.')).toBeNull();
  });

  it('return: "send back" when the project is finished, the engagement ending, "do not wish to proceed"; signing and returning the form is no return', () => {
    expect(verdict('nda-16', 'When the project is finished, please send back or delete everything we gave you.')).toBe('Entailment');
    expect(verdict('nda-16', 'When my engagement with the Firm ends, I will return or permanently delete all Confidential Material.')).toBe('Entailment');
    expect(verdict('nda-16', 'If you decide that you do not wish to proceed with a Transaction, you will inform us of that decision. In that case you will promptly deliver to us all Evaluation Material.')).toBe('Entailment');
    expect(verdict('nda-16', 'To register for the tour, please complete and return this Non-Disclosure Agreement by fax.')).toBeNull();
  });

  it('survival: promises carrying on after the project; copies subject to the letter only while it is in effect are no survival', () => {
    expect(verdict('nda-19', 'Your promises in this agreement carry on for 2 years after the project ends.')).toBe('Entailment');
    expect(verdict('nda-19', 'Any copies we retain will remain subject to this Letter Agreement for so long as it is in effect.')).toBeNull();
  });

  it('retention: a return duty that does not oblige erasing back-ups', () => {
    expect(verdict('nda-20', 'Clause 8.1 shall not oblige the Consultant to erase Confidential Information held in back-up systems.')).toBe('Entailment');
  });

  it('oral information: said out loud "isn\'t covered" contradicts; copies barred "in any form" say nothing of oral disclosure', () => {
    expect(verdict('nda-3', 'Anything we only mention out loud, in a meeting or on the phone, isn\'t covered by this agreement.')).toBe('Contradiction');
    expect(verdict('nda-3', 'The Carrier shall not copy, download or otherwise reproduce any Confidential Information in any form or medium.')).toBeNull();
  });

  it('sharing: passing it on to anyone else, employees included, is barred', () => {
    expect(verdict('nda-5', 'I will not pass, show or describe any Confidential Material to any other person, including any employee or sub-contractor.')).toBe('Contradiction');
    expect(verdict('nda-7', 'Please don\'t pass any of it on to anyone else, whether another client or a friend.')).toBe('Contradiction');
  });

  it('only technical information: a definition of information relating to the Technology', () => {
    expect(verdict('nda-2', '"Confidential Information" means information relating to the Technology that the University discloses to the Company.')).toBe('Entailment');
  });

  it('compelled disclosure: telling someone about a leak is no notice of a legal demand', () => {
    expect(verdict('nda-8', 'If any journalist asks about the Proposed Endorsement, you will tell us immediately. Disclosure required by a court order is permitted.')).toBeNull();
  });

  it('secrecy of the agreement: free to disclose its existence while its content stays secret contradicts; free to say the parties collaborate contradicts', () => {
    expect(verdict('nda-10', 'Each Party may disclose the existence of this Agreement and the fact that the Parties are engaged in Discussions; however, neither Party shall disclose the content of the Discussions.')).toBe('Contradiction');
    expect(verdict('nda-10', 'Nothing in this Agreement prevents either Party from disclosing that the Parties are collaborating on the Application.')).toBe('Contradiction');
    expect(verdict('nda-10', 'WHEREAS the Government has announced its intention to issue Request for Proposal No. F1962 for the Program.')).toBeNull();
  });

  it('marking: "it does not matter ... whether it is marked" contradicts; confirming in writing which data one may view is no marking', () => {
    expect(verdict('nda-1', 'It does not matter how you receive the information, on paper or in a meeting, or whether it is marked "confidential".')).toBe('Contradiction');
    expect(verdict('nda-1', 'Before the Data Room is opened the Recipient shall confirm in writing which datasets it is licensed to view.')).toBeNull();
  });

  it('reverse engineering: "is not allowed to" entails, an express authorisation contradicts', () => {
    expect(verdict('nda-11', 'The Recipient is not allowed to disassemble, measure or reverse engineer the samples.')).toBe('Entailment');
    expect(verdict('nda-11', 'Client further authorizes the Tester to decompile, disassemble and reverse engineer its applications, and such activities shall not constitute a breach of this Agreement.')).toBe('Contradiction');
  });

  it('independent development barred "whether or not" the information is used contradicts', () => {
    expect(verdict('nda-12', 'For three years the Manufacturer shall not design or develop any product similar to the Product, whether or not the Manufacturer uses any Confidential Information in doing so.')).toBe('Contradiction');
  });

  it('ownership: "stays ours"; a bank licensed to open is no licence', () => {
    expect(verdict('nda-15', 'Everything we give you stays ours.')).toBe('Entailment');
    expect(verdict('nda-15', '"Business Day" means a day on which licensed banks are open for general business in Hong Kong.')).toBeNull();
  });

  it('return when a party no longer wishes to pursue the deal; free to approach or employ the other side\'s staff contradicts no-solicitation', () => {
    expect(verdict('nda-16', 'If either Party notifies the other that it no longer wishes to pursue the Proposed Merger, the Recipient shall within 21 days return or destroy the Confidential Information.')).toBe('Entailment');
    expect(verdict('nda-18', 'Nothing in this Agreement restricts either Party from advertising any vacancy or from approaching, employing or engaging any person who is an employee of the other Party.')).toBe('Contradiction');
  });

  it('survival for "five (5) years after the end"', () => {
    expect(verdict('nda-19', 'The obligations of secrecy continue for five (5) years after the end of this agreement.')).toBe('Entailment');
  });

  it('third parties: a prohibition that extends to consultants contradicts; advisers named at the end of a permission, or excepted from a bar, entail', () => {
    expect(verdict('nda-7', 'The Receiving Party shall not disclose the information to anyone other than its own employees as provided in Paragraph 4.3, and this prohibition shall extend to consultants, subcontractors and affiliated companies.')).toBe('Contradiction');
    expect(verdict('nda-7', 'Either Party may disclose Confidential Information to the Funder and its panel members, to the extent necessary for the assessment of the Application, and to its own professional advisers under a duty of confidence.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient shall make the information accessible only to its employees. Excepted from this are lawyers, tax advisors and auditors of the Recipient.')).toBe('Entailment');
  });

  it('third parties: partners named with employees; copies barred in a list with hyphenated verbs; a remedies clause is no compelled disclosure', () => {
    expect(verdict('nda-7', 'Recipient shall not disclose Confidential Information to any person or entity, except its employees or partners involved in the Project.')).toBe('Entailment');
    expect(verdict('nda-17', 'You will not photograph, screen-capture, record or otherwise copy any part of the demonstration.')).toBe('Contradiction');
    expect(verdict('nda-8', 'The Disclosing Participant may seek injunctive relief from any court of competent jurisdiction, without notice, to restrain a breach.')).toBeNull();
  });

  it('secrecy of the agreement: its existence "or terms" free to disclose, or a list of facts that "are not confidential", contradicts', () => {
    expect(verdict('nda-10', 'Nothing herein shall restrict either party from disclosing the existence or terms of this Agreement.')).toBe('Contradiction');
    expect(verdict('nda-10', 'The existence of this Agreement, the identity of the Participants, and the fact that a Participant is taking part in the Working Group are not confidential.')).toBe('Contradiction');
  });

  it('no licence: waiving rights to trust monies says nothing of the information', () => {
    expect(verdict('nda-15', 'The Company hereby waives any and all right, title, interest or claim in or to any monies in the Trust Account.')).toBeNull();
  });

  it('third parties: communicated to counsel, a financier\'s advisers, counsel who may receive it; barred "including Sponsor\'s affiliates"; the fact of the talks is not the information', () => {
    expect(verdict('nda-7', 'By derogation, the Receiving Party may communicate the Confidential Information to its legal counsels and its statutory auditors.')).toBe('Entailment');
    expect(verdict('nda-7', "The Recipient may disclose Confidential Information to a Financier, and to the Financier's legal advisers, to obtain finance.")).toBe('Entailment');
    expect(verdict('nda-7', "Antitrust Counsel and the Receiving Party's other outside counsel and accountants may receive Clean Team Information.")).toBe('Entailment');
    expect(verdict('nda-7', "Sponsor shall not disclose Confidential Information to any third party, including Sponsor's affiliates, consultants or contractors.")).toBe('Contradiction');
    expect(verdict('nda-7', "Neither the Receiving Party nor its representatives will disclose to any person the fact that the information has been made available to the Receiving Party's representatives.")).toBeNull();
    expect(verdict('nda-7', 'The Receiving Party shall not disclose Confidential Information to any person except in discussions with the authorised representatives of the other Party.')).toBe('Contradiction');
  });

  it('no solicitation: a recruiter not to be told, or a client recruiting for a role, is no bar on soliciting staff', () => {
    expect(verdict('nda-18', 'You will not disclose any Confidential Information to your current employer or to any of its directors, employees or advisers, and you will not tell your current employer, any recruiter or any other person that the Client is recruiting for this role.')).toBeNull();
    expect(verdict('nda-18', 'For one year neither party will solicit or hire any employee of the other party.')).toBe('Entailment');
  });

  it('third parties: persons listed as Authorised Persons, consultants given access only when approved, "can share ... with:" a list', () => {
    expect(verdict('nda-7', '"Authorised Person" means an officer or employee of the Recipient, an Adviser, or a bona fide prospective financier.')).toBe('Entailment');
    expect(verdict('nda-7', 'In relation to each party, each of the following is an Authorised Person:\n(a) the directors and employees of that party;\n(b) the professional advisers of that party, including its accountants and auditors.')).toBe('Entailment');
    expect(verdict('nda-7', 'Vendor shall permit access to Confidential Information only by those of its employees, and those subcontractors approved in writing by the County.')).toBe('Entailment');
    expect(verdict('nda-7', 'Each of us can share the other practice\'s Confidential Information with:\n(b) structural engineers, cost consultants and model makers we engage to help with the Entry.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Receiving Party may make Confidential Information available only to its employees, and to such independent consultants and contract laboratories engaged by it, as need to know it.')).toBe('Entailment');
  });

  it('secrecy of the agreement: information protected "on the terms of this Agreement" is no secret terms; working together kept quiet is', () => {
    expect(verdict('nda-10', 'Each party expects to make available to the other information that it regards as confidential, and the parties have agreed to protect that information on the terms of this Agreement.')).toBeNull();
    expect(verdict('nda-10', 'Neither of us will tell anyone that we are working together on the Competition or that this agreement exists.')).toBe('Entailment');
    expect(verdict('nda-10', 'You will not tell anyone that the Fund has consulted you.')).toBe('Entailment');
  });

  it('marking: information "not designated as confidential" included, or no duty to mark, contradicts', () => {
    expect(verdict('nda-1', 'Evaluation Material includes information that is not designated as confidential at the time it is disclosed.')).toBe('Contradiction');
    expect(verdict('nda-1', 'The Commission is not required to mark, label or otherwise designate any information as confidential in order for it to be protected.')).toBe('Contradiction');
  });

  it('free to develop its own designs so long as the information is not used; an offer of employment to the other side\'s staff; export licences are not about the information', () => {
    expect(verdict('nda-12', 'Each of us remains free to develop our own designs, so long as we do not use the other practice\'s Confidential Information to do so.')).toBe('Entailment');
    expect(verdict('nda-18', 'Neither of us will approach any member of the other practice\'s staff who worked on the Entry with an offer of employment.')).toBe('Entailment');
    expect(verdict('nda-15', 'Export-controlled information shall not be released to any foreign person without an export licence.')).toBeNull();
  });

  it('marking: "whether or not it bears a legend", "doesn\'t need to be labelled"; copies "may not" be made is a bar', () => {
    expect(verdict('nda-1', 'You agree that information we disclose is Confidential Information whether or not it bears a "confidential" legend.')).toBe('Contradiction');
    expect(verdict('nda-1', 'And it doesn\'t need to be labelled "confidential" to be covered.')).toBe('Contradiction');
    expect(verdict('nda-17', 'You may not copy, photograph, screenshot or otherwise reproduce the Manual.')).toBe('Contradiction');
  });

  it('plain-language forms: a conversation over coffee, "can also share" with advisers, free to say one takes part, free to build a competing product, promises lasting two years after the programme ends', () => {
    expect(verdict('nda-3', 'It doesn\'t matter how the information reaches you: by email, in a workshop, or in a conversation over coffee.')).toBe('Entailment');
    expect(verdict('nda-7', 'You can also share it with your professional advisers, such as your lawyers and accountants.')).toBe('Entailment');
    expect(verdict('nda-10', 'You\'re free to tell anyone that you are taking part in the Programme and that you have signed this agreement.')).toBe('Contradiction');
    expect(verdict('nda-12', 'Nothing in this agreement stops you building a product that competes with another company, as long as you build it without their information.')).toBe('Entailment');
    expect(verdict('nda-16', 'When the Programme ends, you must delete or return any of our information that you hold.')).toBe('Entailment');
    expect(verdict('nda-19', 'Your promises in this agreement last for the length of the Programme and for two years after it ends.')).toBe('Entailment');
  });

  it('a licence to use the information contradicts no licence; no duty to return contradicts return; free to solicit is no bar; released from all obligations at the end of the term', () => {
    expect(verdict('nda-15', 'Each Party hereby grants to the other Party, for the term of this Agreement, a limited, non-exclusive, non-transferable, royalty-free licence to use the Confidential Information it discloses.')).toBe('Contradiction');
    expect(verdict('nda-16', 'The Company does not return pitch materials and shall be under no obligation to return or destroy any of them.')).toBe('Contradiction');
    expect(verdict('nda-18', 'Nothing in this Agreement restricts either Party from soliciting or hiring any person, including any employee of the other Party, provided that the information is not used.')).toBe('Contradiction');
    expect(verdict('nda-19', 'Upon the end of the term, the Parties shall be automatically released from all obligations assumed in this Agreement.')).toBe('Contradiction');
  });

  it('subprocessors engaged; back-ups named in a bar on retention are no permission; information about manufacturing processes is technical', () => {
    expect(verdict('nda-7', 'Vendor may engage the hosting subprocessors listed in Schedule A to store Student Data on its behalf.')).toBe('Entailment');
    expect(verdict('nda-20', 'Deletion extends to all copies, including copies held in backup and archival systems, and Vendor shall not retain any Student Data in any form.')).toBeNull();
    expect(verdict('nda-2', '"Confidential Information" means any information about the Company\'s manufacturing processes, production equipment, tooling and formulations.')).toBe('Entailment');
  });

  it('obligations that "cease" on expiry, "all of the Investor\'s obligations" terminating, "reverse analysis", not being marked "shall not mean" it is unprotected', () => {
    expect(verdict('nda-19', 'Upon the expiry or termination of this Agreement, the obligations of the parties under this Agreement shall cease, without prejudice to accrued rights.')).toBe('Contradiction');
    expect(verdict('nda-19', "This Agreement, and all of the Investor's obligations under it, will terminate twelve (12) months after the Effective Date.")).toBe('Contradiction');
    expect(verdict('nda-11', 'Party B shall not conduct composition analysis, reverse analysis or any similar test on the samples.')).toBe('Entailment');
    expect(verdict('nda-1', 'The fact that information has not been marked or designated as confidential shall not mean that it is not Confidential Information.')).toBe('Contradiction');
  });

  it('"any and all non-public information" reaches beyond technical matter; information the recipient had before is no third party\'s; return when the contract ends', () => {
    expect(verdict('nda-2', '"Confidential Information" means any and all non-public information relating to Company or the Products that is disclosed to Recipient.')).toBe('Contradiction');
    expect(verdict('nda-13', '(b) was lawfully in the possession of the Receiving Party before its disclosure by the Disclosing Party, without any obligation of confidentiality; or')).toBeNull();
    expect(verdict('nda-16', 'When I finish working on the Services, when the Contract ends, or whenever the Department asks, I will promptly return all Commonwealth Information.')).toBe('Entailment');
  });

  it('public forms: information from "someone other than the Discloser", a list of permitted recipients with auditors, "or other third party" barred, an evaluation "taking place" kept quiet, materials created independently, persuading staff to leave', () => {
    expect(verdict('nda-13', 'Confidential Information does not include information which (b) was known to the Recipient before it was disclosed, or (c) was lawfully obtained by the Recipient from someone other than the Discloser who was free to disclose it.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Manager may disclose Confidential Information only to the following persons:\n(a) the members of its portfolio team;\n(b) the Manager\'s external auditors and legal advisers; and')).toBe('Entailment');
    expect(verdict('nda-7', 'Consultant shall not disclose CII to any subcontractor, agent, affiliate, insurer or other third party.')).toBe('Contradiction');
    expect(verdict('nda-10', 'The Supplier shall not use the Trust\'s name or mention the fact that the Evaluation is taking place in any marketing material.')).toBe('Entailment');
    expect(verdict('nda-12', 'Nothing prevents Instructor from using materials that Instructor creates independently of the College\'s curriculum materials.')).toBe('Entailment');
    expect(verdict('nda-18', 'For twelve months I will not encourage or try to persuade any Company employee to leave the Company.')).toBe('Entailment');
  });
});
