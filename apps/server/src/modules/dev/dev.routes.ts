import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../errors.ts';
import { opsRoutes } from './ops.routes.ts';

const outboxQuery = z.object({ to: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Developer and operator calls: the sandbox outbox, and the localhost-only ops API (ops.routes.ts). */
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

  await app.register(opsRoutes);
}
