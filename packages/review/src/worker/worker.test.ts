import { describe, expect, it } from 'vitest';
import { ReviewError } from '../errors.ts';
import { CONTRACT_EN } from '../ingest/fixtures.test-helpers.ts';
import { reviewInWorker } from './index.ts';
import { largeContract } from './large-contract.test-helpers.ts';

describe('review in a worker thread', () => {
  it('returns the review of a file', async () => {
    const out = await reviewInWorker({ bytes: new TextEncoder().encode(`SUPPLY AGREEMENT\n${CONTRACT_EN}`), name: 'supply.txt' }, { side: 'seller' });
    expect(out.result).toMatchObject({ file: 'supply.txt', contractType: 'goods', side: 'seller', sideInferred: false });
    expect(out.result.chars).toBe(out.doc.text.length);
  }, 30_000);

  it('passes refusals through as ReviewError and stops a review that runs too long', async () => {
    const empty = await reviewInWorker({ bytes: new Uint8Array(0), name: 'empty.txt' }).catch((e) => e);
    expect(empty).toBeInstanceOf(ReviewError);
    expect(empty.code).toBe('EMPTY_FILE');
    const slow = await reviewInWorker({ bytes: new TextEncoder().encode(CONTRACT_EN), name: 'a.txt' }, { timeoutMs: 1 }).catch((e) => e);
    expect(slow).toBeInstanceOf(ReviewError);
    expect(slow.code).toBe('TIMEOUT');
  }, 30_000);
});

describe('a server stays responsive and bounded while reviewing', () => {
  const bytes = (chars: number) => new TextEncoder().encode(largeContract(chars));

  it('reviews a contract longer than any in CUAD in a 64 MB heap; a smaller cap stops the worker, not the process', async () => {
    const out = await reviewInWorker({ bytes: bytes(500_000), name: 'long.txt' }, { memoryMb: 64 });
    expect(out.result.chars).toBeGreaterThanOrEqual(500_000);
    expect(out.result.clauses.length).toBeGreaterThan(100);
    const starved = await reviewInWorker({ bytes: bytes(500_000), name: 'long.txt' }, { memoryMb: 8 }).catch((e) => e);
    expect(starved).toBeInstanceOf(ReviewError);
    expect(starved.code).toBe('OUT_OF_MEMORY');
    // The process that asked is unharmed and reviews the next file.
    const next = await reviewInWorker({ bytes: bytes(5_000), name: 'short.txt' });
    expect(next.result.file).toBe('short.txt');
  }, 60_000);

  it('a second review finishes while a long one is busy, and the event loop never waits on either', async () => {
    let last = performance.now();
    let worstLag = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      worstLag = Math.max(worstLag, now - last - 10);
      last = now;
    }, 10);
    const finished: string[] = [];
    const long = reviewInWorker({ bytes: bytes(500_000), name: 'long.txt' }).then(() => finished.push('long'));
    const short = reviewInWorker({ bytes: bytes(3_000), name: 'short.txt' }).then(() => finished.push('short'));
    await Promise.all([long, short]);
    clearInterval(tick);
    expect(finished).toEqual(['short', 'long']);
    // Reviewed on this thread, the long contract would hold the loop for seconds; on a busy 2-core machine a timer
    // still fires late by a scheduler slice or two.
    expect(worstLag).toBeLessThan(400);
  }, 60_000);
});
