import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS } from '@lexbridge/contract/constants';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';

beforeEach(() => localStorage.clear());

describe('reload after a failed page part (spec §4)', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per guard window', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnce(t0, reload)).toBe(true);
    expect(reloadOnce(t0 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(t0 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
