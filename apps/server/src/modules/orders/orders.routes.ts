import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commerce as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { answer } from '../drafts/answer-schema.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { createOrder, getOrder, listOrders } from './orders.service.ts';
import { payOrder } from './pay.service.ts';

const tags = ['commerce'];
const security = [{ bearer: [] }];
const client = (req: FastifyRequest, platform: 'pc' | 'mobile') => ({ platform, userAgent: userAgent(req), ip: clientIp(req) });

/** Orders: open one for an item, pay it, poll it, list the payment history; the package calls of spec §7. */
export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Open an order for a package, a single template, one generated contract or a balance top-up (price from the catalogue; PC only except top-ups)',
        body: api.createOrderBody,
        response: { 200: answer(api.orderView) },
      },
    },
    async (req) => ok(await createOrder(req.server.ctx, authOf(req).userId, req.body, client(req, req.body.platform))),
  );

  r.get(
    '/orders',
    { schema: { tags, security, summary: 'Payment history, newest first', querystring: api.ordersQuery, response: { 200: answer(api.ordersAnswer) } } },
    async (req) => ok(await listOrders(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/orders/:no',
    {
      schema: {
        tags,
        security,
        summary: "One order of its owner, as the payment dialog polls it (closed when its time is up; the provider is asked when the payment's notification is late)",
        params: api.orderNoParams,
        response: { 200: answer(api.orderView) },
      },
    },
    async (req) => ok(await getOrder(req.server.ctx, authOf(req).userId, req.params.no)),
  );

  r.post(
    '/orders/:no/pay',
    {
      schema: {
        tags,
        security,
        summary: 'Pay an order: Alipay or WeChat Pay (QR code on a PC, mobile-browser payment on a phone) or the balance (at once; not for top-ups)',
        params: api.orderNoParams,
        body: api.payOrderBody,
        response: { 200: answer(api.orderView) },
      },
    },
    async (req) => ok(await payOrder(req.server.ctx, authOf(req).userId, req.params.no, { ...client(req, req.body.platform), method: req.body.method, returnPath: req.body.returnPath })),
  );

  r.put(
    '/productpkgs/subscribe',
    { schema: { tags, security, summary: 'Subscribe to an annual package: opens its order (spec §7)', querystring: api.subscribeQuery, response: { 200: answer(api.orderView) } } },
    async (req) => {
      const q = req.query;
      return ok(await createOrder(req.server.ctx, authOf(req).userId, { kind: 'package', packageId: q.id, platform: q.platform, agentId: q.agentId, activityId: q.activityId }, client(req, q.platform)));
    },
  );

  r.put(
    '/productpkgs/ordersubmit',
    { schema: { tags, security, summary: 'Submit a package order for payment with a method (spec §7)', querystring: api.orderSubmitQuery, response: { 200: answer(api.orderView) } } },
    async (req) => ok(await payOrder(req.server.ctx, authOf(req).userId, req.query.orderNo, { ...client(req, req.query.platform), method: req.query.method })),
  );
}
