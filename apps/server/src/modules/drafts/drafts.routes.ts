import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drafting as api } from '@lexbridge/contract';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { answer } from './answer-schema.ts';
import { userAgent } from '../../lib/request-meta.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { createDraft, deleteDraft, getDraft, listDrafts, saveDraft } from './drafts.service.ts';
import { generate } from './generate.service.ts';

const tags = ['drafting'];
const security = [{ bearer: [] }];

/** Questionnaire drafts: start, resume, autosave, generate a contract. */
export async function draftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.post(
    '/drafts',
    { schema: { tags, security, summary: 'Start a questionnaire (new, copy or revise); PC only', body: api.createDraftBody, response: { 200: answer(api.draftView) } } },
    async (req) => ok(await createDraft(req.server.ctx, authOf(req).userId, { ...req.body, userAgent: userAgent(req) })),
  );

  r.get(
    '/drafts',
    { schema: { tags, security, summary: 'Open drafts to resume, latest first', querystring: api.draftsQuery, response: { 200: answer(api.draftsAnswer) } } },
    async (req) => ok(await listDrafts(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/drafts/:id',
    { schema: { tags, security, summary: 'One open draft with its answers and entitlement', params: api.draftIdParams, response: { 200: answer(api.draftView) } } },
    async (req) => ok(await getDraft(req.server.ctx, authOf(req).userId, req.params.id)),
  );

  r.put(
    '/drafts/:id',
    {
      schema: { tags, security, summary: 'Autosave answers; the revision must be the stored one (else DRAFT_CONFLICT)', params: api.draftIdParams, body: api.saveDraftBody, response: { 200: answer(api.saveDraftAnswer) } },
    },
    async (req) => ok(await saveDraft(req.server.ctx, authOf(req).userId, req.params.id, req.body)),
  );

  r.delete(
    '/drafts/:id',
    { schema: { tags, security, summary: 'Discard an open draft', params: api.draftIdParams, response: { 200: answer(z.object({ id: z.string() })) } } },
    async (req) => ok(await deleteDraft(req.server.ctx, authOf(req).userId, req.params.id)),
  );

  r.post(
    '/drafts/:id/generate',
    {
      schema: {
        tags,
        security,
        summary: 'Validate the answers and make the contract (or its next version); incomplete answers → 100001 with the fields',
        params: api.draftIdParams,
        querystring: api.generateQuery,
        response: { 200: answer(api.generateAnswer) },
      },
    },
    async (req) => ok(await generate(req.server.ctx, authOf(req).userId, req.params.id, { lang: req.query.lang, userAgent: userAgent(req) })),
  );
}
