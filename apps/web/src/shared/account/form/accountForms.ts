import { z, type ZodType } from 'zod';
import * as accounts from '@lexbridge/contract/api/accounts';
import { phoneMatchesCountry } from '@lexbridge/contract/validation';
import { dialOf } from '../phone.ts';

/**
 * The account forms and the contract schema each one is checked with. Forms keep the country's id and raw inputs;
 * `toApi` shapes them as the call sends them, so validation sees exactly what the server will see.
 *
 * Fields the user has not touched yet are sent to the schema as '' rather than left out: a missing field stops zod
 * before the refinements that compare fields, and those must still run while the form is half filled.
 */
type Values = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

export function toApi(values: Values, textFields: readonly string[]): Values {
  const out: Values = { ...values };
  for (const f of textFields) out[f] = text(values[f]);
  if ('countryCode' in values) out.countryCode = dialOf(values.countryCode);
  if ('phone' in values) out.phone = text(values.phone).trim();
  return out;
}

/** Login calls check the phone's format only; the forms also hold it to its country code, like registration does. */
const fitsCountry = <T extends ZodType>(schema: T) =>
  schema.refine((v) => phoneMatchesCountry(v as { countryCode: string; phone: string }), { message: 'phoneInvalid', path: ['phone'] });

export const captchaSchema = z.object({ captchaToken: accounts.sendSmsBody.shape.captchaToken });

export const accountForms = {
  smsLogin: { schema: fitsCountry(accounts.loginPhoneCodeQuery), fields: ['countryCode', 'phone', 'code'] },
  phonePassword: { schema: fitsCountry(accounts.loginPhonePasswordQuery), fields: ['countryCode', 'phone', 'password'] },
  accountPassword: { schema: accounts.loginAccountPasswordQuery, fields: ['account', 'password'] },
  register: { schema: accounts.registerBody, fields: ['countryCode', 'phone', 'code', 'password', 'confirmPassword'] },
  reset: { schema: fitsCountry(accounts.resetPasswordBody), fields: ['countryCode', 'phone', 'code', 'password', 'confirmPassword'] },
  wxBind: { schema: fitsCountry(accounts.wxBindBody), fields: ['ticket', 'countryCode', 'phone', 'code'] },
  wxBindNext: { schema: accounts.wxBindNextBody, fields: ['ticket', 'password', 'confirmPassword'] },
  changePassword: { schema: accounts.changePasswordBody, fields: ['oldPassword', 'password', 'confirmPassword'] },
  eloginMail: { schema: accounts.eloginMailBody, fields: ['email'] },
  profile: {
    schema: accounts.profileBody,
    fields: ['name', 'account', 'orgName', 'country', 'province', 'city', 'position', 'lawyerName', 'lawyerEmail', 'email'],
  },
} as const satisfies Record<string, { schema: ZodType; fields: readonly string[] }>;

export type AccountFormName = keyof typeof accountForms;
