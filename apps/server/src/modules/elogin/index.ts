import type { FastifyInstance } from 'fastify';
import { eloginRoutes } from './elogin.routes.ts';

/** Routes of the elogin module (registered under /api). */
export default async function eloginModule(app: FastifyInstance) {
  await app.register(eloginRoutes);
}
