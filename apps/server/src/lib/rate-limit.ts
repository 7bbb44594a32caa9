import { and, eq, lt, sql } from '@lexbridge/db/orm';
import { schema, type Db } from '@lexbridge/db';

const { rateCounters } = schema;

/**
 * Fixed-window counters held in PostgreSQL, shared by every server instance. `offsetMs` shifts window boundaries
 * (e.g. +8 h so a "day" window turns over at midnight China time).
 */
export function windowOf(now: number, windowMs: number, offsetMs = 0) {
  const start = Math.floor((now + offsetMs) / windowMs) * windowMs - offsetMs;
  return { start, end: start + windowMs };
}

/** One sweep in this many hits keeps the table small without a scheduler; every instance contributes. */
const SWEEP_EVERY = 200;

/** Counts one hit and returns the window's new total, atomically (concurrent hits never lose a count). */
export async function hitCounter(db: Db, key: string, windowMs: number, now: number, offsetMs = 0): Promise<number> {
  const w = windowOf(now, windowMs, offsetMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: w.start, count: 1, expiresAt: new Date(w.end) })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  if (Math.random() * SWEEP_EVERY < 1) await sweepExpiredCounters(db, now);
  return row.count;
}

/** The current window's total without counting a hit. */
export async function readCounter(db: Db, key: string, windowMs: number, now: number, offsetMs = 0): Promise<number> {
  const w = windowOf(now, windowMs, offsetMs);
  const rows = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, w.start)));
  return rows[0]?.count ?? 0;
}

/** Forgets a key's current window (e.g. failed-password count after a successful login). */
export async function resetCounter(db: Db, key: string, windowMs: number, now: number, offsetMs = 0): Promise<void> {
  const w = windowOf(now, windowMs, offsetMs);
  await db.delete(rateCounters).where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, w.start)));
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window turns over. */
  retryAfterMs: number;
}

/** Counts a hit and tells whether it stays within `limit` for the window. */
export async function consumeLimit(db: Db, key: string, limit: number, windowMs: number, now: number, offsetMs = 0): Promise<LimitResult> {
  const count = await hitCounter(db, key, windowMs, now, offsetMs);
  return { allowed: count <= limit, count, retryAfterMs: windowOf(now, windowMs, offsetMs).end - now };
}

export async function sweepExpiredCounters(db: Db, now: number): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.expiresAt, new Date(now)));
}
