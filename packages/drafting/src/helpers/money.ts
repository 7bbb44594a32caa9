import { toCents } from './capital.ts';
import type { Lang, Money } from '../model/types.ts';

const SYMBOLS: Record<string, string> = { CNY: '¥' };

/** Grouped figures with two decimals from exact cents: 100000 → "100,000.00". */
export function figures(value: number | string): string {
  const cents = toCents(value);
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const int = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${int}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Amount with its currency. `symbol` gives ¥100,000.00; `code` gives RMB 100,000.00 / USD 1,250.50.
 * RMB is the code contracts use for yuan in English; ISO CNY stays the stored value.
 */
export function formatMoney(m: Money, style: 'symbol' | 'code'): string {
  const f = figures(m.amount);
  if (style === 'symbol' && SYMBOLS[m.currency]) return SYMBOLS[m.currency] + f;
  return `${m.currency === 'CNY' ? 'RMB' : m.currency} ${f}`;
}

/** The default of `{{x|money}}`: ¥ in Chinese text, codes in English text. */
export function moneyFor(m: Money, lang: Lang): string {
  return formatMoney(m, lang === 'cn' ? 'symbol' : 'code');
}

/** Normalise an amount to the stored decimal string ("1250.5" → "1250.50"). */
export function amountString(value: number | string): string {
  const cents = toCents(value);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
