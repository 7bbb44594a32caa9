import { capitalAmount, capitalCny } from '../helpers/capital.ts';
import { addDays, addMonths, addYears, daysBetween, isIsoDate } from '../helpers/dates.ts';
import { isBiText } from '../helpers/bitext.ts';
import { amountString } from '../helpers/money.ts';

/** Values are plain JSON; money answers ({ amount, currency }) act as their amount in arithmetic. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  if (v && typeof v === 'object' && 'amount' in v) return num((v as { amount: unknown }).amount);
  return null;
}

/**
 * A money answer without a readable amount (the user has not typed one yet) counts as unanswered, and so does a
 * bilingual text answer with both forms empty.
 */
export function isBlank(v: unknown): boolean {
  if (isBiText(v)) return v.cn.trim() === '' && v.en.trim() === '';
  if (v && typeof v === 'object' && !Array.isArray(v) && 'amount' in v) return num((v as { amount: unknown }).amount) === null;
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

const flat = (args: unknown[]): unknown[] => args.flatMap((a) => (Array.isArray(a) ? a : [a]));
const nums = (args: unknown[]) => flat(args).map(num).filter((n): n is number => n !== null);
const date = (v: unknown) => (isIsoDate(v) ? v : null);

type Fn = (...args: unknown[]) => unknown;

/** The only functions a template can call; unknown names are refused when an expression is compiled. */
export const FUNCTIONS: Record<string, Fn> = {
  sum: (...a) => nums(a).reduce((s, n) => s + n, 0),
  /** Pairwise products summed: sumProduct(goods.quantity, goods.unitPrice) totals a price list of any length. */
  sumProduct: (a, b) => {
    if (!Array.isArray(a) || !Array.isArray(b)) return null;
    let total = 0;
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const x = num(a[i]);
      const y = num(b[i]);
      if (x === null || y === null) return null;
      total += x * y;
    }
    return Math.round(total * 100) / 100;
  },
  count: (...a) => flat(a).filter((v) => !isBlank(v)).length,
  min: (...a) => (nums(a).length ? Math.min(...nums(a)) : null),
  max: (...a) => (nums(a).length ? Math.max(...nums(a)) : null),
  abs: (x) => (num(x) === null ? null : Math.abs(num(x)!)),
  round: (x, d) => {
    const n = num(x);
    if (n === null) return null;
    const f = 10 ** (num(d) ?? 0);
    return Math.round(n * f) / f;
  },
  len: (s) => (typeof s === 'string' || Array.isArray(s) ? s.length : 0),
  answered: (x) => !isBlank(x),
  if: (c, a, b) => (c ? a : b),
  contains: (list, v) => (Array.isArray(list) ? list.includes(v) : typeof list === 'string' && typeof v === 'string' && list.includes(v)),
  addDays: (d, n) => (date(d) && num(n) !== null ? addDays(date(d)!, num(n)!) : null),
  addMonths: (d, n) => (date(d) && num(n) !== null ? addMonths(date(d)!, num(n)!) : null),
  addYears: (d, n) => (date(d) && num(n) !== null ? addYears(date(d)!, num(n)!) : null),
  daysBetween: (a, b) => (date(a) && date(b) ? daysBetween(date(a)!, date(b)!) : null),
  capitalCny: (x) => (num(x) === null || num(x)! < 0 ? null : capitalCny(num(x)!)),
  capital: (x) => (num(x) === null || num(x)! < 0 ? null : capitalAmount(num(x)!)),
  money: (amount, currency) =>
    num(amount) === null ? null : { amount: amountString(num(amount)!), currency: typeof currency === 'string' ? currency : 'CNY' },
};
