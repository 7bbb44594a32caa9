import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DbHandle } from './client.ts';
import * as schema from './schema/index.ts';

/** Type names as PostgreSQL's format_type() prints them, so drizzle's and the catalogue's spellings compare. */
function normalizeType(t: string): string {
  let s = t.toLowerCase().replace(/\s*\(\s*/g, '(').replace(/\s*,\s*/g, ',').replace(/\s*\)/g, ')').trim();
  s = s.replace(/^varchar\b/, 'character varying').replace(/^char\b/, 'character');
  s = s.replace(/^smallserial$/, 'smallint').replace(/^bigserial$/, 'bigint').replace(/^serial$/, 'integer');
  s = s.replace(/^int4$/, 'integer').replace(/^int8$/, 'bigint').replace(/^int2$/, 'smallint').replace(/^float8$/, 'double precision');
  s = s.replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone').replace(/^time(\(\d+\))?$/, 'time$1 without time zone');
  s = s.replace(/^timestamp(\(\d+\))? with time zone$/, 'timestamp$1 with time zone');
  return s;
}

interface DbColumn {
  name: string;
  type: string;
  notnull: boolean;
}

/**
 * Differences between the drizzle schema (hand-written TypeScript) and the database the SQL migrations built:
 * tables, columns, types, nullability, primary keys and index names. Empty when they agree.
 */
export async function schemaDrift(handle: DbHandle): Promise<string[]> {
  const problems: string[] = [];
  const rows = async <T>(q: ReturnType<typeof sql>) => (await handle.db.execute(q)).rows as T[];
  const declared = new Set<string>();

  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const cfg = getTableConfig(value);
    const table = cfg.name;
    declared.add(table);
    const cols = await rows<DbColumn>(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
    if (cols.length === 0) {
      problems.push(`table ${table}: declared in the schema, missing in the database`);
      continue;
    }
    const byName = new Map(cols.map((c) => [c.name, c]));
    const pkCols = new Set<string>([
      ...cfg.columns.filter((c) => c.primary).map((c) => c.name),
      ...cfg.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
    ]);
    for (const col of cfg.columns) {
      const dbCol = byName.get(col.name);
      if (!dbCol) {
        problems.push(`${table}.${col.name}: declared in the schema, missing in the database`);
        continue;
      }
      const want = normalizeType(col.getSQLType());
      const got = normalizeType(dbCol.type);
      if (want !== got) problems.push(`${table}.${col.name}: schema type ${want}, database type ${got}`);
      const notNull = col.notNull || pkCols.has(col.name);
      if (notNull !== dbCol.notnull) problems.push(`${table}.${col.name}: schema ${notNull ? 'not null' : 'nullable'}, database ${dbCol.notnull ? 'not null' : 'nullable'}`);
    }
    const declaredCols = new Set(cfg.columns.map((c) => c.name));
    for (const c of cols) if (!declaredCols.has(c.name)) problems.push(`${table}.${c.name}: in the database, missing in the schema`);

    const pk = await rows<{ name: string }>(sql`
      select a.attname as name from pg_index i
      join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and c.relname = ${table} and i.indisprimary`);
    const dbPk = pk.map((r) => r.name).sort().join(',');
    const schemaPk = [...pkCols].sort().join(',');
    if (dbPk !== schemaPk) problems.push(`${table}: schema primary key (${schemaPk}), database primary key (${dbPk})`);

    const idx = await rows<{ name: string; unique: boolean }>(sql`
      select ic.relname as name, i.indisunique as unique from pg_index i
      join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and not i.indisprimary`);
    const schemaIdx = new Map<string, boolean>();
    for (const ix of cfg.indexes) if (ix.config.name) schemaIdx.set(ix.config.name, ix.config.unique);
    for (const uc of cfg.uniqueConstraints) if (uc.name) schemaIdx.set(uc.name, true);
    for (const col of cfg.columns) if (col.isUnique && col.uniqueName) schemaIdx.set(col.uniqueName, true);
    const dbIdx = new Map(idx.map((r) => [r.name, r.unique]));
    for (const [name, unique] of schemaIdx) {
      if (!dbIdx.has(name)) problems.push(`${table}: index ${name} declared in the schema, missing in the database`);
      else if (dbIdx.get(name) !== unique) problems.push(`${table}: index ${name} is ${unique ? '' : 'not '}unique in the schema only`);
    }
    for (const name of dbIdx.keys()) if (!schemaIdx.has(name)) problems.push(`${table}: index ${name} in the database, missing in the schema`);
  }

  const tables = await rows<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  for (const t of tables) if (t.name !== 'schema_migrations' && !declared.has(t.name)) problems.push(`table ${t.name}: in the database, missing in the schema`);
  return problems.sort();
}
