import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drafting as api } from '@lexbridge/contract';
import { ok } from '../../lib/envelope.ts';
import { answer } from '../drafts/answer-schema.ts';
import { userAgent } from '../../lib/request-meta.ts';
import { authOf, requireAuth } from '../auth/auth.guard.ts';
import { createDraft } from '../drafts/drafts.service.ts';
import { contractDetail, deleteContracts, listContractsOf, moveContracts, overview, renameContractOf } from './contracts.service.ts';
import { downloadContract, previewContract } from './render.service.ts';

const tags = ['contracts'];
const security = [{ bearer: [] }];

/** My Contracts: list, detail with versions, rename, preview, download, revise, copy, move, delete, overview. */
export async function contractsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireAuth);

  r.get(
    '/contracts',
    { schema: { tags, security, summary: 'Contracts, newest first; by group (default = the default group) and name', querystring: api.contractsQuery, response: { 200: answer(api.contractsAnswer) } } },
    async (req) => ok(await listContractsOf(req.server.ctx, authOf(req).userId, req.query)),
  );

  r.get(
    '/contracts/overview',
    { schema: { tags, security, summary: 'Account overview: counts, frequently used templates, recent contracts', response: { 200: answer(api.overviewAnswer) } } },
    async (req) => ok(await overview(req.server.ctx, authOf(req).userId)),
  );

  r.get(
    '/contracts/:id',
    { schema: { tags, security, summary: 'A contract with its versions', params: api.contractIdParams, response: { 200: answer(api.contractDetail) } } },
    async (req) => ok(await contractDetail(req.server.ctx, authOf(req).userId, req.params.id)),
  );

  r.put(
    '/contracts/:id',
    { schema: { tags, security, summary: 'Rename a contract', params: api.contractIdParams, body: api.renameContractBody, response: { 200: answer(api.contractItem) } } },
    async (req) => ok(await renameContractOf(req.server.ctx, authOf(req).userId, req.params.id, req.body.name)),
  );

  r.get(
    '/contracts/:id/preview',
    { schema: { tags, security, summary: 'HTML of a paid contract version (unpaid → CONTRACT_UNPAID)', params: api.contractIdParams, querystring: api.previewQuery, response: { 200: answer(api.previewAnswer) } } },
    async (req) => ok(await previewContract(req.server.ctx, authOf(req).userId, req.params.id, req.query)),
  );

  r.get(
    '/contracts/:id/download',
    { schema: { tags, security, summary: 'DOCX or PDF of a paid contract version, as an attachment (unpaid → CONTRACT_UNPAID envelope)', params: api.contractIdParams, querystring: api.downloadQuery } },
    async (req, reply) => {
      const file = await downloadContract(req.server.ctx, authOf(req).userId, req.params.id, req.query);
      return reply.header('content-type', file.contentType).header('content-disposition', file.disposition).header('cache-control', 'private, no-store').send(file.body);
    },
  );

  r.post(
    '/contracts/:id/revise',
    { schema: { tags, security, summary: 'Adjust the answers: a draft bound to the contract (generate adds a version)', params: api.contractIdParams, querystring: api.contractDraftQuery, response: { 200: answer(api.draftView) } } },
    async (req) => ok(await createDraft(req.server.ctx, authOf(req).userId, { fromContractId: req.params.id, mode: 'revise', platform: req.query.platform, userAgent: userAgent(req) })),
  );

  r.post(
    '/contracts/:id/copy',
    { schema: { tags, security, summary: "Copy-create: a draft from the contract's latest answers (generate makes a new contract)", params: api.contractIdParams, querystring: api.contractDraftQuery, response: { 200: answer(api.draftView) } } },
    async (req) => ok(await createDraft(req.server.ctx, authOf(req).userId, { fromContractId: req.params.id, mode: 'copy', platform: req.query.platform, userAgent: userAgent(req) })),
  );

  r.delete(
    '/contracts',
    { schema: { tags, security, summary: 'Remove contracts from My Contracts (empty → SELECT_CONTRACTS)', body: api.deleteContractsBody, response: { 200: answer(api.countAnswer) } } },
    async (req) => ok(await deleteContracts(req.server.ctx, authOf(req).userId, req.body.ids)),
  );

  r.put(
    '/contracts/move',
    { schema: { tags, security, summary: 'Move contracts to a group (null = default; none → SELECT_GROUPS)', body: api.moveContractsBody, response: { 200: answer(api.countAnswer) } } },
    async (req) => ok(await moveContracts(req.server.ctx, authOf(req).userId, req.body.ids, req.body.groupId)),
  );
}
