import { FAPIAO_NOTES_MAX_WEIGHT, notesWeight } from '@lexbridge/contract/api/fapiao';

/** Fapiao statuses of spec §4 by number, as locale keys (`fapiao:status.<key>`) and tag tones. */
export const STATUS_KEY: Record<number, 'received' | 'cancelled' | 'inProcess' | 'rejected' | 'mailed'> = {
  1: 'received',
  2: 'cancelled',
  3: 'inProcess',
  4: 'rejected',
  5: 'mailed',
};

export const STATUS_TONE: Record<number, 'processing' | 'default' | 'warning' | 'error' | 'success'> = {
  1: 'processing',
  2: 'default',
  3: 'warning',
  4: 'error',
  5: 'success',
};

/** Only a request still at 1 Request Received can be cancelled by its applicant. */
export const cancellable = (status: number) => status === 1;

/** Notes budget (spec §5: 25 Chinese characters or 50 letters/digits): what is used of 50, a Chinese character counting two. */
export function notesUsage(text: string | null | undefined): { used: number; max: number; over: boolean } {
  const used = notesWeight((text ?? '').trim());
  return { used, max: FAPIAO_NOTES_MAX_WEIGHT, over: used > FAPIAO_NOTES_MAX_WEIGHT };
}
