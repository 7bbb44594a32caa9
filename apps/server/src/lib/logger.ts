import type { FastifyRequest } from 'fastify';

/** Fields that carry secrets. The spec sends some of them as query parameters, so URLs are scrubbed too. */
export const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'code', 'token', 'captchaToken', 'ticket'] as const;
const SECRET_SET = new Set<string>(SECRET_FIELDS.map((f) => f.toLowerCase()));
export const REDACTED = '[REDACTED]';

/** Redaction paths: the fields anywhere in a logged body, query or params, plus credentials in headers. */
export const redactPaths: string[] = [
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/** The URL with secret query values replaced; a path like /elogin/{token} keeps only its first characters. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  // A login link and a WeChat QR polling handle are bearer secrets carried in the path.
  path = path.replace(/^(\/api\/(?:elogin|wx\/qrcode)\/)([^/?]{0,6})[^/?]*/, (_, p: string, head: string) => `${p}${head}…`);
  if (q === -1) return path;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_SET.has(decoded.toLowerCase()) && eq !== -1 ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${parts.join('&')}`;
}

/** Pino options of Fastify's logger: structured JSON, secrets redacted, request URLs scrubbed. */
export function loggerOptions(level: string, extra: Record<string, unknown> = {}) {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req(req: FastifyRequest) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        };
      },
    },
    ...extra,
  };
}
