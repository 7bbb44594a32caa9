import { describe, expect, it } from 'vitest';
import { issuesByField } from '../account/form/schemaRules.ts';
import { infoForm } from '@lexbridge/contract/api/fapiao';
import type { RequestDetail } from '@lexbridge/contract/api/fapiao';
import { deliveryFacts, infoFacts, requestFacts } from './facts.ts';
import { infoFormValues, infoInput, infoKind, requiredMarks } from './rules.ts';
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

  it('starts the information-set form blank for a new set and with the saved values (empty ones blank) for an edit', () => {
    expect(infoFormValues(null)).toMatchObject({ issuerType: 'enterprise', fapiaoType: 'general_vat', title: '', taxpayerId: '', isDefault: false });
    const saved = { id: 7, title: 'Lex', issuerType: 'enterprise', fapiaoType: 'special_vat', taxpayerId: '9131', bankName: null, bankAccount: null, regAddress: null, regTelephone: null, isDefault: true, createdAt: 1 } as const;
    expect(infoFormValues(saved)).toMatchObject({ id: 7, title: 'Lex', fapiaoType: 'special_vat', taxpayerId: '9131', bankName: '', isDefault: true });
    expect(infoKind(undefined, undefined)).toEqual({ person: false, required: new Set(['title', 'taxpayerId']) });
    expect(infoKind('individual', 'general_vat')).toEqual({ person: true, required: new Set(['title']) });
  });

  it('lists the facts of a request, its information and its delivery, leaving out what is empty', () => {
    const t = (key: string) => `<${key}>`;
    const r: RequestDetail = {
      requestNo: 'FP20260301000001',
      status: 4,
      totalFen: 1288800,
      orderCount: 1,
      title: 'Lex Ltd',
      fapiaoType: 'general_vat',
      createdAt: Date.UTC(2026, 2, 1, 4, 0),
      rejectReason: 'Wrong taxpayer id',
      logisticsCompany: null,
      trackingNo: null,
      issuerType: 'enterprise',
      nature: 'paper',
      taxpayerId: '91310000MA1FL0000X',
      bankName: null,
      bankAccount: null,
      regAddress: null,
      regTelephone: null,
      receiverName: 'Zhang San',
      receiverMobile: '13800138000',
      receiverAddress: 'No. 1 Century Avenue, Shanghai',
      receiverEmail: null,
      notes: null,
      orders: [],
    };
    const shown = (facts: Array<{ key: string; value: unknown; mono?: boolean; wide?: boolean }>) => facts.map((f) => [f.key, f.value, f.mono ?? false, f.wide ?? false]);
    const request = requestFacts(r, t, 'STATUS');
    expect(shown(request).map(([key]) => key)).toEqual(['no', 'status', 'total', 'time', 'nature', 'notes', 'reason']);
    expect(shown(request)[0]).toEqual(['no', 'FP20260301000001', true, false]);
    expect(request.find((f) => f.key === 'status')?.value).toBe('STATUS');
    expect(request.find((f) => f.key === 'total')?.value).toBe('¥12,888');
    expect(request.find((f) => f.key === 'notes')?.value).toBe('—');
    expect(shown(request)[6]).toEqual(['reason', 'Wrong taxpayer id', false, true]);
    expect(requestFacts({ ...r, status: 1, rejectReason: null }, t, null).map((f) => f.key)).not.toContain('reason');

    expect(shown(infoFacts(r, t))).toEqual([
      ['title', 'Lex Ltd', false, false],
      ['issuerType', '<issuer.enterprise>', false, false],
      ['fapiaoType', '<type.general_vat>', false, false],
      ['taxpayerId', '91310000MA1FL0000X', false, false],
    ]);
    expect(shown(deliveryFacts(r, t))).toEqual([
      ['address', 'No. 1 Century Avenue, Shanghai', false, true],
      ['name', 'Zhang San', false, false],
      ['mobile', '13800138000', false, false],
      ['email', '—', false, false],
    ]);
    expect(shown(deliveryFacts({ ...r, status: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' }, t)).slice(4)).toEqual([
      ['company', 'SF Express', false, false],
      ['tracking', 'SF1234567890', true, false],
    ]);
  });
});
