import { COUNTRY_CODES } from '@lexbridge/contract/countries';
import type { Lang } from '@lexbridge/contract/constants';

/**
 * Country code choice of the phone forms. The form keeps the country's id (the USA and Canada share +1, so the dial
 * code alone cannot be the option's value) and sends its dial code.
 */
export const DEFAULT_COUNTRY = 'CN';

export interface CountryOption {
  value: string;
  dial: string;
  name: string;
}

export function countryOptions(lang: Lang): CountryOption[] {
  return COUNTRY_CODES.map((c) => ({ value: c.id, dial: c.dial, name: lang === 'en' ? c.en : c.cn }));
}

export function dialOf(countryId: unknown): string {
  return COUNTRY_CODES.find((c) => c.id === countryId)?.dial ?? '';
}

/** The text a search in the country list matches: name in both languages and the code with and without "+". */
export function countrySearchText(countryId: string): string {
  const c = COUNTRY_CODES.find((x) => x.id === countryId);
  return c ? `${c.cn} ${c.en} +${c.dial} ${c.dial} ${c.id}`.toLowerCase() : '';
}
