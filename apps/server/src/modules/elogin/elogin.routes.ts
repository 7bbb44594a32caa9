import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { loginWithLink, mailLoginLink } from './elogin.service.ts';

const tags = ['elogin'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const platformQuery = z.object({ platform: z.enum(accounts.PLATFORMS).default('pc') });

/** One-time login links: mailed on request (the staff issue theirs through the ops API). */
export async function eloginRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/elogin/mail',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time login link to the account using this address; answers success whether or not one does',
        body: accounts.eloginMailBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => ok(await mailLoginLink(req.server.ctx, req.body, clientIp(req))),
  );

  r.get(
    '/elogin/:token',
    {
      schema: {
        tags,
        summary: 'Log in through a one-time link; datas is the login token',
        params: tokenParams,
        querystring: platformQuery,
        response: { 200: envelopeOf(z.string().nullable()) },
      },
    },
    async (req) => ok(await loginWithLink(req.server.ctx, req.params.token, { platform: req.query.platform, ip: clientIp(req), userAgent: userAgent(req) })),
  );
}
