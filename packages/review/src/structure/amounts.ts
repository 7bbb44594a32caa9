import type { AmountFact } from '../types.ts';

/** Money amounts: $1,000 / US$ 2.5 million / USD 100,000 / RMB 50,000 / €10 / 1,000 dollars. */
const CUR = '(US\\$|U\\.S\\.\\s?\\$|USD|\\$|RMB|CNY|¥|€|EUR|£|GBP|HK\\$|HKD)';
// All the decimals: a par value of $0.0001 or a price of $32.0025 a share must not read as $0.00 or $32.00.
const NUM = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d+))?';
const SCALE = '(?:\\s*(million|billion|thousand)\\b)?';
const PREFIX = new RegExp(`${CUR}\\s?${NUM}${SCALE}`, 'g');
const SUFFIX = new RegExp(`\\b${NUM}${SCALE}\\s*(U\\.?S\\.?\\s+dollars|dollars|yuan|renminbi|euros?|pounds)\\b`, 'gi');

function currencyOf(s: string): string {
  const k = s.toUpperCase().replace(/\s|\./g, '');
  if (k === '$' || k === 'US$' || k === 'USD' || k.includes('DOLLAR')) return k.startsWith('HK') ? 'HKD' : 'USD';
  if (k === 'HK$' || k === 'HKD') return 'HKD';
  if (k === 'RMB' || k === 'CNY' || k === '¥' || k === 'YUAN' || k === 'RENMINBI') return 'CNY';
  if (k === '€' || k.startsWith('EUR')) return 'EUR';
  if (k === '£' || k === 'GBP' || k.startsWith('POUND')) return 'GBP';
  return k;
}

function valueOf(int: string, frac: string | undefined, scale: string | undefined): number {
  const base = Number(int.replace(/,/g, '') + (frac ? `.${frac}` : ''));
  const mult = scale ? { thousand: 1e3, million: 1e6, billion: 1e9 }[scale.toLowerCase()] ?? 1 : 1;
  return base * mult;
}

export function findAmounts(text: string): AmountFact[] {
  const out: AmountFact[] = [];
  for (const m of text.matchAll(PREFIX)) {
    out.push({ start: m.index!, end: m.index! + m[0].length, currency: currencyOf(m[1]), value: valueOf(m[2], m[3], m[4]) });
  }
  for (const m of text.matchAll(SUFFIX)) {
    const start = m.index!;
    if (out.some((a) => a.start <= start && a.end > start)) continue;
    out.push({ start, end: start + m[0].length, currency: currencyOf(m[4]), value: valueOf(m[1], m[2], m[3]) });
  }
  return out.sort((a, b) => a.start - b.start);
}
