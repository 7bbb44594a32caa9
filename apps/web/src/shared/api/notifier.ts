import { NOTICE_DURATION_MS } from '@lexbridge/contract/constants';

/**
 * Toasts shown by code outside React (the API client). Each device tree installs its adapter: antd `message` on the
 * desktop, antd-mobile `Toast` on the mobile site. Error toasts are shown one at a time (spec §8).
 */
export interface Notifier {
  error(text: string, durationMs: number): void;
  info(text: string, durationMs: number): void;
}

export const ERROR_TOAST_MS = 3_000;

let adapter: Notifier | null = null;
let waiting: Array<(n: Notifier) => void> = [];
let errorShownUntil = 0;

export function setNotifier(next: Notifier | null): void {
  adapter = next;
  if (next) {
    const queued = waiting;
    waiting = [];
    for (const show of queued) show(next);
  }
}

function withAdapter(show: (n: Notifier) => void): void {
  if (adapter) show(adapter);
  else waiting = [...waiting.slice(-2), show];
}

/** Returns false when another error toast is still on screen, so a burst of failures shows one message. */
export function notifyError(text: string, now = Date.now()): boolean {
  if (now < errorShownUntil) return false;
  errorShownUntil = now + ERROR_TOAST_MS;
  withAdapter((n) => n.error(text, ERROR_TOAST_MS));
  return true;
}

export function notifyInfo(text: string, durationMs = NOTICE_DURATION_MS): void {
  withAdapter((n) => n.info(text, durationMs));
}

/** Forgets the toast on screen (used when the device tree changes, and by tests). */
export function resetNotifier(): void {
  errorShownUntil = 0;
  waiting = [];
}
