import { LOST_LOGIN_CODES, NOTICE_CODES, SILENT_CODES } from '@lexbridge/contract/errors';
import { REQUEST_TIMEOUT_MS } from '@lexbridge/contract/constants';
import type { Envelope } from '@lexbridge/contract/envelope';
import { getToken } from '../auth/authState.ts';
import { handleLostLogin } from '../auth/lostLogin.ts';
import { currentLang } from '../i18n/index.ts';
import { ApiError } from './ApiError.ts';
import { displayMessage, httpStatusText } from './messages.ts';
import { notifyError, notifyInfo } from './notifier.ts';

/**
 * The one way the web talks to the API (spec §7-§8): bearer token from the `token` cookie, `t` on every GET,
 * JSON bodies (form-urlencoded when asked), a 300000 ms timeout, and the envelope rules of §8.
 *
 * An answer that is an envelope is judged by its code even when the HTTP status is 4xx/5xx: the server's message
 * (e.g. a validation text) says more than the generic status text. The status toasts are for answers that carry no
 * envelope (a proxy error page, a timeout, a dropped connection).
 */
export const API_BASE = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Primitive = string | number | boolean;
export type Params = Record<string, Primitive | Primitive[] | null | undefined>;

export interface RequestOptions {
  /** Query parameters (the login calls of §7 take theirs in the query). */
  params?: Params;
  /** Body: JSON by default. */
  data?: unknown;
  /** Send `data` form-urlencoded (POST /users/info). */
  form?: boolean;
  /** No toast and no lost-login redirect: the caller handles every failure (logout, background checks). */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function buildUrl(method: Method, url: string, params: Params | undefined): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) qs.append(key, String(v));
  }
  if (method === 'GET') qs.set('t', String(Date.now()));
  const query = qs.toString();
  const full = /^https?:\/\//.test(url) || url.startsWith(API_BASE + '/') ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}

function formBody(data: unknown): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, String(v));
  }
  return body;
}

export function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as Envelope).success === 'boolean' && typeof (v as Envelope).code === 'number';
}

class TimeoutError extends Error {}

/** Sends the request with the bearer header and the timeout; the raw Response for callers that read files. */
export async function send(method: Method, url: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.data !== undefined && method !== 'GET') {
    if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = formBody(opts.data);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.data);
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);
  try {
    return await fetch(buildUrl(method, url, opts.params), { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch (e) {
    if (timedOut) throw new TimeoutError('timeout');
    throw e;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function failHttp(status: number, quiet: boolean | undefined, text: string): never {
  if (!quiet) {
    notifyError(text);
    if (status === 401 || status === 403) handleLostLogin();
  }
  throw new ApiError({ code: status, status, message: text, messageEn: text, display: text });
}

/** Applies §8 to an envelope: the notice code, silent codes, one error toast, lost login. Returns `datas`. */
export function judgeEnvelope<T>(answer: Envelope, status: number, quiet?: boolean): T {
  const lang = currentLang();
  const display = displayMessage(answer, lang);
  if (NOTICE_CODES.includes(answer.code)) {
    if (!quiet) notifyInfo(display);
    return answer.datas as T;
  }
  if (answer.success) return answer.datas as T;
  const lost = LOST_LOGIN_CODES.includes(answer.code) || status === 401 || status === 403;
  if (!quiet) {
    if (!SILENT_CODES.includes(answer.code)) notifyError(display);
    if (lost) handleLostLogin();
  }
  throw new ApiError({ code: answer.code, status, message: answer.message, messageEn: answer.messageEn, datas: answer.datas, display });
}

/** Reads a Response as the API's envelope, or fails with the HTTP status text. */
export async function readAnswer<T>(res: Response, quiet?: boolean): Promise<T> {
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (isEnvelope(parsed)) return judgeEnvelope<T>(parsed, res.status, quiet);
  if (!res.ok) failHttp(res.status, quiet, httpStatusText(res.status));
  return parsed as T;
}

export async function request<T = unknown>(method: Method, url: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(method, url, opts);
  } catch (e) {
    if (e instanceof TimeoutError) failHttp(408, opts.quiet, httpStatusText(408));
    if ((e as Error)?.name === 'AbortError') throw e;
    failHttp(0, opts.quiet, httpStatusText(0));
  }
  return readAnswer<T>(res, opts.quiet);
}
