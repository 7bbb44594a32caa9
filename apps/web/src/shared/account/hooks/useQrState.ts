import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../api/ApiError.ts';
import { useLang } from '../../hooks/useLang.ts';
import { createQrState, pollQrState, type QrOutcome, type QrPurpose, type QrState } from '../api/wechat.ts';
import type { Platform } from '../platform.ts';

export const QR_POLL_MS = 2_000;

export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'failed';

/**
 * A WeChat QR code and its polling: a new state on mount (and on refresh), then GET every two seconds.
 * 212102 means nobody scanned yet and is not shown; 212103 (or the local expiry) turns the code grey with a refresh
 * button (the server's clock decides expiry, not this page's). The confirmed outcome is handed to `onConfirmed` once.
 */
export function useQrState(purpose: QrPurpose, platform: Platform, onConfirmed: (outcome: QrOutcome, qr: QrState) => void) {
  const lang = useLang();
  const [qr, setQr] = useState<QrState | null>(null);
  const [phase, setPhase] = useState<QrPhase>('loading');
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPhase('loading');
    setError(null);
    setQr(null);

    const poll = async (current: QrState) => {
      if (stopped) return;
      try {
        const outcome = await pollQrState(current.state, platform);
        if (stopped) return;
        if (outcome.status === 'confirmed') {
          setPhase('confirmed');
          confirmed.current(outcome, current);
          return;
        }
        setPhase('scanned');
      } catch (e) {
        if (stopped) return;
        if (isApiError(e) && e.code === ErrorCodes.WX_STATE_EXPIRED) {
          setPhase('expired');
          return;
        }
        // 212102: still waiting. Anything else (a dropped connection) is retried on the next tick.
      }
      timer = setTimeout(() => void poll(current), QR_POLL_MS);
    };

    createQrState(purpose, lang)
      .then((created) => {
        if (stopped) return;
        setQr(created);
        setPhase('waiting');
        timer = setTimeout(() => void poll(created), QR_POLL_MS);
      })
      .catch((e: unknown) => {
        if (stopped) return;
        setPhase('failed');
        setError(isApiError(e) ? e.display : null);
      });

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
    // The language only changes the phone page's wording: a switch does not need a new QR code.
  }, [purpose, platform, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { qr, phase, error, refresh };
}

/** The sandbox phone page is served by this site: offer a link to it (testers and automated journeys confirm there). */
export function isLocalQrUrl(url: string, origin: string = typeof window === 'undefined' ? '' : window.location.origin): boolean {
  return origin !== '' && (url === origin || url.startsWith(`${origin}/`));
}
