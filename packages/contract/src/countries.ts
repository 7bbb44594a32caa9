/**
 * The 28 phone country codes of spec §3 (the USA and Canada listed apart, both +1), each with the national-number pattern we accept.
 * Patterns are deliberately a little permissive (length and leading digits) — the SMS code proves the number.
 */
export interface CountryCode {
  id: string;
  dial: string;
  cn: string;
  en: string;
  pattern: RegExp;
}

export const COUNTRY_CODES: readonly CountryCode[] = [
  { id: 'CN', dial: '86', cn: '中国大陆', en: 'China', pattern: /^1[3-9]\d{9}$/ },
  { id: 'TW', dial: '886', cn: '中国台湾', en: 'Taiwan', pattern: /^0?9\d{8}$/ },
  { id: 'HK', dial: '852', cn: '中国香港', en: 'Hong Kong', pattern: /^[4-9]\d{7}$/ },
  { id: 'MO', dial: '853', cn: '中国澳门', en: 'Macau', pattern: /^6\d{7}$/ },
  { id: 'US', dial: '1', cn: '美国', en: 'USA', pattern: /^[2-9]\d{2}[2-9]\d{6}$/ },
  { id: 'CA', dial: '1', cn: '加拿大', en: 'Canada', pattern: /^[2-9]\d{2}[2-9]\d{6}$/ },
  { id: 'MY', dial: '60', cn: '马来西亚', en: 'Malaysia', pattern: /^0?1\d{8,9}$/ },
  { id: 'SG', dial: '65', cn: '新加坡', en: 'Singapore', pattern: /^[89]\d{7}$/ },
  { id: 'JP', dial: '81', cn: '日本', en: 'Japan', pattern: /^0?[789]0\d{8}$/ },
  { id: 'KR', dial: '82', cn: '韩国', en: 'Korea', pattern: /^0?1[016789]\d{7,8}$/ },
  { id: 'AU', dial: '61', cn: '澳大利亚', en: 'Australia', pattern: /^0?4\d{8}$/ },
  { id: 'NZ', dial: '64', cn: '新西兰', en: 'New Zealand', pattern: /^0?2\d{7,9}$/ },
  { id: 'AR', dial: '54', cn: '阿根廷', en: 'Argentina', pattern: /^9?\d{10}$/ },
  { id: 'AE', dial: '971', cn: '阿联酋', en: 'United Arab Emirates', pattern: /^0?5\d{8}$/ },
  { id: 'IE', dial: '353', cn: '爱尔兰', en: 'Ireland', pattern: /^0?8\d{8}$/ },
  { id: 'BR', dial: '55', cn: '巴西', en: 'Brazil', pattern: /^\d{2}9?\d{8}$/ },
  { id: 'DE', dial: '49', cn: '德国', en: 'Germany', pattern: /^0?1[5-7]\d{8,9}$/ },
  { id: 'RU', dial: '7', cn: '俄罗斯', en: 'Russia', pattern: /^9\d{9}$/ },
  { id: 'FR', dial: '33', cn: '法国', en: 'France', pattern: /^0?[67]\d{8}$/ },
  { id: 'PH', dial: '63', cn: '菲律宾', en: 'Philippines', pattern: /^0?9\d{9}$/ },
  { id: 'SE', dial: '46', cn: '瑞典', en: 'Sweden', pattern: /^0?7\d{8}$/ },
  { id: 'TH', dial: '66', cn: '泰国', en: 'Thailand', pattern: /^0?[689]\d{8}$/ },
  { id: 'ES', dial: '34', cn: '西班牙', en: 'Spain', pattern: /^[67]\d{8}$/ },
  { id: 'IT', dial: '39', cn: '意大利', en: 'Italy', pattern: /^3\d{8,9}$/ },
  { id: 'IL', dial: '972', cn: '以色列', en: 'Israel', pattern: /^0?5\d{8}$/ },
  { id: 'IN', dial: '91', cn: '印度', en: 'India', pattern: /^[6-9]\d{9}$/ },
  { id: 'GB', dial: '44', cn: '英国', en: 'United Kingdom', pattern: /^0?7\d{9}$/ },
  { id: 'VG', dial: '1284', cn: '英属维尔京群岛', en: 'British Virgin Islands', pattern: /^\d{7}$/ },
];

/** The distinct dialling codes accepted by the API (the USA and Canada share +1). */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRY_CODES.map((c) => c.dial))];

export function isValidPhone(dial: string, phone: string): boolean {
  return COUNTRY_CODES.some((c) => c.dial === dial && c.pattern.test(phone));
}

/** Spec §9: show the first 3 and the last 4 digits. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  if (phone.length <= 7) return phone.slice(0, 3) + '*'.repeat(Math.max(0, phone.length - 3));
  return phone.slice(0, 3) + '*'.repeat(phone.length - 7) + phone.slice(-4);
}
