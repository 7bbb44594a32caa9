import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogue, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { optionalAuth } from '../auth/auth.guard.ts';
import { classifyTree, recommendedClassifies, scenesOfTemplate, templatesInScene, templatesUnder } from './classifies.service.ts';

const tags = ['catalogue'];
const security = [{ bearer: [] }];
const templates = { 200: envelopeOf(catalogue.templateListAnswer) };

/** Classifications and template scenes (spec §3, §7). Open to visitors; a token adds the user's flags. */
export async function classifiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classifies/tree',
    { schema: { tags, summary: 'The classification tree (first level with its children)', response: { 200: envelopeOf(catalogue.classifyTreeAnswer) } } },
    async (req) => ok(await classifyTree(req.server.ctx)),
  );

  r.get(
    '/classifies/recommended',
    {
      preHandler: optionalAuth,
      schema: { tags, security, summary: 'Recommended first-level classifications with their templates and scenes', response: { 200: envelopeOf(catalogue.recommendedAnswer) } },
    },
    async (req) => ok(await recommendedClassifies(req.server.ctx, req.auth?.userId ?? null)),
  );

  r.get(
    '/classifies/all',
    {
      preHandler: optionalAuth,
      schema: { tags, security, summary: 'Every template under a classification (first or second level), or every template', querystring: catalogue.classifyAllQuery, response: templates },
    },
    async (req) => ok(await templatesUnder(req.server.ctx, req.auth?.userId ?? null, req.query.classifyId)),
  );

  r.get(
    '/templateSceneType',
    { schema: { tags, summary: 'The scenes a template is offered in', querystring: catalogue.templateScenesQuery, response: { 200: envelopeOf(catalogue.templateScenesAnswer) } } },
    async (req) => ok(await scenesOfTemplate(req.server.ctx, req.query.templateId)),
  );

  r.get(
    '/templateSceneType/listBySceneType',
    { preHandler: optionalAuth, schema: { tags, security, summary: 'Templates offered in a scene', querystring: catalogue.bySceneQuery, response: templates } },
    async (req) => ok(await templatesInScene(req.server.ctx, req.auth?.userId ?? null, req.query.sceneType)),
  );

  r.get(
    '/templateSceneType/listByPid',
    { preHandler: optionalAuth, schema: { tags, security, summary: 'Templates with their scenes under a classification', querystring: catalogue.byPidQuery, response: templates } },
    async (req) => ok(await templatesUnder(req.server.ctx, req.auth?.userId ?? null, req.query.pid)),
  );
}
