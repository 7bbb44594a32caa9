import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@lexbridge/contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body. */
  body?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string | number | boolean | undefined>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Client address as the server sees it (without TRUST_PROXY). */
  remoteAddress?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

function encode(values: Record<string, string | number | boolean | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) p.append(k, String(v));
  return p.toString();
}

/** One API call through app.inject, answered as the parsed envelope and the HTTP status. */
export async function call<T = any>(app: FastifyInstance, method: Method, url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = encode(opts.form);
  } else if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const qs = opts.query ? encode(opts.query) : '';
  const res = await app.inject({
    method,
    url: qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url,
    headers,
    payload,
    cookies: opts.cookies,
    remoteAddress: opts.remoteAddress,
  });
  let body: Envelope<T>;
  try {
    body = JSON.parse(res.body) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${url} answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`);
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}

/** Asserts success and returns datas; fails with the envelope in the message otherwise. */
export async function callOk<T = any>(app: FastifyInstance, method: Method, url: string, opts: CallOptions = {}): Promise<T> {
  const res = await call<T>(app, method, url, opts);
  if (!res.body.success) throw new Error(`${method} ${url} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.datas;
}
