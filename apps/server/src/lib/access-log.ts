import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request, written when it completes, carrying the (redacted) request and the outcome together,
 * instead of Fastify's separate "incoming" and "completed" lines: half the log volume under load.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // At `warn` and above a success writes nothing: skip building the line.
    if (!error && !(reply.log as { isLevelEnabled?(l: string): boolean }).isLevelEnabled?.('info')) return;
    const entry = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
