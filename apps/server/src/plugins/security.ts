import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Origins allowed by CORS_ORIGINS (comma-separated); none means same-origin only. */
export function allowedOrigins(setting: string): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
  );
}

/** The CSP of the built SPA: own scripts only, inline styles (antd injects them), data: and remote images. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Helmet's default protections with our CSP, as one fixed header set. It is built once: @fastify/helmet rebuilds its
 * middleware on every request, a measurable share of a short API call. No upgrade-insecure-requests: a plain-HTTP
 * deployment (an intranet address) would break its own scripts. No cross-origin embedder policy: the SPA shows
 * images from other origins (avatars, QR codes).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Methods a preflight may announce. */
const CORS_METHODS = 'GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS';
/** Seconds a browser may keep a preflight's answer. */
const CORS_MAX_AGE = '600';

/**
 * What every answer to a request without an Origin header carries (nearly every request): the security headers, and
 * `Vary: Origin` so a shared cache never hands this answer to a cross-origin caller. Built once.
 */
const SAME_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  vary: 'Origin',
  'access-control-allow-credentials': 'true',
});
const CROSS_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...SECURITY_HEADERS, vary: 'Origin' });

/**
 * Security headers on every answer, and CORS for the configured origins (credentials allowed, preflights answered
 * before any other hook so authentication never sees them). One hook with fixed header sets: the request without
 * an Origin header, the common case, does no CORS work at all.
 */
async function securityPlugin(app: FastifyInstance) {
  const origins = allowedOrigins(app.ctx.config.CORS_ORIGINS);

  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (origin === undefined) {
      reply.headers(SAME_ORIGIN_HEADERS);
      return done();
    }
    reply.headers(CROSS_ORIGIN_HEADERS);
    // An origin not listed gets no CORS headers: the browser refuses the answer to the page.
    if (!origins.has(origin)) return done();
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (req.raw.method !== 'OPTIONS') return done();
    if (!req.headers['access-control-request-method']) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply.header('access-control-allow-methods', CORS_METHODS);
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const requested = req.headers['access-control-request-headers'];
    if (requested !== undefined) reply.header('access-control-allow-headers', requested);
    reply.header('access-control-max-age', CORS_MAX_AGE);
    // Safari waits for a body on a 204 without a length.
    reply.code(204).header('content-length', '0').send();
  });
}

export default fp(securityPlugin, { name: 'security' });
