import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { getJwtSecret } from '../../src/lib/secrets.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when set', async () => {
    const t = await makeTestApp({ config: { JWT_SECRET: 'configured-secret-value' } });
    apps.push(t);
    expect(new TextDecoder().decode(await getJwtSecret(t.ctx))).toBe('configured-secret-value');
  });

  it('otherwise generates one, keeps it in the database and every instance on that database uses it', async () => {
    const t = await makeTestApp({ config: { JWT_SECRET: '' } });
    apps.push(t);
    const first = await getJwtSecret(t.ctx);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await getJwtSecret(t.ctx)).toBe(first);

    // A second instance on the same database (a restart, or another server) reads the same secret.
    const second = await buildApp({ config: { ...t.ctx.config }, dbHandle: t.db, providers: t.ctx.providers, logger: false, clock: t.clock });
    try {
      await second.ready();
      expect(Buffer.from(await getJwtSecret(second.ctx)).equals(Buffer.from(first))).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('differs between databases', async () => {
    const a = await makeTestApp({ config: { JWT_SECRET: '' } });
    apps.push(a);
    const b = await makeTestApp({ config: { JWT_SECRET: '' } });
    apps.push(b);
    expect(Buffer.from(await getJwtSecret(a.ctx)).equals(Buffer.from(await getJwtSecret(b.ctx)))).toBe(false);
  });
});
