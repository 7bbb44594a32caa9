import type { FastifyInstance } from 'fastify';

/** Routes of the auth module (registered under /api). */
export default async function authModule(_app: FastifyInstance) {}
