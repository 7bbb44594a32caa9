import { describe, expect, it } from 'vitest';
import { ReviewError } from '../errors.ts';
import { CONTRACT_EN } from '../ingest/fixtures.test-helpers.ts';
import { reviewInWorker } from './index.ts';

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
