import type { FastifyInstance } from 'fastify';

/** Routes of the wechat module (registered under /api). */
export default async function wechatModule(_app: FastifyInstance) {}
