import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogue, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { optionalAuth } from '../auth/auth.guard.ts';
import { hotPackages, incWatchNum, listPackagesPage, packageDetail } from './packages.service.ts';

const tags = ['catalogue'];
const security = [{ bearer: [] }];

/** Product packages (spec §7, §9). Open to visitors; a token adds the user's subscribed and favourite flags. */
export async function packagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/productpkgs',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        security,
        summary: 'Packages of an application type (productType 1 review by default, 4 drafting); close=true lists closed ones (the free trial) too',
        querystring: catalogue.packagesQuery,
        response: { 200: envelopeOf(catalogue.packagesAnswer) },
      },
    },
    async (req) => ok(await listPackagesPage(req.server.ctx, req.auth?.userId ?? null, req.query)),
  );

  r.get(
    '/productpkgs/hot',
    {
      preHandler: optionalAuth,
      schema: { tags, security, summary: 'Packages for sale, hot first, at most 6', querystring: catalogue.hotPackagesQuery, response: { 200: envelopeOf(catalogue.hotPackagesAnswer) } },
    },
    async (req) => ok(await hotPackages(req.server.ctx, req.auth?.userId ?? null, req.query.productType)),
  );

  r.put(
    '/productpkgs/incwatchnum',
    { schema: { tags, summary: 'Count one view of a package; answers the new count', querystring: catalogue.incWatchQuery, response: { 200: envelopeOf(catalogue.incWatchAnswer) } } },
    async (req) => ok(await incWatchNum(req.server.ctx, req.query.id)),
  );

  r.get(
    '/productpkgs/:id',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        security,
        summary: 'A package with its introduction and its templates grouped by category',
        params: catalogue.packageIdParams,
        response: { 200: envelopeOf(catalogue.packageDetailAnswer) },
      },
    },
    async (req) => ok(await packageDetail(req.server.ctx, req.auth?.userId ?? null, req.params.id)),
  );
}
