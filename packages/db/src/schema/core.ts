import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits. Kept in PostgreSQL so every server instance counts the same hits.
 * `window_start` is the epoch millisecond at which the window opened; expired rows are swept opportunistically.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'rate_counters_pkey', columns: [t.key, t.windowStart] }), index('rate_counters_expires_at_idx').on(t.expiresAt)],
);

/** Small server-wide values that must survive restarts and be shared by instances (e.g. a generated JWT secret). */
export const appKv = pgTable('app_kv', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
