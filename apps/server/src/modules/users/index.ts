import type { FastifyInstance } from 'fastify';

/** Routes of the users module (registered under /api). */
export default async function usersModule(_app: FastifyInstance) {}
