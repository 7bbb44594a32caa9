import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaDrift } from '@lexbridge/db';
import { createTestDb } from '../helpers/test-app.ts';
import { migrate } from '@lexbridge/db';

let test: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  test = await createTestDb();
  await migrate(test.handle);
});
afterAll(async () => {
  await test?.handle.close();
  await test?.drop();
});

describe('drizzle schema and SQL migrations', () => {
  it('describe the same tables, columns, types, nullability, keys and indexes', async () => {
    expect(await schemaDrift(test.handle)).toEqual([]);
  });

  it('the check notices a difference', async () => {
    await test.handle.exec('ALTER TABLE app_kv ADD COLUMN stray text; CREATE TABLE stray_table (id int);');
    try {
      const drift = await schemaDrift(test.handle);
      expect(drift).toContain('app_kv.stray: in the database, missing in the schema');
      expect(drift).toContain('table stray_table: in the database, missing in the schema');
    } finally {
      await test.handle.exec('ALTER TABLE app_kv DROP COLUMN stray; DROP TABLE stray_table;');
    }
  });
});
