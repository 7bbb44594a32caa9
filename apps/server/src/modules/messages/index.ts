import type { FastifyInstance } from 'fastify';

/** Routes of the messages module (registered under /api). */
export default async function messagesModule(_app: FastifyInstance) {}
