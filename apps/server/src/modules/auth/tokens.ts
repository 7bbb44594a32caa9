import { SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';
import { getJwtSecret } from '../../lib/secrets.ts';
import { verifyHs256 } from './hs256.ts';

/**
 * Login tokens: HS256 JWTs carrying the user id (`sub`) and the session id (`sid`). The signature and expiry are
 * checked here against the injected clock; whether the session is still alive is the guard's question.
 */
export interface TokenClaims {
  userId: number;
  sessionId: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

export async function signToken(ctx: AppContext, userId: number, sessionId: string, nowMs: number): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ctx.config.TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await getJwtSecret(ctx));
  return { token, expiresAt: exp * 1000 };
}

/** The claims of a well-signed, unexpired token; null for anything else (tampered, expired, malformed). */
export async function readToken(ctx: AppContext, token: string): Promise<TokenClaims | null> {
  const payload = verifyHs256(token, await getJwtSecret(ctx), ctx.clock.now());
  if (!payload) return null;
  const userId = Number(payload.sub);
  const sessionId = payload.sid;
  if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
  return { userId, sessionId, expiresAt: (payload.exp as number) * 1000 };
}
