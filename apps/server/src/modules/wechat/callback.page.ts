import cn from './locales/cn/pages.json' with { type: 'json' };
import en from './locales/en/pages.json' with { type: 'json' };
import { escapeHtml, renderPage } from './html.ts';
import type { CallbackOutcome } from './wechat.service.ts';

type Key = keyof typeof cn;

const STATUS: Record<CallbackOutcome, number> = { done: 200, invalid: 400, expired: 410, cancelled: 200, failed: 502 };

/**
 * The page WeChat's redirect lands on, on the phone. The QR code's language is not known here, so the page
 * speaks both: Chinese first, English below.
 */
export function callbackPage(outcome: CallbackOutcome): { status: number; html: string } {
  const t = (lang: Record<Key, string>, k: 'title' | 'text') => escapeHtml(lang[`${outcome}.${k}` as Key]);
  const body = `<h1>${t(cn, 'title')}</h1><p>${t(cn, 'text')}</p><h1 class="en" lang="en">${t(en, 'title')}</h1><p class="en" lang="en">${t(en, 'text')}</p>`;
  return { status: STATUS[outcome], html: renderPage({ lang: 'cn', title: `${cn[`${outcome}.title` as Key]} · ${en[`${outcome}.title` as Key]}`, body }) };
}
