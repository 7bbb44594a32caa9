import type { FastifyInstance } from 'fastify';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/** Routes of My Subscriptions (registered under /api). */
export default async function subscriptionsModule(app: FastifyInstance) {
  await app.register(subscriptionsRoutes);
}
