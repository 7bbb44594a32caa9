import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@lexbridge/db';
import { consumeLimit, hitCounter, readCounter, resetCounter, sweepExpiredCounters, windowOf } from '../../src/lib/rate-limit.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

const MINUTE = 60_000;

describe('rate counters in the database', () => {
  it('50 concurrent hits count 50', async () => {
    const now = t.clock.now();
    const counts = await Promise.all(Array.from({ length: 50 }, () => hitCounter(t.ctx.db, 'test:concurrent', MINUTE, now)));
    expect(await readCounter(t.ctx.db, 'test:concurrent', MINUTE, now)).toBe(50);
    // Every hit saw a distinct total: no two increments read the same old value.
    expect(new Set(counts).size).toBe(50);
    expect(Math.max(...counts)).toBe(50);
  });

  it('a new window starts from zero; keys are independent', async () => {
    const start = windowOf(t.clock.now(), MINUTE).start;
    expect(await hitCounter(t.ctx.db, 'test:window', MINUTE, start + 10)).toBe(1);
    expect(await hitCounter(t.ctx.db, 'test:window', MINUTE, start + MINUTE - 1)).toBe(2);
    expect(await hitCounter(t.ctx.db, 'test:window', MINUTE, start + MINUTE)).toBe(1);
    expect(await hitCounter(t.ctx.db, 'test:other', MINUTE, start + MINUTE)).toBe(1);
    expect(await readCounter(t.ctx.db, 'test:never', MINUTE, start)).toBe(0);
  });

  it('consumeLimit refuses past the limit and says when the window turns over', async () => {
    const start = windowOf(t.clock.now(), MINUTE).start;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeLimit(t.ctx.db, 'test:limit', 3, MINUTE, start + 15_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterMs: 45_000 });
    await resetCounter(t.ctx.db, 'test:limit', MINUTE, start + 20_000);
    expect((await consumeLimit(t.ctx.db, 'test:limit', 3, MINUTE, start + 20_000)).allowed).toBe(true);
  });

  it('an offset moves the window boundary (a day that turns over at midnight UTC+8)', () => {
    const DAY = 86_400_000;
    const offset = 8 * 3_600_000;
    // 2026-01-01 15:59 UTC is 23:59 in Beijing; a minute later the Beijing day has changed.
    const before = Date.UTC(2026, 0, 1, 15, 59);
    const after = Date.UTC(2026, 0, 1, 16, 1);
    expect(windowOf(before, DAY, offset).start).not.toBe(windowOf(after, DAY, offset).start);
    expect(windowOf(after, DAY, offset).start).toBe(Date.UTC(2026, 0, 1, 16, 0));
  });

  it('expired windows are swept', async () => {
    const now = t.clock.now();
    await hitCounter(t.ctx.db, 'test:sweep', MINUTE, now);
    await sweepExpiredCounters(t.ctx.db, now + 2 * MINUTE);
    const rows = await t.ctx.db.select().from(schema.rateCounters);
    expect(rows.filter((r) => r.key === 'test:sweep')).toEqual([]);
    expect(rows.every((r) => r.expiresAt.getTime() >= now + 2 * MINUTE)).toBe(true);
  });
});
