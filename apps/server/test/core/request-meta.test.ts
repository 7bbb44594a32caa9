import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from '@lexbridge/db/orm';
import { schema } from '@lexbridge/db';
import { ok } from '../../src/lib/envelope.ts';
import { clientIp, userAgent } from '../../src/lib/request-meta.ts';
import { registerSeed, registeredSeeds, seedDemo } from '../../src/lib/seed.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/api.ts';

const KEY = 'test_seed_marker';
registerSeed('test-marker', async (ctx) => {
  const rows = await ctx.db.select().from(schema.appKv).where(eq(schema.appKv.key, KEY));
  if (rows.length === 0) await ctx.db.insert(schema.appKv).values({ key: KEY, value: '1' });
});

const probe = (app: FastifyInstance) => {
  app.get('/api/probe/meta', async (req) => ok({ ip: clientIp(req), ua: userAgent(req) }));
};

let plain: TestApp;
let proxied: TestApp;
let seeded: TestApp;
beforeAll(async () => {
  // One after the other: booting databases side by side in one thread is no faster and starves the event loop.
  plain = await makeTestApp({ setup: probe });
  proxied = await makeTestApp({ config: { TRUST_PROXY: true }, setup: probe });
  seeded = await makeTestApp({ config: { SEED_DEMO: true } });
});
afterAll(async () => {
  for (const a of [plain, proxied, seeded]) await a?.close();
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const res = await call(plain.app, 'GET', '/api/probe/meta', { headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'UA/1' }, remoteAddress: '10.0.0.5' });
    expect(res.body.datas).toEqual({ ip: '10.0.0.5', ua: 'UA/1' });
  });

  it('takes the forwarded address behind a trusted proxy', async () => {
    const res = await call(proxied.app, 'GET', '/api/probe/meta', { headers: { 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '10.0.0.5' });
    expect(res.body.datas.ip).toBe('203.0.113.9');
  });
});

describe('demo seeds', () => {
  it('do not run without SEED_DEMO', async () => {
    expect(plain.ctx.config.SEED_DEMO).toBe(false);
    expect(await plain.ctx.db.select().from(schema.appKv).where(eq(schema.appKv.key, KEY))).toHaveLength(0);
  });

  it('run when the app starts with SEED_DEMO, and again without duplicating', async () => {
    expect(registeredSeeds()).toContain('test-marker');
    const t = seeded;
    const rows = () => t.ctx.db.select().from(schema.appKv).where(eq(schema.appKv.key, KEY));
    expect(await rows()).toHaveLength(1);
    await seedDemo(t.ctx);
    expect(await rows()).toHaveLength(1);
  });
});
