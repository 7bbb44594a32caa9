import { describe, expect, it } from 'vitest';
import { topupIssues } from './topupForm.ts';

describe('top-up form rules (spec §5)', () => {
  it('asks for a method and an amount', () => {
    expect(topupIssues({ amount: '', method: null })).toEqual({ amount: 'topupAmountRequired', method: 'topupMethodRequired' });
    expect(topupIssues({ amount: '   ', method: 'alipay' })).toEqual({ amount: 'topupAmountRequired', method: undefined });
  });

  it('takes a number of yuan above zero with at most two decimals', () => {
    for (const bad of ['abc', '0', '0.00', '-5', '12.345', '1e3', '01']) expect(topupIssues({ amount: bad, method: 'wechat' }).amount, bad).toBe('topupAmountInvalid');
    for (const good of ['1', '0.01', '12.5', '500', ' 100 ']) expect(topupIssues({ amount: good, method: 'wechat' })).toEqual({ amount: undefined, method: undefined });
  });
});
