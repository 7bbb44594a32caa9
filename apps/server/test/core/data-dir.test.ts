import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, DataDirBusyError, migrate, schema } from '@lexbridge/db';
import { testDbKind } from '../helpers/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'lexbridge-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded database only: a PostgreSQL server has no data folder of ours.
describe.skipIf(testDbKind() === 'pg')('embedded database in DATA_DIR', () => {
  it('keeps data across restarts, and only one process holds the folder at a time', async () => {
    const first = await createDb({ dataDir: dir });
    try {
      await migrate(first);
      await first.db.insert(schema.appKv).values({ key: 'kept', value: 'yes' });
      expect(existsSync(join(dir, 'pglite', 'owner.pid'))).toBe(true);
      await expect(createDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, 'pglite', 'owner.pid'))).toBe(false);

    // A lock left by a process that died is taken over.
    writeFileSync(join(dir, 'pglite', 'owner.pid'), '2147483646');
    const again = await createDb({ dataDir: dir });
    try {
      expect(await migrate(again)).toEqual([]);
      expect(await again.db.select().from(schema.appKv)).toContainEqual({ key: 'kept', value: 'yes' });
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses a folder held by another live process', async () => {
    const other = join(dir, 'other');
    mkdirSync(join(other, 'pglite'), { recursive: true });
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(other, 'pglite', 'owner.pid'), String(process.ppid));
    await expect(createDb({ dataDir: other })).rejects.toThrow(/in use by process/);
  });
});
