import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { listMessages, readAllMessages, readMessage, unreadCount } from './messages.service.ts';

const tags = ['messages'];
const security = [{ bearer: [] }];
const unreadAnswer = envelopeOf(z.object({ count: z.number() }));
const idParams = z.object({ id: z.coerce.number().int().positive() });
const kindQuery = z.object({ kind: z.enum(accounts.MESSAGE_KINDS).optional() });

/** Mails and Bulletin: the logged-in user's letters and everyone's notices. */
export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.get(
    '/messages',
    { schema: { tags, security, summary: 'Mails and Bulletin, newest first', querystring: accounts.messagesQuery, response: { 200: envelopeOf(accounts.messagesAnswer) } } },
    async (req) => ok(await listMessages(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/messages/unread',
    { schema: { tags, security, summary: 'Unread count for the header', response: { 200: unreadAnswer } } },
    async (req) => ok(await unreadCount(req.server.ctx, authOf(req).userId)),
  );

  r.put(
    '/messages/readAll',
    { schema: { tags, security, summary: 'Mark every message (optionally of one kind) read; answers the unread count left', querystring: kindQuery, response: { 200: unreadAnswer } } },
    async (req) => ok(await readAllMessages(req.server.ctx, authOf(req).userId, req.query.kind)),
  );

  r.put(
    '/messages/:id/read',
    { schema: { tags, security, summary: 'Mark one message read; answers the unread count left', params: idParams, response: { 200: unreadAnswer } } },
    async (req) => ok(await readMessage(req.server.ctx, authOf(req).userId, req.params.id)),
  );
}
