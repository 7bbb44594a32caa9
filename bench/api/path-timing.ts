import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { accounts, envelopeOf } from '@lexbridge/contract';
import { eq, sql } from '@lexbridge/db/orm';
import { sessions, users } from '@lexbridge/db/schema/accounts';
import { buildApp } from '../../apps/server/src/app.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { AccessLogController } from '../../apps/server/src/lib/access-log.ts';
import { fastSerializerCompiler } from '../../apps/server/src/lib/fast-serializer.ts';
import { loggerOptions } from '../../apps/server/src/lib/logger.ts';
import { requestLoggerFactory } from '../../apps/server/src/lib/request-logger.ts';
import bodyPlugin from '../../apps/server/src/plugins/body.ts';
import errorsPlugin from '../../apps/server/src/plugins/errors.ts';
import securityPlugin from '../../apps/server/src/plugins/security.ts';
import { getJwtSecret } from '../../apps/server/src/lib/secrets.ts';
import { ok } from '../../apps/server/src/lib/envelope.ts';
import { findSessionForAuth } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { heldCheck } from '../../apps/server/src/modules/auth/sessions.service.ts';
import { readToken } from '../../apps/server/src/modules/auth/tokens.ts';
import { findUserById } from '../../apps/server/src/modules/users/users.repository.ts';
import { toBaseUserView, toUserView } from '../../apps/server/src/modules/users/users.views.ts';
import { startPgServer, type PgServer } from '../../apps/server/test/helpers/pg-server.ts';
import { registerAccount } from './account.ts';

/**
 * Where one GET /api/users spends its time, step by step, without load: each step of the request path (held
 * session check, or token check → session and user query; then view and serialisation) is called in a loop on the real code against the real
 * database, and timed for wall clock and for this process's CPU. Beside the server's own steps run the
 * alternatives they were chosen over (jose's WebCrypto check, a query built per call, a second round trip for the
 * user), so a later change can be judged by the same numbers.
 *
 *   npx tsx bench/api/path-timing.ts [--db pglite|pg] [--iterations 3000]
 */
const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pg' }, iterations: { type: 'string', default: '3000' } },
});
const db = values.db === 'pglite' ? 'pglite' : 'pg';
const iterations = Math.max(100, Math.min(100_000, Number(values.iterations) || 3000));

interface Timing {
  stage: string;
  wallMeanUs: number;
  wallP99Us: number;
  cpuUs: number;
}

async function time(stage: string, fn: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(500, iterations); i++) await fn();
  const walls = new Float64Array(iterations);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    walls[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const cpu = process.cpuUsage(cpu0);
  walls.sort();
  const mean = walls.reduce((a, b) => a + b, 0) / iterations;
  return { stage, wallMeanUs: mean, wallP99Us: walls[Math.floor(iterations * 0.99)], cpuUs: (cpu.user + cpu.system) / iterations };
}

/**
 * The same answer (the real user view, no database) served by Fastify with the product's layers added one at a
 * time: each row's increase over the previous is what that layer costs a request.
 */
async function layeredApps(ctx: AppContext, answer: () => unknown) {
  const schema = { response: { 200: envelopeOf(accounts.currentUserAnswer.nullable()) } };
  type Layers = { zod?: boolean; fast?: boolean; security?: boolean; body?: boolean; logger?: boolean; eagerLogger?: boolean };
  const build = async (name: string, opts: Layers) => {
    const logged = opts.logger || opts.eagerLogger;
    const app = Fastify({
      logger: logged ? loggerOptions('warn') : false,
      logController: logged ? new AccessLogController() : undefined,
      // The product's request loggers (lib/request-logger.ts); the eager row shows what they save.
      childLoggerFactory: opts.logger ? requestLoggerFactory : undefined,
    });
    app.decorate('ctx', ctx);
    if (opts.zod) {
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
    }
    if (opts.security) await app.register(securityPlugin);
    if (opts.body) await app.register(bodyPlugin);
    if (logged) await app.register(errorsPlugin);
    app.get('/x', opts.zod ? { schema, serializerCompiler: opts.fast ? fastSerializerCompiler : undefined } : {}, async () => answer());
    await app.ready();
    return [name, app] as const;
  };
  return [
    await build('layers: the user answer, plain JSON', {}),
    await build('layers: + zod response serializer', { zod: true }),
    await build('layers: + generated serializer instead (GET /users)', { zod: true, fast: true }),
    await build('layers: + security plugin (headers, CORS)', { zod: true, fast: true, security: true }),
    await build('layers: + body plugin (cookie, form)', { zod: true, fast: true, security: true, body: true }),
    await build('layers: + logger (warn), eager request children', { zod: true, fast: true, security: true, body: true, eagerLogger: true }),
    await build('layers: + logger (warn) as the product: lazy children', { zod: true, fast: true, security: true, body: true, logger: true }),
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'lexbridge-path-'));
  let pg: PgServer | null = null;
  try {
    if (db === 'pg') pg = await startPgServer();
    const app = await buildApp({
      config: { DATA_DIR: work, DATABASE_URL: pg?.adminUrl ?? '', SEED_DEMO: false, WEB_DIST: '', HOST: '127.0.0.1', PORT: 0 },
      logger: false,
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { token } = await registerAccount(base);
    const ctx = app.ctx;
    const claims = (await readToken(ctx, token))!;
    const auth = { authorization: `Bearer ${token}` };

    // The alternatives the server's choices are measured against.
    const secret = await getJwtSecret(ctx);
    const key = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const joseOptions = () => ({ algorithms: ['HS256'], currentDate: new Date(ctx.clock.now()), requiredClaims: ['sub', 'sid', 'exp'] });
    const verifyWithRaw = () => jwtVerify(token, secret, joseOptions());
    const verifyWithKey = () => jwtVerify(token, key, joseOptions());
    // The guard's query, built by drizzle on every call instead of prepared once.
    const sessionBuilt = () =>
      ctx.db
        .select({
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          revokeReason: sessions.revokeReason,
          user: users,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, claims.sessionId))
        .limit(1);
    const userPrepared = ctx.db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('bench_user_by_id');
    // The same serializer Fastify compiles for the route's 200 answer.
    const compile = serializerCompiler as unknown as (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string;
    const serialize = compile({ schema: envelopeOf(accounts.currentUserAnswer.nullable()), method: 'GET', url: '/api/users' });
    const fast = fastSerializerCompiler({ schema: envelopeOf(accounts.currentUserAnswer.nullable()), method: 'GET', url: '/api/users' });
    const user = (await findUserById(ctx.db, claims.userId))!;

    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    await hello.ready();
    const layers = await layeredApps(ctx, () => ok({ user: toUserView(user), baseUser: toBaseUserView(user) }));

    const rows: Timing[] = [];
    const stage = async (name: string, fn: () => Promise<unknown>) => {
      const t = await time(name, fn);
      rows.push(t);
      console.log(`${t.stage.padEnd(58)} ${t.cpuUs.toFixed(1).padStart(8)} ${t.wallMeanUs.toFixed(1).padStart(9)} ${t.wallP99Us.toFixed(1).padStart(9)}`);
    };
    console.log(`${db}, ${iterations} calls per stage, one at a time\n`);
    console.log(`${'stage'.padEnd(58)} ${'CPU µs'.padStart(8)} ${'wall µs'.padStart(9)} ${'p99 µs'.padStart(9)}`);
    await stage('whole: bare Fastify hello-world (inject)', () => hello.inject({ method: 'GET', url: '/' }));
    await stage('whole: GET /api/users (inject)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/users', headers: auth });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    for (const [name, layer] of layers) await stage(name, () => layer.inject({ method: 'GET', url: '/x' }));
    await stage('0 held check: heldCheck (session-check cache hit)', async () => heldCheck(ctx, token));
    await stage('1 token: readToken (the server\'s check)', () => readToken(ctx, token));
    await stage('1 token: jose jwtVerify, raw secret (imports a key per call)', verifyWithRaw);
    await stage('1 token: jose jwtVerify, CryptoKey imported once', verifyWithKey);
    await stage('2 session + user: findSessionForAuth (the server\'s)', () => findSessionForAuth(ctx.db, claims.sessionId));
    await stage('2 session + user: same query built per call', sessionBuilt);
    await stage('x a second round trip: findUserById (built)', () => findUserById(ctx.db, claims.userId));
    await stage('x a second round trip: findUserById prepared', () => userPrepared.execute({ id: claims.userId }));
    await stage('3 answer: toUserView + ok() + zod serializer', async () => serialize(ok({ user: toUserView(user), baseUser: toBaseUserView(user) })));
    await stage('3 answer: toUserView + ok() + generated serializer', async () => fast(ok({ user: toUserView(user), baseUser: toBaseUserView(user) })));
    await stage('3 answer: JSON.stringify alone', async () => JSON.stringify(ok({ user: toUserView(user), baseUser: toBaseUserView(user) })));

    const cpu = (prefix: string) => rows.find((r) => r.stage.startsWith(prefix))!.cpuUs;
    const stages = cpu('1 token: readToken') + cpu('2 session + user: findSessionForAuth') + cpu('3 answer: toUserView + ok() + generated');
    console.log(`\nwithout a held check, steps 1-3 together: ${stages.toFixed(1)} µs CPU; with one, steps 0 and 3: ${(cpu('0 held') + cpu('3 answer: toUserView + ok() + generated')).toFixed(1)} µs`);
    console.log(`the whole request through Fastify (its check held after the first call): ${cpu('whole: GET').toFixed(1)} µs`);
    console.log(`hello-world through the same inject: ${cpu('whole: bare').toFixed(1)} µs`);

    await hello.close();
    for (const [, layer] of layers) await layer.close();
    await app.close();
  } finally {
    await pg?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
