import { ErrorCodes, LOST_LOGIN_CODES } from '@lexbridge/contract/errors';
import type { Lang } from '@lexbridge/contract/constants';
import { isApiError } from '../../api/ApiError.ts';

/**
 * Where a refused form submission is shown: server validation errors (100001 with `datas.fields`) and the account
 * errors that name one field go under that field; refusals about the whole attempt (wrong credentials, a locked
 * account) go in an alert above the form; anything else is a toast.
 */
export const FIELD_OF_CODE: Record<number, string> = {
  [ErrorCodes.SMS_CODE_WRONG]: 'code',
  [ErrorCodes.SMS_CODE_EXPIRED]: 'code',
  [ErrorCodes.SMS_CODE_TOO_MANY_TRIES]: 'code',
  [ErrorCodes.SMS_TOO_FREQUENT]: 'code',
  [ErrorCodes.SMS_DAILY_LIMIT]: 'code',
  [ErrorCodes.PHONE_TAKEN]: 'phone',
  [ErrorCodes.PHONE_UNKNOWN]: 'phone',
  [ErrorCodes.CAPTCHA_REQUIRED]: 'captchaToken',
  [ErrorCodes.PASSWORD_UNCHANGED]: 'password',
  [ErrorCodes.OLD_PASSWORD_WRONG]: 'oldPassword',
  [ErrorCodes.ACCOUNT_NAME_TAKEN]: 'account',
  [ErrorCodes.EMAIL_TAKEN]: 'email',
  [ErrorCodes.EMAIL_UNKNOWN]: 'email',
};

export const ALERT_CODES: readonly number[] = [
  ErrorCodes.BAD_CREDENTIALS,
  ErrorCodes.ACCOUNT_LOCKED,
  ErrorCodes.IP_LOGIN_LIMIT,
  ErrorCodes.WX_TICKET_INVALID,
  ErrorCodes.WX_ALREADY_BOUND,
  ErrorCodes.ELOGIN_INVALID,
];

export interface Placement {
  fields: Record<string, string>;
  alert: string | null;
  toast: string | null;
  lostLogin: boolean;
  code: number | null;
}

export function placeError(error: unknown, lang: Lang, formFields: readonly string[], fallback: string): Placement {
  const none: Placement = { fields: {}, alert: null, toast: null, lostLogin: false, code: null };
  if (!isApiError(error)) return { ...none, toast: fallback };
  const placed: Placement = { ...none, code: error.code, lostLogin: LOST_LOGIN_CODES.includes(error.code) || error.status === 401 || error.status === 403 };
  const byField = Object.entries(error.fieldMessages(lang)).filter(([path]) => formFields.includes(path));
  if (byField.length > 0) return { ...placed, fields: Object.fromEntries(byField) };
  const field = FIELD_OF_CODE[error.code];
  if (field && formFields.includes(field)) return { ...placed, fields: { [field]: error.display } };
  if (ALERT_CODES.includes(error.code)) return { ...placed, alert: error.display };
  return { ...placed, toast: error.display };
}
