import type { FastifyInstance } from 'fastify';
import { credentialsRoutes } from './credentials.routes.ts';
import { sessionCachePlugin } from './session-cache.plugin.ts';
import { tokensRoutes } from './tokens.routes.ts';

/** Routes of the auth module (registered under /api), and the cache of session checks the guard uses. */
export default async function authModule(app: FastifyInstance) {
  await sessionCachePlugin(app);
  await app.register(tokensRoutes);
  await app.register(credentialsRoutes);
}
