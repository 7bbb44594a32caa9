import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fapiao as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { answer } from '../drafts/answer-schema.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { createInfo, editInfo, listInfos, removeInfo, setDefaultInfo } from './infos.service.ts';
import { cancelRequest, createRequest, getInvoiceable, getRequest, getRequests } from './requests.service.ts';

const tags = ['fapiao'];
const security = [{ bearer: [] }];

/** Fapiao management: information sets, invoiceable orders, requests (paper fapiao by mail). */
export async function fapiaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);
  const uid = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;

  r.get('/fapiao/infos', { schema: { tags, security, summary: 'Saved fapiao information sets (at most 3, one default)', response: { 200: answer(api.infosAnswer) } } }, async (req) =>
    ok(await listInfos(req.server.ctx, uid(req))),
  );
  r.post(
    '/fapiao/infos',
    { schema: { tags, security, summary: 'Save an information set; required fields follow the fapiao type', body: api.infoBody, response: { 200: answer(api.infoView) } } },
    async (req) => ok(await createInfo(req.server.ctx, uid(req), req.body)),
  );
  r.put(
    '/fapiao/infos/:id',
    { schema: { tags, security, summary: 'Edit an information set', params: api.idParams, body: api.infoBody, response: { 200: answer(api.infoView) } } },
    async (req) => ok(await editInfo(req.server.ctx, uid(req), req.params.id, req.body)),
  );
  r.put(
    '/fapiao/infos/:id/default',
    { schema: { tags, security, summary: 'Make an information set the default', params: api.idParams, response: { 200: answer(api.infoView) } } },
    async (req) => ok(await setDefaultInfo(req.server.ctx, uid(req), req.params.id)),
  );
  r.delete(
    '/fapiao/infos/:id',
    { schema: { tags, security, summary: 'Delete an information set (the oldest remaining one becomes default)', params: api.idParams, response: { 200: answer(z.object({ ok: z.literal(true) })) } } },
    async (req) => ok(await removeInfo(req.server.ctx, uid(req), req.params.id)),
  );

  r.get(
    '/fapiao/orders',
    { schema: { tags, security, summary: 'Orders that can be invoiced: paid through Alipay or WeChat Pay, not yet requested; with count and sum', response: { 200: answer(api.invoiceableAnswer) } } },
    async (req) => ok(await getInvoiceable(req.server.ctx, uid(req))),
  );
  r.get(
    '/fapiao/requests',
    { schema: { tags, security, summary: 'Fapiao requests, newest first', querystring: api.requestsQuery, response: { 200: answer(api.requestsAnswer) } } },
    async (req) => ok(await getRequests(req.server.ctx, uid(req), req.query)),
  );
  r.post(
    '/fapiao/requests',
    { schema: { tags, security, summary: 'Request a fapiao for orders with an information set and a mailing address', body: api.requestBody, response: { 200: answer(api.requestDetail) } } },
    async (req) => ok(await createRequest(req.server.ctx, uid(req), req.body)),
  );
  r.get(
    '/fapiao/requests/:no',
    { schema: { tags, security, summary: 'One fapiao request with its orders', params: api.requestNoParams, response: { 200: answer(api.requestDetail) } } },
    async (req) => ok(await getRequest(req.server.ctx, uid(req), req.params.no)),
  );
  r.post(
    '/fapiao/requests/:no/cancel',
    { schema: { tags, security, summary: 'Cancel a request still at 1 Request Received; its orders can be invoiced again', params: api.requestNoParams, response: { 200: answer(api.requestDetail) } } },
    async (req) => ok(await cancelRequest(req.server.ctx, uid(req), req.params.no)),
  );
}
