import type { FastifyInstance } from 'fastify';

/** Routes of the elogin module (registered under /api). */
export default async function eloginModule(_app: FastifyInstance) {}
