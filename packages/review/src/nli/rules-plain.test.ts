import { describe, expect, it } from 'vitest';
import { ruleVerdictOn as verdict } from './fixtures.test-helpers.ts';

// Wordings of plain-language forms ("don't"), of translated NDAs ("is forbidden to") and of lists and letters,
// each met in a written NDA (test-data/written-ndas) and written here in general terms.
describe('statement rules: plain-language and translated wordings', () => {
  it('negations written "don\'t" bar reverse engineering, copying and sharing', () => {
    expect(verdict('nda-11', "Don't reverse engineer, decompile or take apart the prototype we lend you.")).toBe('Entailment');
    expect(verdict('nda-17', "Don't copy any part of the materials we send you, in any way.")).toBe('Contradiction');
    expect(verdict('nda-7', "Please don't share any Confidential Information with anyone.")).toBe('Contradiction');
    // Sharing a password is no disclosure of the information.
    expect(verdict('nda-7', "You won't share your account password with anyone.")).toBeNull();
  });

  it('"is forbidden to" bars as "shall not" does, and "with the exception of" lets advisers in', () => {
    expect(verdict('nda-11', 'The Recipient is forbidden to proceed to any reverse engineering or decompilation of the samples.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient is forbidden to communicate the Confidential Information to any third party, with the exception of its Affiliates and of its lawyers and auditors.')).toBe('Entailment');
    expect(verdict('nda-7', 'The Recipient is forbidden to communicate the Confidential Information to any third party.')).toBe('Contradiction');
  });

  it('secrecy of the agreement: not saying one has signed it, and "the existence of the present Agreement"', () => {
    expect(verdict('nda-10', "Please don't publicly say that you're testing our app or that you've signed this agreement.")).toBe('Entailment');
    expect(verdict('nda-10', 'No Party shall make any announcement concerning the negotiations or the existence of the present Agreement.')).toBe('Entailment');
  });

  it('promises that "don\'t stop when the beta ends" survive; deleting the materials "when the beta ends" is a return on the end', () => {
    expect(verdict('nda-19', "Your promises in this agreement don't stop when the beta ends or when you leave it.")).toBe('Entailment');
    expect(verdict('nda-16', 'When the beta ends, you must uninstall every test build and delete any materials we sent you.')).toBe('Entailment');
    expect(verdict('nda-16', 'When the beta ends, we will send you a short survey about the app.')).toBeNull();
  });

  it('telling someone about it on a call is oral disclosure', () => {
    expect(verdict('nda-3', "Whether we show it to you in a demo or tell you about it on a call, it's Confidential Information.")).toBe('Entailment');
  });

  it('a return after deciding not to proceed, owed only on the other side\'s request, is no return on termination', () => {
    const onRequest = 'If either party decides not to proceed with the Transaction, it shall promptly tell the other party so. In that case, the Recipient shall, upon the Discloser\'s written request, promptly deliver all Confidential Information to the Discloser.';
    expect(verdict('nda-16', onRequest)).toBeNull();
    expect(verdict('nda-16', onRequest.replace(", upon the Discloser's written request,", ''))).toBe('Entailment');
  });

  it('items numbered like sections under "will not:" read their lead-in; a numbered section after them does not', () => {
    const list = ['The Consultant will not:', '1. Disclose Client Information to any person outside the engagement team.', '2. Reverse engineer or decompile any software the Client provides.'].join('\n');
    expect(verdict('nda-11', list)).toBe('Entailment');
    expect(verdict('nda-11', list.replace('will not:', 'will:'))).toBeNull();
  });

  it('sentences wrapped over lines at a fixed width are read whole', () => {
    const wrapped = [
      'CONFIDENTIALITY AGREEMENT',
      '',
      'This Agreement is made between Alder Bank and Birch Savings, each of which may disclose',
      'information to the other in the course of discussions about a possible combination of',
      'their businesses, and each of which agrees to the following terms and conditions set',
      'out below for the protection of that information during and after those discussions.',
      '',
      '1. The Recipient shall hold the Information in confidence and shall not reverse',
      'engineer, disassemble or decompile any prototype, sample or software supplied to it',
      'by the Discloser, nor permit any other person to do so on its behalf at any time',
      'during the term of this Agreement or after it, for any reason or in any manner.',
      '',
      '2. The Recipient may disclose the Information to its directors, officers and',
      'employees who need to know it for the purpose of evaluating the combination, and',
      'to its legal counsel, accountants and financial advisers retained for that purpose,',
      'each of whom shall be informed of the confidential nature of the Information.',
      '',
      '3. Each party shall bear its own costs and expenses in connection with this Agreement',
      'and the discussions contemplated by it, whether or not any combination is agreed,',
      'and neither party shall have any claim against the other for any such costs at all.',
    ].join('\n');
    expect(verdict('nda-11', wrapped)).toBe('Entailment');
    expect(verdict('nda-7', wrapped)).toBe('Entailment');
  });

  it('information handed over by someone else who was free to give it is from a third party', () => {
    expect(verdict('nda-13', 'This does not cover anything that was passed to you by someone else who had the right to pass it on.')).toBe('Entailment');
  });

  it('not to tell anyone that one is working with the other keeps the dealings quiet', () => {
    expect(verdict('nda-10', 'Until our launch, you must not tell anyone that you are working with us.')).toBe('Entailment');
  });

  it('urging an employee to quit or stop working for the other is solicitation', () => {
    expect(verdict('nda-18', 'For a year you will not urge any of our employees to stop working for us.')).toBe('Entailment');
  });

  it('"neither of us has any further obligations" once it ends: nothing survives', () => {
    expect(verdict('nda-19', 'This agreement ends after six months. Once it ends, neither of us has any further obligations under it.')).toBe('Contradiction');
    expect(verdict('nda-19', 'When it ends, neither of us has any further obligations, except that clause 4 survives.')).not.toBe('Contradiction');
  });

  it('a return owed when one stops working for the other is a return at the end', () => {
    expect(verdict('nda-16', 'When you stop consulting for us, you must return our files and delete every copy of them.')).toBe('Entailment');
  });

  it('freelancers and approved subcontractors are third parties who may receive it', () => {
    expect(verdict('nda-7', 'The Agency may also communicate Confidential Information to its freelance photographers who need it for the campaign.')).toBe('Entailment');
    const text = 'The Vendor may give access only to its own staff. Any approved subcontractor must sign an undertaking no less strict than this one.';
    expect(verdict('nda-7', text)).toBe('Entailment');
  });

  it('"does not prevent either party from developing" competing products, "provided that no use is made" of the information', () => {
    expect(verdict('nda-12', 'This Agreement does not prevent the Buyer from developing its own valves, provided that no use is made of the Drawings.')).toBe('Entailment');
  });

  it('a return "after the pilot has ended" is a return at the end', () => {
    expect(verdict('nda-16', 'Within two weeks after the trial has ended, the Tester shall return or erase all Test Data.')).toBe('Entailment');
  });

  it('approaching employees "to come and work for" one is solicitation', () => {
    expect(verdict('nda-18', 'Neither party will approach the staff of the other engaged in the Project to come and work for it.')).toBe('Entailment');
  });

  it('"no copies ... including backup copies shall be retained" allows no retention', () => {
    expect(verdict('nda-20', 'No copies of any kind, including backup copies, shall be retained by the Recipient.')).toBeNull();
    expect(verdict('nda-20', 'Copies held on backup tapes may be retained until overwritten in the ordinary course.')).toBe('Entailment');
  });
});
