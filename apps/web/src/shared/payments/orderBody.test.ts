import { describe, expect, it } from 'vitest';
import { fenToYuanText, orderBodyOf } from './orderBody.ts';
import type { OrderView } from './types.ts';

describe('order bodies', () => {
  it('writes fen as the yuan text the calls take', () => {
    expect(fenToYuanText(1888800)).toBe('18888');
    expect(fenToYuanText(1250)).toBe('12.50');
    expect(fenToYuanText(5)).toBe('0.05');
  });

  it('buys a closed order again as a new order for the same thing', () => {
    const prev = { kind: 'topup', itemRef: 'balance', amountFen: 10050 } as OrderView;
    expect(orderBodyOf({ kind: 'order', orderNo: 'X' }, prev, 'pc')).toEqual({ kind: 'topup', amount: '100.50', platform: 'pc' });
    expect(orderBodyOf({ kind: 'order', orderNo: 'X' }, { ...prev, kind: 'contract', itemRef: '42' }, 'pc')).toEqual({ kind: 'contract', contractId: 42, platform: 'pc' });
    expect(orderBodyOf({ kind: 'template', templateId: 'jv', nameCn: '', nameEn: '', amountFen: 1 }, null, 'pc')).toEqual({ kind: 'template', templateId: 'jv', platform: 'pc' });
  });
});
