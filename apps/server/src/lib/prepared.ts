import type { Db } from '@lexbridge/db';

/**
 * A query prepared once per database handle instead of built on every call: drizzle skips rebuilding the SQL, and a
 * PostgreSQL server parses and plans the named statement once per connection. For hot paths (the auth guard).
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
