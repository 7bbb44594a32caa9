export { createDb, type Db, type DbQueryResultHKT, type DbHandle, type DbKind, type CreateDbOptions, type RawRun, type Schema } from './client.ts';
export { migrate, MIGRATIONS_DIR } from './migrate.ts';
export * as schema from './schema/index.ts';
export { sql } from 'drizzle-orm';
export { schemaDrift } from './schema-check.ts';
export { DataDirBusyError } from './dir-lock.ts';
