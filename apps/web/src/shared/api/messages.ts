import type { Lang } from '@lexbridge/contract/constants';
import { i18n } from '../i18n/index.ts';

/** Spec §8: en → messageEn, else message, else 'error!'; cn → message, else messageEn, else a generic failure text. */
export function displayMessage(answer: { message?: string | null; messageEn?: string | null }, lang: Lang): string {
  if (lang === 'en') return answer.messageEn || answer.message || i18n.t('http:fallback', { lng: 'en' });
  return answer.message || answer.messageEn || i18n.t('http:fallback', { lng: 'cn' });
}

const KNOWN_STATUS = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505];

/** The toast text for an HTTP failure that carried no envelope (spec §8 list); 0 = the connection itself failed. */
export function httpStatusText(status: number): string {
  if (status === 0) return i18n.t('http:network');
  return KNOWN_STATUS.includes(status) ? i18n.t(`http:status.${status}`) : i18n.t('http:status.other', { status });
}
