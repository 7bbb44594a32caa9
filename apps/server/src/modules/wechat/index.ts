import type { FastifyInstance } from 'fastify';
import { wechatRoutes } from './wechat.routes.ts';

/** Routes of the wechat module (registered under /api). */
export default async function wechatModule(app: FastifyInstance) {
  await app.register(wechatRoutes);
}
