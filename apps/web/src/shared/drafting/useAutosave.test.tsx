import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { envelope, fakeApi, freshPage, recordToasts, type Call } from '../../testing/helpers.ts';
import type { Answers } from '@lexbridge/drafting/browser';
import { useAutosave } from './useAutosave.ts';

const ID = '5b0e7f7a-6a53-4a55-9a0e-3c0c7d1e2f10';

beforeEach(async () => {
  await freshPage('/en/draft/x', 'en');
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('saves after the pause with the revision, and after a conflict reads the new revision and sends the answers on screen again', async () => {
    const puts: Call[] = [];
    let stored = 7;
    const toasts = recordToasts();
    fakeApi({
      [`PUT /api/drafts/${ID}`]: (call) => {
        puts.push(call);
        const { revision } = JSON.parse(call.body!);
        // Another tab saved revision 8 meanwhile: the first save with 7 is refused.
        if (puts.length === 1) {
          stored = 8;
          return { status: 409, body: envelope(ErrorCodes.DRAFT_CONFLICT) };
        }
        if (revision !== stored) return { status: 409, body: envelope(ErrorCodes.DRAFT_CONFLICT) };
        stored += 1;
        return { body: envelope(200, { revision: stored, updatedAt: 1_700_000_000_000 }) };
      },
      [`GET /api/drafts/${ID}`]: () => ({ body: envelope(200, { id: ID, revision: stored }) }),
    });
    const { result, rerender } = renderHook(({ answers }) => useAutosave(ID, answers, { revision: 7, updatedAt: 0 }), { initialProps: { answers: { a: 1 } as Answers } });
    rerender({ answers: { a: 2 } });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('saved'), { timeout: 5_000 });
    expect(puts).toHaveLength(2);
    expect(JSON.parse(puts[0].body!)).toEqual({ answers: { a: 2 }, revision: 7 });
    expect(JSON.parse(puts[1].body!)).toEqual({ answers: { a: 2 }, revision: 8 });
    expect(result.current.savedAt).toBe(1_700_000_000_000);
    expect(toasts.errors).toEqual([]);

    // flush() sends at once (generate waits for it) and a later change goes with the revision the server gave.
    rerender({ answers: { a: 3 } });
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(JSON.parse(puts[2].body!)).toEqual({ answers: { a: 3 }, revision: 9 });
  });

  it('shows the error state when the server cannot be reached, keeping the answers to send again', async () => {
    fakeApi({ [`PUT /api/drafts/${ID}`]: new TypeError('offline') });
    const { result, rerender } = renderHook(({ answers }) => useAutosave(ID, answers, { revision: 1, updatedAt: 0 }), { initialProps: { answers: {} as Answers } });
    rerender({ answers: { a: 1 } });
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 5_000 });
    let calls = 0;
    fakeApi({
      [`PUT /api/drafts/${ID}`]: () => {
        calls++;
        return { body: envelope(200, { revision: 2, updatedAt: 5 }) };
      },
    });
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(calls).toBe(1);
    expect(result.current.status).toBe('saved');
  });
});
