import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { authOf, optionalAuth, requireAuth } from '../auth/auth.guard.ts';
import { callbackPage } from './callback.page.ts';
import { createQrState, handleCallback, pollState } from './wechat.service.ts';
import { bindWechat, unbindWechat, wxBind, wxBindNext } from './wxbind.service.ts';

const tags = ['wechat'];
const security = [{ bearer: [] }];
const stateParams = z.object({ state: z.string().min(1).max(200) });
const pollQuery = z.object({ platform: z.enum(accounts.PLATFORMS).default('pc') });
const callbackQuery = z.object({ code: z.string().max(512).optional(), state: z.string().max(200).optional() });
const bindAnswer = z.object({ unionid: z.string().nullable(), wxNickname: z.string().nullable() });
const meta = (req: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(req), userAgent: userAgent(req) });

/** WeChat QR login (desktop qrcode + bindPhone pages) and binding (bindQrcode, bindWx pages). */
export async function wechatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/wx/qrcode',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'Start a WeChat QR login, or a binding (logged in)', body: accounts.wxQrcodeBody, response: { 200: envelopeOf(accounts.wxQrcodeAnswer.nullable()) } },
    },
    async (req) => ok(await createQrState(req.server.ctx, { ...req.body, userId: req.auth?.userId ?? null })),
  );

  r.get(
    '/wx/qrcode/:state',
    {
      schema: {
        tags,
        summary: 'Poll a QR state: 212102 while waiting, then scanned, then confirmed (token, or ticket for bindPhone)',
        params: stateParams,
        querystring: pollQuery,
        response: { 200: envelopeOf(accounts.wxStateAnswer.nullable()) },
      },
    },
    async (req) => ok(await pollState(req.server.ctx, req.params.state, { platform: req.query.platform, ...meta(req) })),
  );

  r.get(
    '/wx/callback',
    { schema: { tags, summary: "WeChat's redirect after the phone answered: an HTML page for the phone", querystring: callbackQuery } },
    async (req, reply) => {
      const page = callbackPage(await handleCallback(req.server.ctx, req.query));
      return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    },
  );

  r.post(
    '/tokens/wxbind',
    { schema: { tags, summary: 'bindPhone step 1: prove a phone by SMS code (purpose bind)', body: accounts.wxBindBody, response: { 200: envelopeOf(accounts.wxBindAnswer.nullable()) } } },
    async (req) => ok(await wxBind(req.server.ctx, req.body, meta(req))),
  );

  r.post(
    '/tokens/wxbind/next',
    { schema: { tags, summary: 'bindPhone step 2: set a password; creates the account bound to WeChat', body: accounts.wxBindNextBody, response: { 200: envelopeOf(accounts.wxBindAnswer.nullable()) } } },
    async (req) => ok(await wxBindNext(req.server.ctx, req.body, meta(req))),
  );

  r.put(
    '/users/bind',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: 'Bind the WeChat account confirmed on a bind QR state', body: accounts.bindBody, response: { 200: envelopeOf(bindAnswer.nullable()) } },
    },
    async (req) => ok(await bindWechat(req.server.ctx, authOf(req).userId, req.body.state)),
  );

  r.delete(
    '/users/bind',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Unbind WeChat (needs a phone and a password)', response: { 200: envelopeOf(bindAnswer.nullable()) } } },
    async (req) => ok(await unbindWechat(req.server.ctx, authOf(req).userId)),
  );
}
