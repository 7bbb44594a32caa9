import type { FastifyInstance } from 'fastify';
import { contractsRoutes } from './contracts.routes.ts';
import { groupsRoutes } from './groups.routes.ts';

/** Routes of the contracts module: My Contracts and its groups (registered under /api). */
export default async function contractsModule(app: FastifyInstance) {
  await app.register(contractsRoutes);
  await app.register(groupsRoutes);
}
