import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';
import { lockDataDir } from './dir-lock.ts';

export type Schema = typeof schema;

/** What `db.execute()` answers on both drivers: node-postgres' QueryResult and PGlite's Results share `rows`. */
export interface DbQueryResult<R> {
  rows: R[];
}
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: DbQueryResult<this['row']>;
}

/** One database type for both drivers, so services and repositories never know which one runs. A transaction is a Db too. */
export type Db = PgDatabase<DbQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbKind = 'pglite' | 'pg';

/** Runs raw SQL (several statements allowed) inside one transaction; returns the rows of the last statement. */
export type RawRun = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** Raw SQL, several statements allowed (migrations, test setup). */
  exec(sqlText: string): Promise<void>;
  /** A raw transaction on one connection: committed when `fn` resolves, rolled back when it throws. */
  rawTransaction<T>(fn: (run: RawRun) => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as an image another in-memory instance can start from (tests clone a migrated one). */
  image?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; empty → embedded PGlite. */
  url?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** Connections per instance for a PostgreSQL server. */
  poolMax?: number;
  /** PGlite only: start from an image made by `handle.image()` instead of an empty cluster. */
  image?: Blob;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  return opts.url ? createPg(opts.url, opts.poolMax ?? 20) : createPglite(opts);
}

async function createPglite(opts: CreateDbOptions): Promise<DbHandle> {
  let client: PGlite;
  let release = () => {};
  if (opts.image) {
    client = await PGlite.create({ loadDataDir: opts.image });
  } else if (opts.memory || !opts.dataDir) {
    client = await PGlite.create();
  } else {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    try {
      client = await PGlite.create({ dataDir: dir });
    } catch (err) {
      release();
      throw err;
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
    image: () => client.dumpDataDir('none'),
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn(async (sqlText) => {
          const results = await tx.exec(sqlText);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
  };
}

async function createPg(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'pg',
    close: async () => {
      if (!pool.ended) await pool.end();
    },
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    rawTransaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(async (sqlText) => {
          const res = (await conn.query(sqlText)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(res) ? res.at(-1) : res;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
  };
}
