import type { FastifyInstance } from 'fastify';

/** Routes of the dev module (registered under /api). */
export default async function devModule(_app: FastifyInstance) {}
