import type { Lang } from '@lexbridge/contract/constants';
import { formatFen } from '../format.ts';
import type { BiText } from './types.ts';
import { textOf } from './text.ts';

/** '¥18,888' — integer fen shown as yuan by the §9 rule (integers without decimals, otherwise two). */
export function yuan(fen: number): string {
  return `¥${formatFen(fen)}`;
}

/**
 * The unit part of a package price, '/year' or '/年'. Units may be written with their currency ('元/年',
 * 'yuan per year', 'RMB/year'): the price already says ¥, so only the period is kept and it never reads
 * '¥18,888/元/年'.
 */
export function unitSuffix(unit: BiText | null | undefined, lang: Lang): string {
  const raw = textOf(unit, lang).trim();
  if (!raw) return '';
  const tail = raw.includes('/') ? raw.slice(raw.lastIndexOf('/') + 1) : raw;
  const period = tail
    .trim()
    .replace(/^(?:(?:yuan|rmb|cny)\s+|人民币|元)/i, '')
    .replace(/^(?:(?:per|a|each)\s+|每)/i, '')
    .trim();
  return period ? `/${period}` : '';
}

/** '¥18,888/year': a package's price with its unit. */
export function packagePrice(priceFen: number, unit: BiText | null | undefined, lang: Lang): string {
  return `${yuan(priceFen)}${unitSuffix(unit, lang)}`;
}

/** Whole percent saved against the old price, or null when there is no saving to show. */
export function savingPercent(priceFen: number, oldPriceFen: number | null | undefined): number | null {
  if (!oldPriceFen || oldPriceFen <= priceFen) return null;
  return Math.round(((oldPriceFen - priceFen) / oldPriceFen) * 100);
}
