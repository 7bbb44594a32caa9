import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accounts, envelopeOf, maskPhone, SUCCESS_CODE } from '@lexbridge/contract';
import { startPgServer, type PgServer } from '../../apps/server/test/helpers/pg-server.ts';
import { registerAccount } from './account.ts';
import { findPostmaster } from './cpu.ts';
import type { LoadSpec } from './load.ts';
import type { BenchOptions, DbTarget } from './options.ts';
import { helloDbScript, helloScript, serverScript, startNode, type ServerProcess } from './processes.ts';

/** A server under test, started once and loaded in every round. */
export interface Target {
  name: string;
  /** hello: the yardstick; product: GET /api/users on the real server; floor: hello-world plus one database query. */
  kind: 'hello' | 'product' | 'floor';
  database: DbTarget | null;
  /** A product server with its session-check cache off: every request reads the session from the database. */
  uncached?: boolean;
  spec: LoadSpec;
  server: ServerProcess;
  /** The PostgreSQL cluster's postmaster, whose CPU is counted with the target's. */
  postmaster: number | null;
  /** Where the server writes its CPU profile (product servers under --profile). */
  profileDir?: string;
  /** Runs after the last round: the answer must not have changed. */
  recheck?: () => Promise<void>;
}

export const HELLO_BODY = JSON.stringify({ hello: 'world' });

export async function startHello(work: string, connections: number): Promise<Target> {
  const server = await startNode({ script: helloScript, env: { NODE_ENV: 'production' }, readyPath: '/', logFile: join(work, 'hello.log') });
  const body = await (await fetch(server.url + '/')).text();
  if (body !== HELLO_BODY) throw new Error(`hello-world answered ${body}`);
  return { name: 'hello-world (bare Fastify)', kind: 'hello', database: null, spec: { url: server.url + '/', expectBody: HELLO_BODY, connections }, server, postmaster: null };
}

/** Hello-world plus one `select 1` on the same PostgreSQL server: what a database round trip alone costs here. */
export async function startFloor(pg: PgServer, work: string, connections: number): Promise<Target> {
  const server = await startNode({ script: helloDbScript, env: { NODE_ENV: 'production', DATABASE_URL: pg.adminUrl }, readyPath: '/', logFile: join(work, 'hello-db.log') });
  return {
    name: 'floor: hello-world + SELECT 1 (PostgreSQL 15)',
    kind: 'floor',
    database: 'pg',
    spec: { url: server.url + '/', expectBody: HELLO_BODY, connections },
    server,
    postmaster: findPostmaster(Number(new URL(pg.adminUrl).port)),
  };
}

/** One GET /api/users with the token: it must be a success envelope of the contract's shape, for this account. */
async function sampleUsersAnswer(base: string, token: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const parsed = envelopeOf(accounts.currentUserAnswer).safeParse(JSON.parse(text));
  if (res.status !== 200 || !parsed.success) throw new Error(`GET /api/users answered ${res.status} ${text.slice(0, 300)}`);
  const env = parsed.data;
  if (!env.success || env.code !== SUCCESS_CODE || env.datas.user.phone !== maskPhone(phone)) {
    throw new Error(`GET /api/users did not answer this account's success envelope: ${text.slice(0, 300)}`);
  }
  return text;
}

/** The real server on PGlite (pg = null) or on the given PostgreSQL cluster, with an account registered through its API. */
export async function startProduct(db: DbTarget, pg: PgServer | null, opts: BenchOptions, work: string, uncached = false): Promise<Target> {
  const id = uncached ? `${db}-uncached` : db;
  const dataDir = join(work, `data-${id}`);
  const profileDir = join(work, `profile-${id}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startNode({
    script: serverScript,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.adminUrl ?? '',
      LOG_LEVEL: opts.logLevel,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      SMS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'sandbox',
      WECHAT_PROVIDER: 'sandbox',
      // Off: each request checks its session in the database, as a request whose check is not held does.
      ...(uncached ? { AUTH_CACHE_SECONDS: '0' } : {}),
    },
    nodeArgs: opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/health',
    logFile: join(work, `server-${id}.log`),
    cwd: opts.serverRoot,
  });
  try {
    const { phone, token } = await registerAccount(server.url);
    const expected = await sampleUsersAnswer(server.url, token, phone);
    console.log(`  ${id}: registered ${maskPhone(phone)} through the API; sample answer verified (${expected.length} bytes)`);
    const where = db === 'pg' ? 'PostgreSQL 15' : 'PGlite';
    return {
      name: uncached ? `GET /api/users (${where}, no session-check cache)` : `GET /api/users (${where})`,
      kind: 'product',
      database: db,
      uncached,
      spec: { url: `${server.url}/api/users`, headers: { authorization: `Bearer ${token}` }, expectBody: expected, connections: opts.connections },
      server,
      postmaster: pg ? findPostmaster(Number(new URL(pg.adminUrl).port)) : null,
      profileDir: opts.profile ? profileDir : undefined,
      async recheck() {
        // The session survived the load and the answer did not drift.
        if ((await sampleUsersAnswer(server.url, token, phone)) !== expected) throw new Error(`GET /api/users on ${db} changed its answer during the run`);
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

export { startPgServer, type PgServer };
