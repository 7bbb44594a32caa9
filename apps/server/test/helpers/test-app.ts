import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, migrate, MIGRATIONS_DIR, type DbHandle } from '@lexbridge/db';
import { buildApp } from '../../src/app.ts';
import { loadConfig, ManualClock, type Clock, type Config } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Providers } from '../../src/providers/types.ts';
import type {} from './provided.ts';

/**
 * Settings every API test starts from: no demo content, no logs, instant captcha, and limits keyed on the client
 * address raised (every test request comes from 127.0.0.1). Per-phone and per-account limits keep their real values;
 * tests move the clock to pass them.
 */
export const TEST_CONFIG: Partial<Config> = {
  NODE_ENV: 'test',
  SEED_DEMO: false,
  LOG_LEVEL: 'silent',
  WEB_DIST: '',
  CAPTCHA_DIFFICULTY_BITS: 0,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  LOGIN_IP_PER_MINUTE: 100_000,
  SMS_PER_IP_HOURLY: 100_000,
  PUBLIC_URL: 'http://localhost:3000',
};

export type TestDbKind = 'pglite' | 'pg';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';
}

function pgAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL || (inject('pgAdminUrl') as string | undefined);
  if (!url) throw new Error('TEST_DB=pg needs the api-pg project (its global setup starts PostgreSQL) or TEST_DATABASE_URL');
  return url;
}

/**
 * Booting PGlite from an image of an already migrated database is about twice as fast as an empty one, so the image
 * is made once per set of migrations and shared by every worker through a temp file named after their content.
 */
let imagePromise: Promise<Blob> | null = null;

function migratedPgliteImage(): Promise<Blob> {
  imagePromise ??= (async () => {
    const hash = createHash('sha256');
    for (const f of readdirSync(MIGRATIONS_DIR).sort()) hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
    const file = join(tmpdir(), `lexbridge-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const h = await createDb({ memory: true });
    try {
      await migrate(h);
      const image = await h.image!();
      const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(part, Buffer.from(await image.arrayBuffer()));
      renameSync(part, file);
      // Images of earlier migration sets are dead weight in the temp folder.
      for (const old of readdirSync(tmpdir())) {
        if (/^lexbridge-pglite-[0-9a-f]{16}\.tar$/.test(old) && join(tmpdir(), old) !== file) rmSync(join(tmpdir(), old), { force: true });
      }
      return image;
    } finally {
      await h.close();
    }
  })();
  imagePromise.catch(() => (imagePromise = null));
  return imagePromise;
}

/** A fresh database for one test app: in-memory PGlite, or a new database on the test PostgreSQL server. */
export async function createTestDb(): Promise<{ handle: DbHandle; url: string; drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const handle = await createDb({ memory: true, image: await migratedPgliteImage() });
    return { handle, url: '', drop: async () => {} };
  }
  const admin = pgAdminUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await createDb({ url, poolMax: 10 });
  return {
    handle,
    url,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestApp<C extends Clock = ManualClock> {
  app: FastifyInstance;
  ctx: AppContext;
  clock: C;
  db: DbHandle;
  close(): Promise<void>;
}

export interface MakeTestAppOptions<C extends Clock> {
  config?: Partial<Config>;
  clock?: C;
  providers?: Providers;
  /** pino options (e.g. a stream to capture logs); default no logs. */
  logger?: boolean | object;
  /** Adds test-only routes or hooks before the app is readied. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
}

/** The whole server on a fresh database, ready for app.inject. The clock starts at the real time and only moves when told. */
export async function makeTestApp<C extends Clock = ManualClock>(opts: MakeTestAppOptions<C> = {}): Promise<TestApp<C>> {
  const clock = (opts.clock ?? new ManualClock(Date.now())) as C;
  const testDb = await createTestDb();
  const config: Config = { ...loadConfig({}), ...TEST_CONFIG, DATABASE_URL: testDb.url, ...opts.config };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, clock, dbHandle: testDb.handle, providers: opts.providers, logger: opts.logger ?? false });
    await opts.setup?.(app);
    await app.ready();
  } catch (err) {
    await testDb.handle.close();
    await testDb.drop();
    throw err;
  }
  return {
    app,
    ctx: app.ctx,
    clock,
    db: testDb.handle,
    async close() {
      await app.close();
      await testDb.handle.close();
      await testDb.drop();
    },
  };
}
