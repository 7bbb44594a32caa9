import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

/** Security headers and CORS. The CSP fits the built SPA: own scripts only, inline styles (antd), data: images. */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The SPA loads images from other origins (avatars, QR codes): embedding rules would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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
