import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drafting as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { answer } from '../drafts/answer-schema.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { createGroup, groupsOf, removeGroup, renameGroupOf, reorderGroups } from './groups.service.ts';

const tags = ['contracts'];
const security = [{ bearer: [] }];

/** Contract groups of My Contracts: the default group plus the user's own. */
export async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.get(
    '/contractGroups',
    { schema: { tags, security, summary: 'Groups with counts, the default group first', response: { 200: answer(api.contractGroupsAnswer) } } },
    async (req) => ok(await groupsOf(req.server.ctx, authOf(req).userId)),
  );

  r.post(
    '/contractGroups',
    { schema: { tags, security, summary: 'Create a group (name unique per user)', body: api.groupNameBody, response: { 200: answer(api.contractGroup) } } },
    async (req) => ok(await createGroup(req.server.ctx, authOf(req).userId, req.body.name)),
  );

  r.put(
    '/contractGroups/order',
    { schema: { tags, security, summary: 'Reorder the custom groups', body: api.groupOrderBody, response: { 200: answer(api.contractGroupsAnswer) } } },
    async (req) => ok(await reorderGroups(req.server.ctx, authOf(req).userId, req.body.ids)),
  );

  r.put(
    '/contractGroups/:id',
    { schema: { tags, security, summary: 'Rename a group', params: api.groupIdParams, body: api.groupNameBody, response: { 200: answer(z.object({ id: z.number(), name: z.string() })) } } },
    async (req) => ok(await renameGroupOf(req.server.ctx, authOf(req).userId, req.params.id, req.body.name)),
  );

  r.delete(
    '/contractGroups/:id',
    { schema: { tags, security, summary: 'Delete a group; its contracts go to the default group', params: api.groupIdParams, response: { 200: answer(z.object({ id: z.number() })) } } },
    async (req) => ok(await removeGroup(req.server.ctx, authOf(req).userId, req.params.id)),
  );
}
