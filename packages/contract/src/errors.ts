import cn from './locales/cn/errors.json' with { type: 'json' };
import en from './locales/en/errors.json' with { type: 'json' };

/**
 * The error catalogue. Codes named by spec §8 keep their numbers; the rest are ours.
 * Ranges: 1000xx general, 2001xx accounts and login, 2121xx WeChat, 3001xx drafting and My Contracts,
 * 3002xx catalogue, 4001xx commerce, 4002xx fapiao, 5101xx session.
 * `http` is the status the server answers with; the envelope always carries `code`.
 */
export const ErrorCodes = {
  OK: 200,
  /** Spec §8 lost-login codes: the client clears login and goes to /{lang}/phone?redirect=… */
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOKEN_INVALID: 510100,
  SESSION_ENDED: 100004,
  /** Silent: a visitor asked who they are (GET /users without a token). */
  NOT_LOGGED_IN_SILENT: 510101,
  /** Informational: the account signed in on another device since this token was issued. */
  SIGNED_IN_ELSEWHERE: 510120,
  /** Silent: a WeChat QR code is waiting to be scanned (polling answer). */
  WX_SCAN_PENDING: 212102,

  VALIDATION: 100001,
  NOT_FOUND: 100002,
  RATE_LIMITED: 100003,
  INTERNAL: 100005,
  PAYLOAD_TOO_LARGE: 100006,
  UNSUPPORTED_MEDIA: 100007,

  BAD_CREDENTIALS: 200101,
  ACCOUNT_LOCKED: 200102,
  SMS_CODE_WRONG: 200103,
  SMS_CODE_EXPIRED: 200104,
  SMS_CODE_TOO_MANY_TRIES: 200105,
  SMS_TOO_FREQUENT: 200106,
  SMS_DAILY_LIMIT: 200107,
  PHONE_TAKEN: 200108,
  PHONE_UNKNOWN: 200109,
  CAPTCHA_REQUIRED: 200110,
  PASSWORD_UNCHANGED: 200111,
  OLD_PASSWORD_WRONG: 200112,
  ELOGIN_INVALID: 200113,
  ACCOUNT_NAME_TAKEN: 200114,
  EMAIL_TAKEN: 200115,
  IP_LOGIN_LIMIT: 200116,
  EMAIL_UNKNOWN: 200117,

  WX_ALREADY_BOUND: 212101,
  WX_STATE_EXPIRED: 212103,
  WX_TICKET_INVALID: 212104,
  WX_PROVIDER_FAILED: 212105,
  WX_UNBIND_REFUSED: 212106,

  /** 3001xx drafting and My Contracts. */
  DRAFT_PC_ONLY: 300101,
  TEMPLATE_COMING_SOON: 300102,
  TEMPLATE_NOT_ENTITLED: 300103,
  DRAFT_CONFLICT: 300104,
  CONTRACT_UNPAID: 300105,
  GROUP_NAME_TAKEN: 300106,
  GROUP_NOT_FOUND: 300107,
  SELECT_GROUPS: 300108,
  SELECT_CONTRACTS: 300109,
  DRAFT_TOO_LARGE: 300110,
  SCENE_NOT_OFFERED: 300111,
  CONTRACT_VERSION_NOT_FOUND: 300112,

  /** 3002xx catalogue. */
  FEEDBACK_TOO_FREQUENT: 300201,

  /** 4001xx commerce: orders, payments, balance. */
  PURCHASE_PC_ONLY: 400101,
  ORDER_NOT_PAYABLE: 400102,
  ORDER_CLOSED: 400103,
  BALANCE_INSUFFICIENT: 400104,
  BALANCE_NOT_FOR_TOPUP: 400105,
  PAYMENT_PROVIDER_FAILED: 400106,
  CONTRACT_ALREADY_PAID: 400107,
  PACKAGE_NOT_FOR_SALE: 400108,
  TOPUP_AMOUNT_TOO_LARGE: 400109,
  PAYMENT_FAILED: 400110,
  TOPUP_FAILED: 400111,
  ORDER_NOT_REFUNDABLE: 400112,
  ORDER_ALREADY_REFUNDED: 400113,
  REFUND_FAPIAO_LIVE: 400114,
  REFUND_BALANCE_SPENT: 400115,
  REFUND_TOO_LATE: 400116,

  /** 4002xx fapiao. */
  FAPIAO_INFO_LIMIT: 400201,
  FAPIAO_FIELDS_REQUIRED: 400202,
  FAPIAO_ORDER_NOT_INVOICEABLE: 400203,
  FAPIAO_NOT_CANCELLABLE: 400204,
  FAPIAO_TRANSITION_REFUSED: 400205,
  FAPIAO_SPECIAL_NOT_FOR_INDIVIDUAL: 400206,
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export type ErrorName = keyof typeof ErrorCodes;

/** Codes after which the web client clears login and sends the user to the SMS login page. */
export const LOST_LOGIN_CODES: readonly number[] = [401, 403, 510100, 100004];
/** Codes the web client never toasts; the page handles them itself. */
export const SILENT_CODES: readonly number[] = [510101, 212102];
export const NOTICE_CODES: readonly number[] = [510120];

export const HTTP_STATUS: Record<number, number> = {
  200: 200,
  401: 401,
  403: 403,
  510100: 401,
  100004: 401,
  510101: 200,
  510120: 200,
  212102: 200,
  100001: 400,
  100002: 404,
  100003: 429,
  100005: 500,
  100006: 413,
  100007: 415,
  200116: 429,
  200106: 429,
  200107: 429,
  200102: 423,
  300201: 429,
  // Fields a fapiao type requires, listed in datas.fields like a validation failure.
  400202: 400,
};

const cnMessages = cn as Record<string, string>;
const enMessages = en as Record<string, string>;

/** Both texts of a code's message, with `{name}` parameters filled in. */
export function errorMessages(code: number, params: Record<string, string | number> = {}) {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? `{${k}}`));
  const key = String(code);
  return {
    message: fill(cnMessages[key] ?? cnMessages['100005']),
    messageEn: fill(enMessages[key] ?? enMessages['100005']),
  };
}
