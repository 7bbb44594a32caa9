import fp from 'fastify-plugin';
import cors from '@fastify/cors';
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

/** Security headers on every answer, and CORS for the configured origins. */
async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  const origins = allowedOrigins(app.ctx.config.CORS_ORIGINS);
  await app.register(cors, {
    origin(origin, cb) {
      // No Origin header: same-origin navigation or a non-browser client; CORS does not apply.
      if (!origin) return cb(null, true);
      cb(null, origins.has(origin));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
