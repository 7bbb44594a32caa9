import type { Lang } from '@lexbridge/contract/constants';
import { formatFen } from '../format.ts';
import type { BiText } from './types.ts';
import { textOf } from './text.ts';

/** '¥18,888' — integer fen shown as yuan by the §9 rule (integers without decimals, otherwise two). */
export function yuan(fen: number): string {
  return `¥${formatFen(fen)}`;
}

/**
 * The unit part of a package price, '/year' or '/年'. The catalogue states units as '年' / 'year'; a unit written
 * with its own currency ('元/年', 'yuan/year') keeps only what follows the slash, so the price never reads '¥18,888/元/年'.
 */
export function unitSuffix(unit: BiText | null | undefined, lang: Lang): string {
  const raw = textOf(unit, lang).trim();
  if (!raw) return '';
  const tail = raw.includes('/') ? raw.slice(raw.lastIndexOf('/') + 1).trim() : raw.replace(/^per\s+/i, '');
  return tail ? `/${tail}` : '';
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
