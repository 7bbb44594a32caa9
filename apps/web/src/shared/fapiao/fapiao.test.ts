import { describe, expect, it } from 'vitest';
import { issuesByField } from '../account/form/schemaRules.ts';
import { infoForm } from '@lexbridge/contract/api/fapiao';
import { infoInput, requiredMarks } from './rules.ts';
import { selectionOf } from './selection.ts';
import { cancellable, notesUsage } from './status.ts';

describe('fapiao helpers', () => {
  it('counts and sums only the selected orders still offered', () => {
    const orders = [
      { orderNo: 'A1', amountFen: 1288800 },
      { orderNo: 'B2', amountFen: 199950 },
      { orderNo: 'C3', amountFen: 3000 },
    ];
    expect(selectionOf(orders, [])).toEqual({ orderNos: [], count: 0, totalFen: 0 });
    expect(selectionOf(orders, ['C3', 'A1'])).toEqual({ orderNos: ['A1', 'C3'], count: 2, totalFen: 1291800 });
    // An order another request took meanwhile drops out of the count and the sum.
    expect(selectionOf(orders.slice(1), ['A1', 'B2'])).toEqual({ orderNos: ['B2'], count: 1, totalFen: 199950 });
  });

  it('weighs notes: a Chinese character counts two of 50', () => {
    expect(notesUsage('中'.repeat(25))).toEqual({ used: 50, max: 50, over: false });
    expect(notesUsage('中'.repeat(25) + 'a').over).toBe(true);
    expect(notesUsage(' ' + 'a1'.repeat(25) + ' ')).toEqual({ used: 50, max: 50, over: false });
    expect(notesUsage(null).used).toBe(0);
  });

  it('holds an information set to the fields its fapiao type requires', () => {
    const issues = (v: Record<string, unknown>) => issuesByField(infoForm, infoInput(v));
    expect(issues({ issuerType: 'individual', fapiaoType: 'general_vat', title: ' ' })).toEqual({ title: 'fapiaoTitleRequired' });
    expect(issues({ issuerType: 'individual', fapiaoType: 'general_vat', title: 'Zhang San', taxpayerId: 'ignored' })).toEqual({});
    expect(issues({ issuerType: 'enterprise', fapiaoType: 'org_general_vat', title: 'Lex' })).toEqual({ taxpayerId: 'fapiaoTaxpayerIdRequired' });
    expect(Object.keys(issues({ issuerType: 'enterprise', fapiaoType: 'special_vat', title: 'Lex', taxpayerId: '9131' }))).toEqual(['bankName', 'bankAccount', 'regAddress', 'regTelephone']);
    expect(issues({ issuerType: 'individual', fapiaoType: 'special_vat', title: 'Zhang San' }).fapiaoType).toBe('fapiaoSpecialIndividual');
    expect([...requiredMarks('enterprise', 'general_vat')]).toEqual(['title', 'taxpayerId']);
    expect(infoInput({ issuerType: 'individual', fapiaoType: 'general_vat', title: ' Zhang San ', bankName: 'x' })).toMatchObject({ title: 'Zhang San', bankName: null });
  });

  it('lets the applicant cancel only at 1 Request Received', () => {
    expect([1, 2, 3, 4, 5].filter(cancellable)).toEqual([1]);
  });
});
