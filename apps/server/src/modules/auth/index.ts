import type { FastifyInstance } from 'fastify';
import { credentialsRoutes } from './credentials.routes.ts';
import { tokensRoutes } from './tokens.routes.ts';

/** Routes of the auth module (registered under /api). */
export default async function authModule(app: FastifyInstance) {
  await app.register(tokensRoutes);
  await app.register(credentialsRoutes);
}
