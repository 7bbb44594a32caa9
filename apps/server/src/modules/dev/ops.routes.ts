import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { staffMove, staffRequest, staffRequests } from '../fapiao/staff.service.ts';
import { staffOrder, staffRefund } from '../orders/staff.service.ts';
import { assertOpsRequest, OPS_KEY_HEADER } from './ops-key.ts';
import {
  opsEloginAnswer,
  opsEloginBody,
  opsFapiaoQuery,
  opsMailBody,
  opsOrderDetail,
  opsOrderParams,
  opsRefundBody,
  opsRejectBody,
  opsRequestDetail,
  opsRequestParams,
  opsRequestsAnswer,
} from './ops.schema.ts';
import { issueStaffLoginLink } from './ops.service.ts';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const answer = <T extends Parameters<typeof envelopeOf>[0]>(datas: T) => ({ 200: envelopeOf(datas.nullable()) });

/**
 * The ops API behind `npm run ops` (the product has no admin role): staff login links, fapiao handling, order
 * lookup and refunds. Hidden from the API documentation; every call must come from the machine itself with the
 * ops key, checked before the body is even parsed — from outside this API does not exist.
 */
export async function opsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (req) =>
    assertOpsRequest(req.server.ctx, {
      socketAddress: req.socket.remoteAddress,
      forwarded: Boolean(req.headers['x-forwarded-for'] || req.headers.forwarded || req.headers['x-real-ip']),
      key: header(req.headers[OPS_KEY_HEADER]),
    }),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = true;

  r.post('/ops/elogin', { schema: { hide, body: opsEloginBody, response: answer(opsEloginAnswer) } }, async (req) => ok(await issueStaffLoginLink(req.server.ctx, req.body)));

  r.get('/ops/fapiao', { schema: { hide, querystring: opsFapiaoQuery, response: answer(opsRequestsAnswer) } }, async (req) => ok(await staffRequests(req.server.ctx, req.query)));
  r.get('/ops/fapiao/:no', { schema: { hide, params: opsRequestParams, response: answer(opsRequestDetail) } }, async (req) => ok(await staffRequest(req.server.ctx, req.params.no)));
  r.post('/ops/fapiao/:no/take', { schema: { hide, params: opsRequestParams, response: answer(opsRequestDetail) } }, async (req) =>
    ok(await staffMove(req.server.ctx, req.params.no, { to: 3 })),
  );
  r.post('/ops/fapiao/:no/reject', { schema: { hide, params: opsRequestParams, body: opsRejectBody, response: answer(opsRequestDetail) } }, async (req) =>
    ok(await staffMove(req.server.ctx, req.params.no, { to: 4, reason: req.body.reason })),
  );
  r.post('/ops/fapiao/:no/mail', { schema: { hide, params: opsRequestParams, body: opsMailBody, response: answer(opsRequestDetail) } }, async (req) =>
    ok(await staffMove(req.server.ctx, req.params.no, { to: 5, logisticsCompany: req.body.logisticsCompany, trackingNo: req.body.trackingNo })),
  );

  r.get('/ops/orders/:no', { schema: { hide, params: opsOrderParams, response: answer(opsOrderDetail) } }, async (req) => ok(await staffOrder(req.server.ctx, req.params.no)));
  r.post('/ops/orders/:no/refund', { schema: { hide, params: opsOrderParams, body: opsRefundBody, response: answer(opsOrderDetail) } }, async (req) =>
    ok(await staffRefund(req.server.ctx, req.params.no, req.body.reason)),
  );
}
