import type { FastifyInstance } from 'fastify';
import { openAuthFeed } from './auth-feed.ts';
import { attachSessionCache, detachSessionCache, SessionCheckCache } from './session-cache.ts';

/**
 * Gives this app instance its cache of session checks, fed by the database's change announcements. The cache starts
 * disabled and is enabled only once the instance listens; AUTH_CACHE_SECONDS=0 leaves it out altogether.
 */
export async function sessionCachePlugin(app: FastifyInstance) {
  const { ctx } = app;
  const ttlMs = ctx.config.AUTH_CACHE_SECONDS * 1000;
  if (ttlMs <= 0) return;
  const cache = new SessionCheckCache(ttlMs);
  attachSessionCache(ctx, cache);
  const feed = await openAuthFeed(ctx.db, ctx.log, {
    change: (userId) => cache.dropUser(userId),
    up: () => cache.enable(),
    down: () => cache.disable(),
  });
  app.addHook('onClose', async () => {
    detachSessionCache(ctx);
    await feed.close();
  });
}
