import type { FastifyRequest } from 'fastify';

/**
 * Spec §7 sends the account calls' fields as query parameters; clients that post a JSON or form body are welcome
 * too. Before validation the body's fields are laid over the query, so one querystring schema checks either shape.
 */
export async function mergeBodyIntoQuery(req: FastifyRequest): Promise<void> {
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    req.query = { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
  }
}
