import { z } from 'zod';
import cn from './locales/cn/validation.json' with { type: 'json' };
import en from './locales/en/validation.json' with { type: 'json' };
import { DIAL_CODES, isValidPhone } from './countries.ts';
import { LONG_TEXT, PASSWORD_MIN_LENGTH, SHORT_TEXT, SMS_CODE_LENGTH } from './constants.ts';

/**
 * Field rules of spec §5. Every zod message is a key of the `validation` locale namespace,
 * so the server can answer in both languages and the web can show the same text.
 */
export type ValidationKey = keyof typeof cn;
export const validationMessages = { cn, en } as { cn: Record<string, string>; en: Record<string, string> };

export function validationText(key: string) {
  return {
    message: validationMessages.cn[key] ?? validationMessages.cn.invalid,
    messageEn: validationMessages.en[key] ?? validationMessages.en.invalid,
  };
}

const k = (key: ValidationKey) => ({ message: key });

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;

export const countryCodeField = z
  .string(k('countryCodeInvalid'))
  .transform((s) => s.replace(/^\+/, '').trim())
  .refine((s) => DIAL_CODES.includes(s), k('countryCodeInvalid'));

export const phoneField = z.string(k('phoneRequired')).trim().min(1, k('phoneRequired')).regex(/^\d{4,15}$/, k('phoneInvalid'));

export const passwordField = z
  .string(k('passwordRequired'))
  .min(1, k('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, k('passwordRule'))
  .max(64, k('passwordRule'))
  .regex(PASSWORD_PATTERN, k('passwordRule'));

/** A password being typed at login: required only (old accounts may predate the rule). */
export const loginPasswordField = z.string(k('passwordRequired')).min(1, k('passwordRequired')).max(128, k('passwordRequired'));

export const smsCodeField = z
  .string(k('smsCodeRequired'))
  .trim()
  .min(1, k('smsCodeRequired'))
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), k('smsCodeFormat'));

export const emailField = z.string(k('emailInvalid')).trim().max(LONG_TEXT.max, k('lengthLong')).email(k('emailInvalid'));

/** 2-20: person names, account names, positions, lawyer names. */
export const shortText = (required: ValidationKey) =>
  z.string(k(required)).trim().min(1, k(required)).min(SHORT_TEXT.min, k('lengthShort')).max(SHORT_TEXT.max, k('lengthShort'));

/** 2-100: organisation names, addresses, free-text locations. */
export const longText = (required: ValidationKey) =>
  z.string(k(required)).trim().min(1, k(required)).min(LONG_TEXT.min, k('lengthLong')).max(LONG_TEXT.max, k('lengthLong'));

/** Refinement for forms that carry a country code and a phone together. */
export function phoneMatchesCountry(v: { countryCode: string; phone: string }) {
  return isValidPhone(v.countryCode, v.phone);
}
