import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createDb, migrate, sql, type DbHandle } from '@lexbridge/db';
import { ErrorCodes } from '@lexbridge/contract';
import { loadConfig, systemClock, type Clock, type Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Providers } from './providers/types.ts';
import { createProviders } from './providers/index.ts';
import { registerModules } from './modules/index.ts';
import { fail, ok } from './lib/envelope.ts';
import { AccessLogController } from './lib/access-log.ts';
import { loggerOptions } from './lib/logger.ts';
import { requestLoggerFactory } from './lib/request-logger.ts';
import { seedDemo } from './lib/seed.ts';
import bodyPlugin from './plugins/body.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import sandboxPages from './sandbox/index.ts';

export interface BuildAppOptions {
  /** Settings over the environment's. */
  config?: Partial<Config>;
  clock?: Clock;
  /** An open database; the caller keeps ownership and closes it. Without it the app opens (and closes) its own. */
  dbHandle?: DbHandle;
  providers?: Providers;
  /** false: no logs; true: the configured level; an object: pino options over ours (e.g. a test's stream). */
  logger?: boolean | object;
}

/** The whole server as one Fastify instance: tests inject into it, main.ts makes it listen. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(process.env), ...opts.config };
  const clock = opts.clock ?? systemClock;

  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.LOG_LEVEL, typeof opts.logger === 'object' ? (opts.logger as Record<string, unknown>) : {}),
    logController: new AccessLogController(),
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Long enough for the spec's 300 s client timeout; the load balancer's own limits apply in front.
    connectionTimeout: 0,
    requestTimeout: 310_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // Start-up shares the event loop with the embedded database's boot; on a busy machine 10 s is not enough.
    pluginTimeout: 60_000,
  });

  const handle = opts.dbHandle ?? (await createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX }));
  if (!opts.dbHandle) app.addHook('onClose', async () => handle.close());
  try {
    const applied = await migrate(handle);
    if (applied.length) app.log.info({ applied }, 'database migrations applied');

    const providers = opts.providers ?? (await createProviders(config, handle.db, app.log, clock));
    const ctx: AppContext = { db: handle.db, config, clock, log: app.log, providers };
    app.decorate('ctx', ctx);

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(securityPlugin);
    await app.register(bodyPlugin);
    await app.register(openapiPlugin);
    await app.register(errorsPlugin);

    await app.register(registerModules, { prefix: '/api' });

    app.get('/api/health', { schema: { tags: ['system'], summary: 'Liveness and database check' } }, async (req, reply) => {
      try {
        await handle.db.execute(sql`select 1`);
        return ok({ db: 'up', kind: handle.kind });
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(fail(ErrorCodes.INTERNAL, {}, { db: 'down', kind: handle.kind }));
      }
    });

    // Pages standing in for outside services (only while a sandbox provider is active), before the SPA's catch-all.
    await app.register(sandboxPages);
    await app.register(webPlugin);

    if (config.SEED_DEMO) app.addHook('onReady', async () => seedDemo(ctx));
  } catch (err) {
    // A server that cannot start must not keep the database (or its folder lock) open.
    await app.close().catch(() => {});
    if (!opts.dbHandle) await handle.close().catch(() => {});
    throw err;
  }
  return app;
}
