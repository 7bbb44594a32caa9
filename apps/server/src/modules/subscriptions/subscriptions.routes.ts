import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscriptions as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { answer } from '../drafts/answer-schema.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { getSubscription, listPurchasedTemplates, listSubscriptions } from './subscriptions.service.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

/** The schema of a read of the caller's own rows: what it is, its query or path parameters, and its answer. */
const read = <I extends { querystring?: z.ZodType; params?: z.ZodType }, A extends z.ZodType>(summary: string, input: I, datas: A) => ({
  schema: { tags, security, summary, ...input, response: { 200: answer(datas) } },
});

/** My Subscriptions: package subscriptions, free-trial packages and purchased templates of the caller. */
export async function subscriptionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.get(
    '/subscriptions',
    read(
      'Package subscriptions (type subscribe) or free-trial packages (type trial), newest first; status computed from the dates (due soon: within SUBSCRIPTION_DUE_SOON_DAYS of expiry, TRIAL_DUE_SOON_DAYS for a trial)',
      { querystring: api.subscriptionsQuery },
      api.subscriptionsAnswer,
    ),
    async (req) => ok(await listSubscriptions(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/subscriptions/templates',
    read('Templates bought on their own, newest first, with their usage status (used once a contract was generated from one)', { querystring: api.purchasedTemplatesQuery }, api.purchasedTemplatesAnswer),
    async (req) => ok(await listPurchasedTemplates(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/subscriptions/:id',
    read("One of the caller's subscriptions with the templates of its package", { params: api.subscriptionIdParams }, api.subscriptionDetail),
    async (req) => ok(await getSubscription(req.server.ctx, authOf(req).userId, req.params.id)),
  );
}
