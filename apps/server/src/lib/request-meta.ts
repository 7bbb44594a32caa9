import type { FastifyRequest } from 'fastify';

/** The client's address: Fastify resolves X-Forwarded-For only when TRUST_PROXY is on, so a client cannot spoof it. */
export function clientIp(req: FastifyRequest): string {
  return req.ip || req.socket?.remoteAddress || 'unknown';
}

export function userAgent(req: FastifyRequest): string {
  const ua = req.headers['user-agent'];
  return (Array.isArray(ua) ? ua[0] : ua ?? '').slice(0, 512);
}
