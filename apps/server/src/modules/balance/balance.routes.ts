import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commerce as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { answer } from '../drafts/answer-schema.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { topUp } from './topup.service.ts';
import { getBalance, getLedger } from './balance.service.ts';

const tags = ['commerce'];
const security = [{ bearer: [] }];

/** The account balance: how much, its history, and the top-up form. */
export async function balanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.get('/balance', { schema: { tags, security, summary: 'The account balance in fen', response: { 200: answer(api.balanceAnswer) } } }, async (req) =>
    ok(await getBalance(req.server.ctx, authOf(req).userId)),
  );

  r.get(
    '/balance/ledger',
    { schema: { tags, security, summary: 'Every change of the balance (top-ups and purchases), newest first', querystring: api.ledgerQuery, response: { 200: answer(api.ledgerAnswer) } } },
    async (req) => ok(await getLedger(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.post(
    '/balance/topup',
    {
      schema: {
        tags,
        security,
        summary: 'Top up the balance: opens a top-up order and its Alipay or WeChat Pay payment (the balance cannot pay a top-up)',
        body: api.topupBody,
        response: { 200: answer(api.orderView) },
      },
    },
    async (req) => ok(await topUp(req.server.ctx, authOf(req).userId, req.body, { platform: req.body.platform, userAgent: userAgent(req), ip: clientIp(req) })),
  );
}
