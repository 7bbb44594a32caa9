import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogue, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { authOf, optionalAuth, requireAuth } from '../auth/auth.guard.ts';
import { templateDetail, templateFeedback, templateQuestionnaire, templateSample } from './templates.service.ts';

const tags = ['catalogue'];
const security = [{ bearer: [] }];

/** The template page: introduction, sample, usage notes, disclaimer, problem feedback; the questionnaire source. */
export async function templatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/templates/:id',
    {
      preHandler: optionalAuth,
      schema: { tags, security, summary: 'A catalogue template with its page texts and the packages that contain it', params: catalogue.templateIdParams, response: { 200: envelopeOf(catalogue.templateDetailAnswer) } },
    },
    async (req) => ok(await templateDetail(req.server.ctx, req.auth?.userId ?? null, req.params.id)),
  );

  r.get(
    '/templates/:id/sample',
    {
      schema: {
        tags,
        summary: 'The sample contract as HTML, in a scene (default: the first offered) and layout; open to visitors',
        params: catalogue.templateIdParams,
        querystring: catalogue.sampleQuery,
        // Refusals of this call (scene not offered, coming soon) travel as HTTP 200 envelopes without datas.
        response: { 200: envelopeOf(catalogue.sampleAnswer.nullable()) },
      },
    },
    async (req) => ok(await templateSample(req.server.ctx, req.params.id, req.query)),
  );

  r.get(
    '/templates/:id/questionnaire',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The template for the questionnaire runtime: in full when entitled, else clause texts withheld (headings-only preview)',
        params: catalogue.templateIdParams,
        querystring: catalogue.questionnaireQuery,
        response: { 200: envelopeOf(catalogue.questionnaireAnswer.nullable()) },
      },
    },
    async (req) => ok(await templateQuestionnaire(req.server.ctx, authOf(req).userId, req.params.id, req.query.contractId)),
  );

  r.post(
    '/templates/:id/feedback',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        security,
        summary: 'Report a problem with a template (visitors too; limited per client address)',
        params: catalogue.templateIdParams,
        body: catalogue.feedbackBody,
        response: { 200: envelopeOf(catalogue.feedbackAnswer) },
      },
    },
    async (req) => ok(await templateFeedback(req.server.ctx, req.auth?.userId ?? null, clientIp(req), req.params.id, req.body)),
  );
}
