import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCodes } from '@lexbridge/contract/errors';
import type { Answers } from '@lexbridge/drafting/browser';
import { isApiError } from '../api/ApiError.ts';
import { getDraft } from './api/getDraft.ts';
import { saveDraft, saveDraftOnExit } from './api/saveDraft.ts';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error';

export interface Autosave {
  status: SaveStatus;
  /** When the server last stored the answers (epoch ms). */
  savedAt: number | null;
  /** Saves now and waits: generate calls it so the server generates exactly what the user sees. */
  flush(): Promise<boolean>;
}

/**
 * Keeps the server's copy of a draft in step with the answers on screen: a save ~800 ms after the last change, one
 * request at a time, and a last save when the page is left. The revision travels with every save; when another tab
 * saved in between (DRAFT_CONFLICT) the draft is read again for its revision and the answers on screen are sent
 * again, so nothing typed here is lost.
 */
export function useAutosave(draftId: string, answers: Answers, initial: { revision: number; updatedAt: number }): Autosave {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [savedAt, setSavedAt] = useState<number | null>(initial.updatedAt);
  const revision = useRef(initial.revision);
  const latest = useRef(answers);
  const stored = useRef(answers);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  latest.current = answers;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sending = latest.current;
    if (sending === stored.current) return true;
    if (alive.current) setStatus('saving');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const res = await saveDraft(draftId, sending, revision.current);
        revision.current = res.revision;
        stored.current = sending;
        if (alive.current) {
          setSavedAt(res.updatedAt);
          setStatus(latest.current === sending ? 'saved' : 'pending');
        }
        return true;
      } catch (e) {
        if (attempt === 0 && isApiError(e) && e.code === ErrorCodes.DRAFT_CONFLICT) {
          try {
            revision.current = (await getDraft(draftId, { quiet: true })).revision;
            continue;
          } catch {
            /* fall through to the error state */
          }
        }
        if (alive.current) setStatus('error');
        return false;
      }
    }
    return false;
  }, [draftId]);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: wait for the one in flight, then send whatever changed meanwhile.
    while (running.current) await running.current;
    if (latest.current === stored.current) return true;
    const p = saveOnce();
    running.current = p;
    try {
      return await p;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    if (answers === stored.current) return;
    setStatus((s) => (s === 'saving' ? s : 'pending'));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [answers, flush]);

  useEffect(() => {
    alive.current = true;
    const onHide = () => {
      if (latest.current !== stored.current) {
        saveDraftOnExit(draftId, latest.current, revision.current);
        stored.current = latest.current;
      }
    };
    // A hidden tab is still alive: an ordinary save, whose new revision is kept.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive.current = false;
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current) clearTimeout(timer.current);
      // Leaving the page inside the app: the last changes go out with the usual request.
      if (latest.current !== stored.current) void saveOnce();
    };
  }, [draftId, saveOnce, flush]);

  return { status, savedAt, flush };
}
