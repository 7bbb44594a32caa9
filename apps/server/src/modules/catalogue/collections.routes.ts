import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogue, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { authOf, optionalAuth, requireAuth } from '../auth/auth.guard.ts';
import { collect, listCollections, uncollect } from './favourites.service.ts';
import { search } from './search.service.ts';

const tags = ['catalogue'];
const security = [{ bearer: [] }];

/** My Favorites (packages and templates) and the header search. */
export async function collectionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/collections',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Add a package or template to My Favorites', body: catalogue.collectBody, response: { 200: envelopeOf(catalogue.collectAnswer) } } },
    async (req) => ok(await collect(req.server.ctx, authOf(req).userId, req.body)),
  );

  r.delete(
    '/collections',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Remove a package or template from My Favorites', querystring: catalogue.uncollectQuery, response: { 200: envelopeOf(catalogue.collectAnswer) } } },
    async (req) => ok(await uncollect(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/collections',
    { preHandler: requireAuth, schema: { tags, security, summary: 'My Favorites, newest first', querystring: catalogue.collectionsQuery, response: { 200: envelopeOf(catalogue.collectionsAnswer) } } },
    async (req) => ok(await listCollections(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/search',
    {
      preHandler: optionalAuth,
      schema: { tags, security, summary: 'Search templates and packages by name and introduction, in both languages', querystring: catalogue.searchQuery, response: { 200: envelopeOf(catalogue.searchAnswer) } },
    },
    async (req) => ok(await search(req.server.ctx, req.auth?.userId ?? null, req.query)),
  );
}
