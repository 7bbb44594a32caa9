import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { authenticate, type AuthInfo } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / optionalAuth: the caller's user and session, or null for a visitor. */
    auth: AuthInfo | null;
  }
}

/** The bearer token of the Authorization header (spec §7: every request carries the token cookie this way). */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** preHandler for needAuth calls: no token → UNAUTHORIZED (401); a bad one → TOKEN_INVALID or SESSION_ENDED. */
export async function requireAuth(req: FastifyRequest): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHORIZED');
  req.auth = await authenticate(req.server.ctx, token);
}

/** preHandler for calls open to visitors: no token → `req.auth = null`; a token that is present must be good. */
export async function optionalAuth(req: FastifyRequest): Promise<void> {
  const token = bearerToken(req);
  req.auth = token ? await authenticate(req.server.ctx, token) : null;
}

/** For handlers behind requireAuth: the auth info, typed as present. */
export function authOf(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new AppError('UNAUTHORIZED');
  return req.auth;
}
