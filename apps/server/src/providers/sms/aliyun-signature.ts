import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud RPC-style request signing (signature version 1.0, HMAC-SHA1), as documented for Dysmsapi:
 * percent-encode every name and value (RFC 3986: only A-Z a-z 0-9 - _ . ~ stay), sort by name, join as a query,
 * sign `METHOD&%2F&encode(query)` with `AccessKeySecret&`, base64.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

export function stringToSign(method: string, params: Record<string, string>): string {
  return `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function signRpc(method: string, params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
}

/** The documented timestamp form: ISO 8601 in UTC without milliseconds, e.g. 2026-01-01T02:00:00Z. */
export function rpcTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
