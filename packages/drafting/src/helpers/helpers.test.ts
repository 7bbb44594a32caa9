import { describe, expect, it } from 'vitest';
import { capitalAmount, capitalCny } from './capital.ts';
import { figures, formatMoney } from './money.ts';
import { addMonths, dateCn, dateEn, duration } from './dates.ts';
import { articleCn, cnNumber, ordinalEn } from './ordinal.ts';

describe('capital numerals', () => {
  it.each([
    [100000, '壹拾万元整'],
    [100001.5, '壹拾万零壹元伍角'],
    [1010, '壹仟零壹拾元整'],
    [0.05, '伍分'],
    [101.5, '壹佰零壹元伍角'],
    [0, '零元整'],
    [1.05, '壹元零伍分'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [1000000, '壹佰万元整'],
    [100010000, '壹亿零壹万元整'],
    [1000000001, '壹拾亿零壹元整'],
    [1004.06, '壹仟零肆元零陆分'],
    [3600.7, '叁仟陆佰元柒角'],
    [120000, '壹拾贰万元整'],
    [10200300, '壹仟零贰拾万零叁佰元整'],
    [999999999999.99, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['0.10', '壹角'],
  ])('%s → %s', (n, s) => expect(capitalAmount(n)).toBe(s));

  it('prefixes 人民币 and refuses negatives and 万亿', () => {
    expect(capitalCny(100000)).toBe('人民币壹拾万元整');
    expect(() => capitalAmount(-1)).toThrow(RangeError);
    expect(() => capitalAmount(1e12)).toThrow(RangeError);
  });
});

describe('figures, dates and ordinals', () => {
  it('formats amounts', () => {
    expect(figures('100000')).toBe('100,000.00');
    expect(formatMoney({ amount: '100000.00', currency: 'CNY' }, 'symbol')).toBe('¥100,000.00');
    expect(formatMoney({ amount: '100000.00', currency: 'CNY' }, 'code')).toBe('RMB 100,000.00');
    expect(formatMoney({ amount: '1250.50', currency: 'USD' }, 'symbol')).toBe('USD 1,250.50');
  });
  it('formats dates and durations', () => {
    expect(dateCn('2026-11-22')).toBe('2026年11月22日');
    expect(dateEn('2026-11-22')).toBe('22 November 2026');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(duration(1, 'year', 'en')).toBe('1 year');
    expect(duration(3, 'month', 'cn')).toBe('3个月');
  });
  it('counts in Chinese and English', () => {
    expect(cnNumber(1)).toBe('一');
    expect(cnNumber(10)).toBe('十');
    expect(cnNumber(12)).toBe('十二');
    expect(cnNumber(20)).toBe('二十');
    expect(cnNumber(110)).toBe('一百一十');
    expect(articleCn(101)).toBe('第一百零一条');
    expect(ordinalEn(11)).toBe('11th');
    expect(ordinalEn(22)).toBe('22nd');
  });
});
