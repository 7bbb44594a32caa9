import type { FastifyInstance } from 'fastify';
import { balanceRoutes } from './balance.routes.ts';

/** Routes of the balance module (registered under /api). */
export default async function balanceModule(app: FastifyInstance) {
  await app.register(balanceRoutes);
}
