import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import type { Clock, Config } from './config.ts';
import type { Providers } from './providers/types.ts';

/** What every service function receives: data access, settings, time and providers — nothing HTTP. */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: Providers;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
