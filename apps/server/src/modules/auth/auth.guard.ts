import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../errors.ts';
import { authenticate, heldCheck, type AuthInfo } from './sessions.service.ts';

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

/**
 * Judges the token and sets `req.auth`. A check this instance already holds is answered synchronously: the hooks are
 * callback-style so the common authenticated call costs no promise and no extra turn of the event loop.
 */
function judge(req: FastifyRequest, token: string, done: HookHandlerDoneFunction): void {
  const { ctx } = req.server;
  const held = heldCheck(ctx, token);
  if (held) {
    req.auth = held;
    return done();
  }
  authenticate(ctx, token).then(
    (auth) => {
      req.auth = auth;
      done();
    },
    (err: Error) => done(err),
  );
}

/** preHandler for needAuth calls: no token → UNAUTHORIZED (401); a bad one → TOKEN_INVALID or SESSION_ENDED. */
export function requireAuth(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const token = bearerToken(req);
  if (!token) return done(new AppError('UNAUTHORIZED'));
  judge(req, token, done);
}

/** preHandler for calls open to visitors: no token → `req.auth = null`; a token that is present must be good. */
export function optionalAuth(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const token = bearerToken(req);
  if (!token) {
    req.auth = null;
    return done();
  }
  judge(req, token, done);
}

/** For handlers behind requireAuth: the auth info, typed as present. */
export function authOf(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new AppError('UNAUTHORIZED');
  return req.auth;
}
