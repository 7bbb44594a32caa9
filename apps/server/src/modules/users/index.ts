import type { FastifyInstance } from 'fastify';
import { usersRoutes } from './users.routes.ts';

/** Routes of the users module (registered under /api). */
export default async function usersModule(app: FastifyInstance) {
  await app.register(usersRoutes);
}
