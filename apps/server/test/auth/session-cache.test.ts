import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createDb, type DbHandle } from '@lexbridge/db';
import { buildApp } from '../../src/app.ts';
import { FEED_APPLICATION_NAME } from '../../src/modules/auth/auth-feed.ts';
import { sessionCacheOf } from '../../src/modules/auth/session-cache.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, testDbKind, type TestApp } from '../helpers/test-app.ts';
import { PASSWORD, registerUser, sendCode } from './flows.ts';

/**
 * Two server instances on one database, as in production behind a load balancer: A and B. A check cached on B must
 * stop answering as soon as A ends the session or changes the user, within the time the announcement takes.
 */
let t: TestApp;
let b: FastifyInstance;
let bDb: DbHandle;
beforeAll(async () => {
  t = await makeTestApp();
  bDb = testDbKind() === 'pg' ? await createDb({ url: t.ctx.config.DATABASE_URL, poolMax: 5 }) : t.db;
  b = await buildApp({ config: { ...t.ctx.config }, clock: t.clock, dbHandle: bDb, logger: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  if (bDb && bDb !== t.db) await bDb.close();
  await t?.close();
});

const a = () => t.app;
const stats = (app: FastifyInstance) => sessionCacheOf(app.ctx)!.stats();

/** Polls `probe` until it answers true; fails after `ms`. Announcements travel through the database server. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Makes B hold the token's check, and proves the next call on B is answered from it. */
async function cachedOnB(token: string) {
  await callOk(b, 'GET', '/api/users', { token });
  const before = stats(b).hits;
  const me = await callOk(b, 'GET', '/api/users', { token });
  expect(stats(b).hits).toBe(before + 1);
  return me;
}

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

describe('session checks cached per instance', () => {
  test('both instances listen and cache', () => {
    expect(stats(a()).enabled).toBe(true);
    expect(stats(b).enabled).toBe(true);
  });

  test('logout on A: B refuses the token at once (510100)', async () => {
    const { token } = await registerUser(a());
    await cachedOnB(token);
    await callOk(a(), 'DELETE', '/api/tokens', { token });
    // The instance that ended the session refuses on the very next call.
    expect((await call(a(), 'GET', '/api/users', { token })).body.code).toBe(510100);
    const ms = await within(2000, async () => (await call(b, 'GET', '/api/users', { token })).body.code === 510100);
    expect(ms).toBeLessThan(2000);
    const refused = await call(b, 'GET', '/api/users', { token });
    expect(refused.status).toBe(401);
  });

  test('password change on A ends every session on B (100004)', async () => {
    const { phone, token } = await registerUser(a());
    const login = await callOk<string>(b, 'POST', '/api/tokens/phonepwd', { query: { countryCode: '86', phone, password: PASSWORD } });
    await cachedOnB(token);
    await cachedOnB(login);
    await callOk(a(), 'PUT', '/api/passwords/password', { token, query: { oldPassword: PASSWORD, password: 'Another123' } });
    for (const tk of [token, login]) {
      await within(2000, async () => (await call(b, 'GET', '/api/users', { token: tk })).body.code === 100004);
    }
  });

  test('password reset by SMS on A (no token involved) ends the sessions cached on B', async () => {
    const { phone, token } = await registerUser(a());
    t.clock.advance(61_000);
    const code = await sendCode(a(), phone, 'reset');
    // Cached after the clock moved, so only the announcement can end it within the test.
    await cachedOnB(token);
    await callOk(a(), 'PUT', '/api/passwords/phone', { query: { countryCode: '86', phone, code, password: 'Reset4567' } });
    await within(2000, async () => (await call(b, 'GET', '/api/users', { token })).body.code === 100004);
  });

  test('a profile update on A shows on B', async () => {
    const { token } = await registerUser(a(), { name: '王五' });
    expect((await cachedOnB(token)).user.name).toBe('王五');
    await callOk(a(), 'POST', '/api/users/info', {
      token,
      form: { name: '赵六', orgType: 'cnCompany', orgName: '某某公司', locationKind: 'china', province: '上海', city: '上海', industry: 'legal', position: '法务', transactionTypes: 'domestic' },
    });
    expect((await callOk(a(), 'GET', '/api/users', { token })).user.name).toBe('赵六');
    await within(2000, async () => (await callOk(b, 'GET', '/api/users', { token })).user.name === '赵六');
  });

  test('a change made straight in the database (no service involved) reaches both instances', async () => {
    const { token } = await registerUser(a());
    await cachedOnB(token);
    await t.db.exec(`UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE id = '${sessionIdOf(token)}'`);
    for (const app of [a(), b]) await within(2000, async () => (await call(app, 'GET', '/api/users', { token })).body.code === 510100);
  });

  test('a check is never used longer than AUTH_CACHE_SECONDS, even when an announcement is lost', async () => {
    const { token } = await registerUser(a());
    await cachedOnB(token);
    // Triggers do not fire in replica mode: the change is made without being announced.
    await t.db.rawTransaction(async (run) => {
      await run(`SET LOCAL session_replication_role = replica`);
      await run(`UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE id = '${sessionIdOf(token)}'`);
    });
    expect((await call(b, 'GET', '/api/users', { token })).body.success).toBe(true);
    t.clock.advance(t.ctx.config.AUTH_CACHE_SECONDS * 1000);
    expect((await call(b, 'GET', '/api/users', { token })).body.code).toBe(510100);
  });

  test('a check is never used past the session expiry', async () => {
    const { token } = await registerUser(a());
    // The session ends in 5 s (changed unannounced, so nothing but the expiry can end the cached check).
    await t.db.rawTransaction(async (run) => {
      await run(`SET LOCAL session_replication_role = replica`);
      await run(`UPDATE sessions SET expires_at = to_timestamp(${(t.clock.now() + 5_000) / 1000}) WHERE id = '${sessionIdOf(token)}'`);
    });
    await cachedOnB(token);
    t.clock.advance(5_000);
    expect(t.ctx.config.AUTH_CACHE_SECONDS * 1000).toBeGreaterThan(5_000);
    expect((await call(b, 'GET', '/api/users', { token })).body.code).toBe(510100);
  });
});

describe.runIf(testDbKind() === 'pg')('when the listening connection is lost', () => {
  test('the cache is emptied and off until it listens again; a change made meanwhile is not missed', async () => {
    const { token } = await registerUser(a());
    await cachedOnB(token);
    const url = new URL(t.ctx.config.DATABASE_URL);
    const dbName = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    // No new connections to this database: the feeds cannot come back until allowed again (pools keep theirs).
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    try {
      await t.db.exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${FEED_APPLICATION_NAME}' AND datname = current_database()`);
      await within(2000, async () => !stats(b).enabled);
      expect(stats(b).size).toBe(0);
      // Announced while nobody listens: B must still see it.
      await t.db.exec(`UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE id = '${sessionIdOf(token)}'`);
      expect((await call(b, 'GET', '/api/users', { token })).body.code).toBe(510100);
      expect(stats(b).size).toBe(0);
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await within(15_000, async () => stats(b).enabled && stats(a()).enabled);
    const fresh = await registerUser(a());
    await cachedOnB(fresh.token);
  }, 30_000);
});
