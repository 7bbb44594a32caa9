import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commerce as api } from '@lexbridge/contract';
import { handleNotification } from './notify.service.ts';

/** A notification is small; anything bigger is not from a payment provider. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Provider notifications. The signature covers the exact bytes sent, so this plugin (encapsulated) keeps every
 * body as raw text instead of parsing it; the answer is what the provider expects, not our envelope.
 */
export async function notifyRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/payments/notify/:channel',
    { schema: { tags: ['commerce'], summary: "A payment provider's asynchronous notification (Alipay form, WeChat Pay v3 JSON, sandbox JSON); answered in the provider's own format", params: api.notifyParams } },
    async (req, reply) => {
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const ack = await handleNotification(req.server.ctx, req.params.channel, { headers, body: typeof req.body === 'string' ? req.body : '' });
      return reply.code(ack.status).type(ack.contentType).send(ack.body);
    },
  );
}
