import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { clientIp, userAgent } from '../../lib/request-meta.ts';
import { authOf, optionalAuth, requireAuth } from '../auth/auth.guard.ts';
import { mergeBodyIntoQuery } from '../auth/merge-params.ts';
import { register } from './registration.service.ts';
import { getCurrentUser, getLoginLog, saveProfile } from './users.service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

/** The current user, registration, the profile form and the login log (spec §7). */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users',
    {
      preHandler: optionalAuth,
      // Called on every page load by every visitor: the answer (a typed view) is written by generated code.
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        security,
        summary: 'The current user and WeChat binding. No token: the silent 510101; a bad token: 510100 / 100004',
        response: { 200: envelopeOf(accounts.currentUserAnswer.nullable()) },
      },
    },
    async (req) => ok(getCurrentUser(req.server.ctx, req.auth)),
  );

  r.post(
    '/users/create',
    {
      preValidation: mergeBodyIntoQuery,
      schema: {
        tags,
        summary: 'Register with phone, SMS code (purpose register), password and agreement; records agentId/activityId; answers the token',
        querystring: accounts.registerBody,
        response: { 200: envelopeOf(z.string().nullable()) },
      },
    },
    async (req) => ok(await register(req.server.ctx, req.query, { ip: clientIp(req), userAgent: userAgent(req) })),
  );

  r.post(
    '/users/info',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update the profile (form-urlencoded; transactionTypes comma-separated or repeated); answers the user view',
        body: accounts.profileBody,
        response: { 200: envelopeOf(accounts.userView.nullable()) },
      },
    },
    async (req) => ok(await saveProfile(req.server.ctx, authOf(req), req.body)),
  );

  r.get(
    '/users/loginLog',
    { preHandler: requireAuth, schema: { tags, security, summary: 'Last and this login time, and the latest 20 logins, newest first', response: { 200: envelopeOf(accounts.loginLogAnswer) } } },
    async (req) => ok(await getLoginLog(req.server.ctx, authOf(req))),
  );
}
