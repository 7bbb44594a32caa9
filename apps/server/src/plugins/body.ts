import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * Request bodies and cookies. The web client sends `Content-Type: application/json` on every call, DELETE and
 * body-less POSTs included, so an empty JSON body is accepted as no body instead of failing.
 */
async function bodyPlugin(app: FastifyInstance) {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: app.ctx.config.BODY_LIMIT_BYTES });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
}

export default fp(bodyPlugin, { name: 'body' });
