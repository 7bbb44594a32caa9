import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, validationText } from '@lexbridge/contract';
import { AppError } from '../errors.ts';
import { fail, httpStatusOf } from '../lib/envelope.ts';
import { redactUrl } from '../lib/logger.ts';

interface FieldError {
  path: string;
  key: string;
  message: string;
  messageEn: string;
}

type ValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** A request validation failure: the first field's §5 message on top, every field listed in datas. */
function validationFailure(items: ValidationItem[], context: string | undefined) {
  const all: FieldError[] = items.map((it) => {
    let path = (it.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    // A property missing altogether is reported by AJV-style validators on the parent, naming it in params.
    if (!path && typeof it.params?.missingProperty === 'string') path = it.params.missingProperty;
    const key = it.message ?? 'invalid';
    return { path, key, ...validationText(key) };
  });
  // One message per field: the first rule it broke, as a form shows it.
  const fields = all.filter((f, i) => all.findIndex((g) => g.path === f.path) === i);
  const first = fields[0] ?? { key: 'invalid', ...validationText('invalid') };
  return {
    success: false,
    code: ErrorCodes.VALIDATION,
    message: first.message,
    messageEn: first.messageEn,
    datas: { in: context ?? 'body', fields },
  };
}

function send(reply: FastifyReply, code: number, params?: Record<string, string | number>, datas: unknown = null) {
  return reply.code(httpStatusOf(code)).send(fail(code, params, datas));
}

/** Fastify's own request errors, by their codes, mapped to the catalogue. */
const FRAMEWORK_CODES: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCodes.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCodes.UNSUPPORTED_MEDIA,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCodes.VALIDATION,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCodes.VALIDATION,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCodes.VALIDATION,
  FST_ERR_BAD_URL: ErrorCodes.VALIDATION,
  FST_ERR_NOT_FOUND: ErrorCodes.NOT_FOUND,
};

export function handleError(error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const status = httpStatusOf(error.code);
    // Refusals (limits, locks, bad tokens) are worth a warning: they are how abuse shows up in the logs.
    req.log[status >= 400 ? 'warn' : 'info']({ code: error.code, url: redactUrl(req.url) }, 'request refused');
    return send(reply, error.code, error.params, error.datas);
  }
  const fe = error as FastifyError & { validation?: ValidationItem[]; validationContext?: string };
  if (Array.isArray(fe.validation) && fe.validation.length > 0) {
    req.log.info({ code: ErrorCodes.VALIDATION, fields: fe.validation.map((v) => v.instancePath) }, 'request invalid');
    return reply.code(httpStatusOf(ErrorCodes.VALIDATION)).send(validationFailure(fe.validation, fe.validationContext));
  }
  const mapped = fe.code ? FRAMEWORK_CODES[fe.code] : undefined;
  if (mapped !== undefined) {
    req.log.info({ code: mapped, reason: fe.code }, 'request refused');
    return send(reply, mapped);
  }
  if (error instanceof SyntaxError || (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)) {
    if (fe.statusCode === 413) return send(reply, ErrorCodes.PAYLOAD_TOO_LARGE);
    if (fe.statusCode === 415) return send(reply, ErrorCodes.UNSUPPORTED_MEDIA);
    if (fe.statusCode === 404) return send(reply, ErrorCodes.NOT_FOUND);
    req.log.info({ code: ErrorCodes.VALIDATION, reason: fe.code ?? error.name, detail: error.message }, 'request invalid');
    return send(reply, ErrorCodes.VALIDATION);
  }
  req.log.error({ err: error }, 'unexpected error');
  return send(reply, ErrorCodes.INTERNAL);
}

/** Every error, and every unknown route, becomes the envelope with the catalogue's code and HTTP status. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((req, reply) => {
    req.log.info({ url: redactUrl(req.url) }, 'route not found');
    return send(reply, ErrorCodes.NOT_FOUND);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
