import { errorMessages, HTTP_STATUS, SUCCESS_CODE, type Envelope } from '@lexbridge/contract';

const OK_TEXTS = errorMessages(SUCCESS_CODE);

/** A successful answer: every route returns `ok(datas)`. */
export function ok<T>(datas: T): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, message: OK_TEXTS.message, messageEn: OK_TEXTS.messageEn, datas };
}

/** A failed answer with the catalogue's texts for `code`, filled with `params`. */
export function fail<T = null>(code: number, params: Record<string, string | number> = {}, datas: T = null as T): Envelope<T> {
  return { success: false, code, ...errorMessages(code, params), datas };
}

/**
 * The HTTP status a code is answered with. Codes the contract does not list are business outcomes the page handles
 * from the envelope, so they travel as 200 and the client shows the envelope's message (never two toasts).
 */
export function httpStatusOf(code: number): number {
  return HTTP_STATUS[code] ?? 200;
}
