/** Enumerations of the user profile (spec §3). Values are stable ids; labels live in the locale files (namespace `profile`). */
export const ORG_TYPES = [
  'cnLawFirm',
  'foreignLawFirmRepOffice',
  'cnCompany',
  'foreignCompany',
  'fie',
  'foreignLawFirm',
  'other',
] as const;

export const INDUSTRIES = [
  'finance',
  'it',
  'government',
  'legal',
  'realEstate',
  'media',
  'retail',
  'education',
  'logistics',
  'manufacturing',
  'medicine',
  'hospitality',
  'energy',
  'other',
] as const;

export const TRANSACTION_TYPES = ['domestic', 'outbound', 'inbound'] as const;

/** Location: China (with province and city) or another country/region (free text). */
export const LOCATION_KINDS = ['china', 'other'] as const;

export type OrgType = (typeof ORG_TYPES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
