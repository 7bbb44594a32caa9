import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from './orders.routes.ts';

/** Routes of the orders module (registered under /api). */
export default async function ordersModule(app: FastifyInstance) {
  await app.register(ordersRoutes);
}
