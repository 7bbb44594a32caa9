import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../errors.ts';
import { assertOpsRequest, OPS_KEY_HEADER } from './ops-key.ts';
import { opsEloginAnswer, opsEloginBody } from './ops.schema.ts';
import { issueStaffLoginLink } from './ops.service.ts';

const outboxQuery = z.object({ to: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Developer and operator calls: the sandbox outbox, and the localhost-only ops API. */
export async function devRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'What the sandbox providers sent (SMS, mail), newest first; exists only while a sandbox provider is active',
        querystring: outboxQuery,
        response: { 200: envelopeOf(accounts.outboxAnswer.nullable()) },
      },
    },
    async (req) => {
      const { outbox } = req.server.ctx.providers;
      if (!outbox) throw new AppError('NOT_FOUND');
      return ok(await outbox.list(req.query.limit, req.query.to));
    },
  );

  r.post(
    '/ops/elogin',
    {
      schema: { hide: true, body: opsEloginBody, response: { 200: envelopeOf(opsEloginAnswer.nullable()) } },
      // Before the body is even parsed: outside the machine this API does not exist.
      onRequest: async (req) =>
        assertOpsRequest(req.server.ctx, {
          socketAddress: req.socket.remoteAddress,
          forwarded: Boolean(req.headers['x-forwarded-for'] || req.headers.forwarded || req.headers['x-real-ip']),
          key: header(req.headers[OPS_KEY_HEADER]),
        }),
    },
    async (req) => ok(await issueStaffLoginLink(req.server.ctx, req.body)),
  );
}
