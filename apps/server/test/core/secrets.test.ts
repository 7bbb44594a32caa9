import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/context.ts';
import { getJwtSecret } from '../../src/lib/secrets.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await makeTestApp({ config: { JWT_SECRET: '' } });
  b = await makeTestApp({ config: { JWT_SECRET: '' } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const same = (x: Uint8Array, y: Uint8Array) => Buffer.from(x).equals(Buffer.from(y));

describe('JWT secret', () => {
  it('is JWT_SECRET when set, without touching the database', async () => {
    const ctx = { config: { ...a.ctx.config, JWT_SECRET: 'configured-secret-value' }, db: null } as unknown as AppContext;
    expect(new TextDecoder().decode(await getJwtSecret(ctx))).toBe('configured-secret-value');
  });

  it('otherwise is generated once, kept in the database, and shared by every instance on that database', async () => {
    const first = await getJwtSecret(a.ctx);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await getJwtSecret(a.ctx)).toBe(first);

    // A second instance on the same database (a restart, or another server) signs with the same secret.
    const second = await buildApp({ config: { ...a.ctx.config }, dbHandle: a.db, providers: a.ctx.providers, logger: false, clock: a.clock });
    try {
      await second.ready();
      expect(same(await getJwtSecret(second.ctx), first)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('differs between databases', async () => {
    expect(same(await getJwtSecret(a.ctx), await getJwtSecret(b.ctx))).toBe(false);
  });
});
