import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf, errorMessages, ErrorCodes, formatTime } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { authOf, bearerToken, requireAuth } from './auth.guard.ts';
import { loginWithAccountPassword, loginWithPhoneCode, loginWithPhonePassword } from './login.service.ts';
import { mergeBodyIntoQuery } from './merge-params.ts';
import { endSession, renewToken, signedInElsewhere, tokenExpiry } from './sessions.service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];
// Refusals that travel as HTTP 200 (e.g. a wrong password) carry `datas: null`, so every answer schema allows it.
const tokenAnswer = { 200: envelopeOf(z.string().nullable()) };
const nullAnswer = { 200: envelopeOf(z.null()) };

/** Login, renewal, logout and the "signed in elsewhere" notice (spec §7). */
export async function tokensRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (req: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(req), userAgent: userAgent(req) });

  r.post(
    '/tokens/phonepwd',
    {
      preValidation: mergeBodyIntoQuery,
      schema: { tags, summary: 'Login type 1: country code, phone and password; answers the token', querystring: accounts.loginPhonePasswordQuery, response: tokenAnswer },
    },
    async (req) => ok(await loginWithPhonePassword(req.server.ctx, req.query, meta(req))),
  );

  r.post(
    '/tokens/phone',
    {
      preValidation: mergeBodyIntoQuery,
      schema: {
        tags,
        summary: 'Login type 2: phone and SMS code (purpose login); an unregistered phone answers PHONE_UNKNOWN',
        querystring: accounts.loginPhoneCodeQuery,
        response: tokenAnswer,
      },
    },
    async (req) => ok(await loginWithPhoneCode(req.server.ctx, req.query, meta(req))),
  );

  r.post(
    '/tokens/password',
    {
      preValidation: mergeBodyIntoQuery,
      schema: { tags, summary: 'Login type 3: account name or e-mail, and password', querystring: accounts.loginAccountPasswordQuery, response: tokenAnswer },
    },
    async (req) => ok(await loginWithAccountPassword(req.server.ctx, req.query, meta(req))),
  );

  r.get(
    '/tokens',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: 'Renew: a fresh token when this one expires within the threshold, else the same token', response: tokenAnswer },
    },
    async (req) => ok(await renewToken(req.server.ctx, authOf(req))),
  );

  r.delete(
    '/tokens',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Logout: ends the session; its tokens stop working', response: nullAnswer } },
    async (req) => ok(await endSession(req.server.ctx, authOf(req))),
  );

  r.get(
    '/expirationTokens',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Expiry of the current token (epoch ms)', response: { 200: envelopeOf(z.number().nullable()) } } },
    async (req) => ok(tokenExpiry(authOf(req))),
  );

  r.get(
    '/tokens/jwtMessage',
    {
      schema: {
        tags,
        summary: 'Code 510120 with the time (epoch ms) when the account signed in on another session since this one was last told; else datas null',
        querystring: accounts.jwtMessageQuery,
        response: { 200: envelopeOf(z.number().nullable()) },
      },
    },
    async (req) => {
      const at = await signedInElsewhere(req.server.ctx, req.query.token || bearerToken(req) || undefined);
      if (at === null) return ok(null);
      const code = ErrorCodes.SIGNED_IN_ELSEWHERE;
      return { success: true, code, ...errorMessages(code, { time: formatTime(at) }), datas: at };
    },
  );
}
