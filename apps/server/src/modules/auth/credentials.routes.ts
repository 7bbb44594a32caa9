import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { authOf, requireAuth } from './auth.guard.ts';
import { createChallenge, verifyChallenge } from './captcha.service.ts';
import { mergeBodyIntoQuery } from './merge-params.ts';
import { changePassword, resetPasswordByPhone } from './passwords.service.ts';
import { sendSmsCode } from './sms.service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];
const nullAnswer = { 200: envelopeOf(z.null()) };

/** Passwords, SMS codes and the click-to-verify captcha. */
export async function credentialsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/passwords/phone',
    {
      preValidation: mergeBodyIntoQuery,
      schema: {
        tags,
        summary: 'Forgotten password: phone, SMS code (purpose reset) and the new password. Ends every session of the account',
        querystring: accounts.resetPasswordBody,
        response: nullAnswer,
      },
    },
    async (req) => ok(await resetPasswordByPhone(req.server.ctx, req.query, clientIp(req))),
  );

  r.put(
    '/passwords/password',
    {
      preValidation: mergeBodyIntoQuery,
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change password (old and new; the new one must differ). Ends every session, this one included',
        querystring: accounts.changePasswordBody,
        response: nullAnswer,
      },
    },
    async (req) => ok(await changePassword(req.server.ctx, authOf(req), req.query, clientIp(req))),
  );

  r.post(
    '/sms/code',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit SMS code; spends a captcha token. Limited per phone (interval, daily) and per IP (hourly)',
        body: accounts.sendSmsBody,
        response: { 200: envelopeOf(accounts.sendSmsAnswer.nullable()) },
      },
    },
    async (req) => ok(await sendSmsCode(req.server.ctx, req.body, clientIp(req))),
  );

  r.post(
    '/captcha',
    { schema: { tags, summary: 'A click-to-verify challenge: find nonce with sha256(salt + nonce) starting with `difficulty` zero bits', response: { 200: envelopeOf(accounts.captchaChallenge) } } },
    async (req) => ok(await createChallenge(req.server.ctx)),
  );

  r.post(
    '/captcha/verify',
    {
      schema: {
        tags,
        summary: 'Check a nonce; answers a single-use captcha token for POST /sms/code',
        body: accounts.captchaVerifyBody,
        response: { 200: envelopeOf(accounts.captchaVerifyAnswer.nullable()) },
      },
    },
    async (req) => ok(await verifyChallenge(req.server.ctx, req.body)),
  );
}
