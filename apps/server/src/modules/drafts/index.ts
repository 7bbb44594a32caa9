import type { FastifyInstance } from 'fastify';
import { draftsRoutes } from './drafts.routes.ts';

/** Routes of the drafts module (registered under /api). */
export default async function draftsModule(app: FastifyInstance) {
  await app.register(draftsRoutes);
}
