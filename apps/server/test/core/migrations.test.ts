import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, MIGRATIONS_DIR, sql, type DbHandle } from '@lexbridge/db';
import { createTestDb, testDbKind } from '../helpers/test-app.ts';

const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** A test database with nothing in it (test databases may start pre-migrated). */
async function emptyDb() {
  const test = await createTestDb();
  cleanups.push(async () => {
    await test.handle.close();
    await test.drop();
  });
  await test.handle.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  return test;
}

type TestDb = Awaited<ReturnType<typeof emptyDb>>;
let forRepeat: TestDb;
let forRace: TestDb;
let forFailure: TestDb;
beforeAll(async () => {
  forRepeat = await emptyDb();
  forRace = await emptyDb();
  forFailure = await emptyDb();
});

const tableNames = async (h: DbHandle) =>
  ((await h.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`)).rows as { table_name: string }[]).map(
    (r) => r.table_name,
  );

describe('migrations', () => {
  it('are numbered and unique', () => {
    expect(files[0]).toBe('0000_core.sql');
    const numbers = files.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(files.length);
    for (const f of files) expect(f).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
  });

  it('apply on an empty database, then a second run applies nothing and fails on nothing', async () => {
    const { handle } = forRepeat;
    expect(await migrate(handle)).toEqual(files);
    expect(await migrate(handle)).toEqual([]);
    const rows = (await handle.db.execute(sql`select name from schema_migrations order by name`)).rows as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it('two instances starting together apply each file exactly once', async () => {
    const test = forRace;
    if (testDbKind() === 'pg') {
      const second = await createDb({ url: test.url, poolMax: 2 });
      cleanups.unshift(() => second.close());
      const [a, b] = await Promise.all([migrate(test.handle), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(files);
    } else {
      // PGlite has one connection; concurrent calls still must not apply a file twice.
      const [a, b] = await Promise.all([migrate(test.handle), migrate(test.handle)]);
      expect([...a, ...b].sort()).toEqual(files);
    }
    const count = (await test.handle.db.execute(sql`select count(*)::int as n from schema_migrations`)).rows[0] as { n: number };
    expect(count.n).toBe(files.length);
  });

  it('a failing migration is rolled back whole and stops the run', async () => {
    const { handle } = forFailure;
    const dir = mkdtempSync(join(tmpdir(), 'lexbridge-mig-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, '0000_ok.sql'), 'CREATE TABLE a (id int);');
    writeFileSync(join(dir, '0001_bad.sql'), 'CREATE TABLE b (id int); SELECT no_such_function();');
    writeFileSync(join(dir, '0002_later.sql'), 'CREATE TABLE c (id int);');
    await expect(migrate(handle, dir)).rejects.toThrow(/no_such_function/);
    expect(await tableNames(handle)).toEqual(['a', 'schema_migrations']);
  });
});
