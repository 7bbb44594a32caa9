import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, document at /api/docs/json. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LexBridge API',
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, code, message, messageEn, datas }; errors too. ' +
          'Send the login token as `Authorization: Bearer <token>`. Error codes: see packages/contract/src/errors.ts.',
      },
      servers: [{ url: app.ctx.config.PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

export default fp(openapiPlugin, { name: 'openapi' });
