/** Business constants and limits of spec §9, and the account limits we chose (defaults; the server may override by setting). */
export const LANGS = ['cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cn';

export const REQUEST_TIMEOUT_MS = 300_000;
export const TOKEN_RENEW_THRESHOLD_MS = 1_800_000;
export const PACKAGE_PAGE_SIZE = 50;
export const RELOAD_GUARD_MS = 60_000;
export const NOTICE_DURATION_MS = 5_000;
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Cookie names the web client keeps (spec §4). */
export const COOKIE = {
  token: 'token',
  tokenExpiry: 'tokenExpiry',
  userInfo: 'userInfo',
  lang: 'lang',
} as const;

export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** Spec §5 length limits: names and short labels 2-20, organisation names and e-mail addresses 2-100. */
export const SHORT_TEXT = { min: 2, max: 20 } as const;
export const LONG_TEXT = { min: 2, max: 100 } as const;

export const MOBILE_PAGING = { loading: 'paging.loading', more: 'paging.more', done: 'paging.done' } as const;
