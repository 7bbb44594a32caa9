import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Any fixed number: every instance takes the same advisory lock, so two servers starting together apply each file once. */
const LOCK_KEY = 72_413_001;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Applies `migrations/*.sql` in lexical order, each in its own transaction, and records it in schema_migrations.
 * Returns the names applied by this call.
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await handle.rawTransaction(async (run) => {
    await run(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    const done = await handle.rawTransaction(async (run) => {
      await run(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      const rows = await run(`SELECT 1 AS present FROM schema_migrations WHERE name = ${quote(name)}`);
      if (rows.length > 0) return false;
      await run(text);
      await run(`INSERT INTO schema_migrations (name) VALUES (${quote(name)})`);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
