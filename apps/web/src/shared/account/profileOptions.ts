import { INDUSTRIES, LOCATION_KINDS, ORG_TYPES, TRANSACTION_TYPES } from '@lexbridge/contract/profile';

/**
 * Choices of the profile form (spec §3). Values are the contract's stable ids; labels are keys of the `center`
 * namespace. Provinces are China's 34 provincial-level divisions, kept by id so the stored value does not depend on
 * the language the form was filled in.
 */
export const PROVINCES = [
  'beijing', 'tianjin', 'hebei', 'shanxi', 'innerMongolia', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui',
  'fujian', 'jiangxi', 'shandong', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'chongqing', 'sichuan', 'guizhou', 'yunnan',
  'tibet', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'hongKong', 'macau', 'taiwan',
] as const;

type T = (key: string) => string;

const options = (values: readonly string[], prefix: string, t: T) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

export const orgTypeOptions = (t: T) => options(ORG_TYPES, 'profile.orgType', t);
export const industryOptions = (t: T) => options(INDUSTRIES, 'profile.industry', t);
export const transactionTypeOptions = (t: T) => options(TRANSACTION_TYPES, 'profile.transactionType', t);
export const locationKindOptions = (t: T) => options(LOCATION_KINDS, 'profile.locationKind', t);

/** Province choices; a value saved before this list existed (free text) stays selectable as itself. */
export function provinceOptions(t: T, current?: string | null) {
  const list = options(PROVINCES, 'province', t);
  if (current && !(PROVINCES as readonly string[]).includes(current)) list.push({ value: current, label: current });
  return list;
}

export function provinceLabel(t: T, value: string | null | undefined): string {
  if (!value) return '';
  return (PROVINCES as readonly string[]).includes(value) ? t(`province.${value}`) : value;
}
