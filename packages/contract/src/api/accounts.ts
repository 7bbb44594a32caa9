import { z } from 'zod';
import { countryCodeField, emailField, loginPasswordField, longText, passwordField, phoneField, phoneMatchesCountry, shortText, smsCodeField } from '../validation.ts';
import { INDUSTRIES, LOCATION_KINDS, ORG_TYPES, TRANSACTION_TYPES } from '../profile.ts';

/**
 * Account calls (spec §7) and the calls they need that the spec does not show.
 * Paths are under /api. Login calls take query parameters as the spec says; the server also accepts a JSON body.
 * Login answers carry the token string as `datas` (spec §7: "response success and datas token").
 */
const k = (message: string) => ({ message });

export const PLATFORMS = ['pc', 'mobile'] as const;
const platformField = z.enum(PLATFORMS).default('pc');
/** Registration attribution (spec §4): kept by the client for the session and sent with registrations and orders. */
const attribution = { agentId: z.string().max(64).optional(), activityId: z.string().max(64).optional() };

const phonePair = { countryCode: countryCodeField, phone: phoneField };
/** The national number must fit its country code (§3): checked where a number is first proven (codes, registration). */
const phoneFitsCountry = [phoneMatchesCountry, { message: 'phoneInvalid', path: ['phone'] as PropertyKey[] }] as const;
/** "Agreed" arrives as a boolean or as query/form text; z.coerce.boolean would read "false" as true. */
const agreed = z
  .preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean())
  .refine((v) => v === true, k('agreementRequired'));

/** POST /tokens/phonepwd — login type 1. */
export const loginPhonePasswordQuery = z.object({ ...phonePair, password: loginPasswordField, platform: platformField });
/** POST /tokens/phone — login type 2. */
export const loginPhoneCodeQuery = z.object({ ...phonePair, code: smsCodeField, platform: platformField });
/** POST /tokens/password — login type 3: account name or e-mail. */
export const loginAccountPasswordQuery = z.object({
  account: z.string(k('accountRequired')).trim().min(1, k('accountRequired')).max(100, k('lengthLong')),
  password: loginPasswordField,
  platform: platformField,
});

/** POST /users/create — register with phone, SMS code and password; answers a token (logged in at once). */
export const registerBody = z
  .object({
    ...phonePair,
    code: smsCodeField,
    password: passwordField,
    confirmPassword: z.string().optional(),
    name: shortText('nameRequired').optional(),
    agree: agreed,
    platform: platformField,
    ...attribution,
  })
  .refine(...phoneFitsCountry)
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, { message: 'passwordMismatch', path: ['confirmPassword'] });

/** PUT /passwords/phone — forgotten password: reset with an SMS code. Ends every session. */
export const resetPasswordBody = z
  .object({ ...phonePair, code: smsCodeField, password: passwordField, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, { message: 'passwordMismatch', path: ['confirmPassword'] });

/** PUT /passwords/password — change password while logged in. Ends every session, this one included. */
export const changePasswordBody = z
  .object({
    oldPassword: z.string(k('oldPasswordRequired')).min(1, k('oldPasswordRequired')),
    password: passwordField,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.password !== v.oldPassword, { message: 'passwordSame', path: ['password'] })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, { message: 'passwordMismatch', path: ['confirmPassword'] });

export const SMS_PURPOSES = ['login', 'register', 'reset', 'bind'] as const;
/** POST /sms/code — send a 6-digit code; needs a solved captcha. */
export const sendSmsBody = z
  .object({ ...phonePair, purpose: z.enum(SMS_PURPOSES), captchaToken: z.string(k('captchaRequired')).min(1, k('captchaRequired')) })
  .refine(...phoneFitsCountry);
export const sendSmsAnswer = z.object({ resendAfterSeconds: z.number(), expiresInSeconds: z.number() });

/** POST /captcha — a click-to-verify challenge: a small proof of work the browser solves when the user clicks. */
export const captchaChallenge = z.object({ id: z.string(), salt: z.string(), difficulty: z.number().int(), expiresAt: z.number() });
/** POST /captcha/verify — sha256(salt + nonce) must start with `difficulty` zero bits. */
export const captchaVerifyBody = z.object({ id: z.string().min(1), nonce: z.string().min(1).max(32) });
export const captchaVerifyAnswer = z.object({ captchaToken: z.string() });

/** GET /tokens/jwtMessage */
export const jwtMessageQuery = z.object({ platform: platformField, token: z.string().optional() });

export const WX_PURPOSES = ['login', 'bind'] as const;
/** POST /wx/qrcode — start a WeChat QR login or binding. */
export const wxQrcodeBody = z.object({ purpose: z.enum(WX_PURPOSES).default('login'), lang: z.enum(['cn', 'en']).default('cn') });
export const wxQrcodeAnswer = z.object({ state: z.string(), url: z.string(), expiresAt: z.number() });
/** GET /wx/qrcode/{state} — 212102 while waiting; then the outcome. */
export const wxStateAnswer = z.object({
  status: z.enum(['scanned', 'confirmed']),
  /** login purpose, WeChat already bound: the login token. */
  token: z.string().optional(),
  /** login purpose, WeChat not bound yet: a ticket for /tokens/wxbind (the bindPhone page). */
  ticket: z.string().optional(),
  nickname: z.string().optional(),
});
/** POST /tokens/wxbind — step 1: prove a phone. Bound and logged in when the phone has an account; else asks for a password. */
export const wxBindBody = z.object({ ticket: z.string().min(1), ...phonePair, code: smsCodeField, platform: platformField, ...attribution });
export const wxBindAnswer = z.object({ token: z.string().optional(), next: z.boolean(), ticket: z.string().optional() });
/** POST /tokens/wxbind/next — step 2 for a new phone: set a password; creates the account bound to WeChat. */
export const wxBindNextBody = z
  .object({ ticket: z.string().min(1), password: passwordField, confirmPassword: z.string().optional(), agree: agreed, platform: platformField })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, { message: 'passwordMismatch', path: ['confirmPassword'] });
/** PUT /users/bind — bind the WeChat account confirmed on a `bind` QR state to the logged-in user. */
export const bindBody = z.object({ state: z.string().min(1) });

/** POST /elogin/mail — "e-mail me a login link". Always answers success (does not reveal whether the address is known) unless rate-limited. */
export const eloginMailBody = z.object({ email: emailField, lang: z.enum(['cn', 'en']).default('cn') });

/** POST /users/info — form-urlencoded profile (spec §3). Lists arrive comma-separated or repeated. */
const csvList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.enum(values)).min(1, k(message)),
  );
export const profileBody = z
  .object({
    name: shortText('nameRequired'),
    account: shortText('accountRequired').regex(/^[A-Za-z0-9_.\-\u4e00-\u9fa5]+$/, k('accountRequired')).optional().or(z.literal('')),
    orgType: z.enum(ORG_TYPES, k('orgTypeRequired')),
    orgName: longText('accountNameOrgRequired'),
    locationKind: z.enum(LOCATION_KINDS, k('areaRequired')),
    country: z.string().trim().max(100, k('lengthLong')).optional().or(z.literal('')),
    province: z.string().trim().max(20, k('lengthShort')).optional().or(z.literal('')),
    city: z.string().trim().max(20, k('lengthShort')).optional().or(z.literal('')),
    industry: z.enum(INDUSTRIES, k('industryRequired')),
    position: shortText('positionRequired'),
    transactionTypes: csvList(TRANSACTION_TYPES, 'transactionTypeRequired'),
    lawyerName: shortText('lawyerNameRequired').optional().or(z.literal('')),
    lawyerEmail: emailField.optional().or(z.literal('')),
    email: emailField.optional().or(z.literal('')),
  })
  .refine((v) => v.locationKind !== 'china' || (!!v.province && !!v.city), { message: 'areaRequired', path: ['province'] })
  .refine((v) => v.locationKind !== 'other' || !!v.country, { message: 'countryRequired', path: ['country'] });

export const userView = z.object({
  id: z.number(),
  name: z.string().nullable(),
  headImg: z.string().nullable(),
  account: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** Masked (first 3, last 4). */
  phone: z.string().nullable(),
  orgType: z.string().nullable(),
  orgName: z.string().nullable(),
  locationKind: z.string().nullable(),
  country: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  position: z.string().nullable(),
  transactionTypes: z.array(z.string()),
  lawyerName: z.string().nullable(),
  lawyerEmail: z.string().nullable(),
  createdAt: z.number(),
});
export const baseUserView = z.object({ unionid: z.string().nullable(), wxNickname: z.string().nullable(), hasPassword: z.boolean() });
/** GET /users */
export const currentUserAnswer = z.object({ user: userView, baseUser: baseUserView });

/** GET /users/loginLog */
export const loginLogAnswer = z.object({
  lastLoginTime: z.number().nullable(),
  thisLoginTime: z.number().nullable(),
  records: z.array(z.object({ loginTime: z.number(), ip: z.string(), method: z.string(), platform: z.string() })),
});

/** Mails and Bulletin: letters to one user and notices to everyone. */
export const MESSAGE_KINDS = ['letter', 'notice'] as const;
export const messagesQuery = z.object({ kind: z.enum(MESSAGE_KINDS).optional(), pageNo: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(50).default(10) });
export const messageView = z.object({ id: z.number(), kind: z.enum(MESSAGE_KINDS), title: z.string(), titleEn: z.string(), body: z.string(), bodyEn: z.string(), createdAt: z.number(), read: z.boolean() });
export const messagesAnswer = z.object({ list: z.array(messageView), total: z.number(), unread: z.number() });

/** GET /dev/outbox — sandbox providers only. */
export const outboxAnswer = z.array(z.object({ channel: z.enum(['sms', 'mail']), to: z.string(), text: z.string(), createdAt: z.number() }));
