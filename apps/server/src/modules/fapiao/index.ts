import type { FastifyInstance } from 'fastify';
import { fapiaoRoutes } from './fapiao.routes.ts';

/** Routes of the fapiao module (registered under /api). */
export default async function fapiaoModule(app: FastifyInstance) {
  await app.register(fapiaoRoutes);
}
