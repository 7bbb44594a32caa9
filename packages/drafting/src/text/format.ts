import { capitalAmount } from '../helpers/capital.ts';
import { dateCn, dateEn, duration, isIsoDate } from '../helpers/dates.ts';
import { figures, moneyFor } from '../helpers/money.ts';
import { cnNumber, ordinalEn } from '../helpers/ordinal.ts';
import { isBlank, num } from '../expr/functions.ts';
import type { Lang, Money } from '../model/types.ts';
import { word } from '../locales.ts';

const CURRENCY_CN: Record<string, string> = { CNY: '人民币', USD: '美元', EUR: '欧元', HKD: '港币', JPY: '日元', GBP: '英镑' };

const isMoney = (v: unknown): v is Money => !!v && typeof v === 'object' && 'amount' in v && 'currency' in v;

export interface FormatContext {
  lang: Lang;
  /** The option label of a choice answer, when the placeholder is a plain path to a choice question. */
  label?: (value: string) => string | undefined;
}

/** Default display of a value in a given language, before any formatter. */
export function display(v: unknown, ctx: FormatContext): string {
  if (isMoney(v)) return moneyFor(v, ctx.lang);
  if (typeof v === 'boolean') return word(ctx.lang, v ? 'yes' : 'no');
  if (typeof v === 'number') return String(v);
  if (isIsoDate(v)) return ctx.lang === 'cn' ? dateCn(v) : dateEn(v);
  if (Array.isArray(v)) return v.filter((x) => !isBlank(x)).map((x) => display(x, ctx)).join(ctx.lang === 'cn' ? '、' : ', ');
  if (typeof v === 'string') return ctx.label?.(v) ?? v;
  return '';
}

export class FormatError extends Error {}

/** Applies one formatter; `null` means the value is missing for this formatter (rendered as a blank). */
export function applyFormat(v: unknown, name: string, arg: string | undefined, ctx: FormatContext): unknown {
  if (isBlank(v)) return null;
  switch (name) {
    case 'money':
      return isMoney(v) ? moneyFor(v, ctx.lang) : num(v) === null ? null : moneyFor({ amount: String(num(v)), currency: arg ?? 'CNY' }, ctx.lang);
    case 'figures':
      return num(v) === null ? null : figures(num(v)!);
    case 'cnCapital': {
      const n = num(v);
      if (n === null || n < 0) return null;
      const cur = isMoney(v) ? v.currency : (arg ?? 'CNY');
      return (CURRENCY_CN[cur] ?? cur) + capitalAmount(isMoney(v) ? v.amount : n);
    }
    case 'capital':
      return num(v) === null || num(v)! < 0 ? null : capitalAmount(isMoney(v) ? v.amount : num(v)!);
    case 'dateCn':
      return isIsoDate(v) ? dateCn(v) : null;
    case 'dateEn':
      return isIsoDate(v) ? dateEn(v) : null;
    case 'date':
      return isIsoDate(v) ? (ctx.lang === 'cn' ? dateCn(v) : dateEn(v)) : null;
    case 'plural':
      return num(v) === null ? null : duration(num(v)!, arg ?? 'year', ctx.lang);
    case 'ordinal':
      return num(v) === null ? null : ctx.lang === 'cn' ? `第${cnNumber(num(v)!)}` : ordinalEn(num(v)!);
    case 'cnNumber':
      return num(v) === null ? null : cnNumber(num(v)!);
    case 'upper':
      return display(v, ctx).toUpperCase();
    case 'label':
      return display(v, ctx);
    case 'percent':
      return num(v) === null ? null : `${num(v)}%`;
    default:
      throw new FormatError(`unknown formatter "${name}"`);
  }
}

export const FORMATTERS = ['money', 'figures', 'cnCapital', 'capital', 'dateCn', 'dateEn', 'date', 'plural', 'ordinal', 'cnNumber', 'upper', 'label', 'percent'];
