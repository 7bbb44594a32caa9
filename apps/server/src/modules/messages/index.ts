import type { FastifyInstance } from 'fastify';
import { messagesRoutes } from './messages.routes.ts';

/** Routes of the messages module (registered under /api). */
export default async function messagesModule(app: FastifyInstance) {
  await app.register(messagesRoutes);
}
