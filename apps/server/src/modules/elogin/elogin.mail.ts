import cn from './locales/cn/elogin.json' with { type: 'json' };
import en from './locales/en/elogin.json' with { type: 'json' };

type Texts = typeof cn;
const TEXTS: Record<'cn' | 'en', Texts> = { cn, en };
const fill = (s: string, params: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ''));

/** The login-link mail in both languages, the requester's language first. */
export function loginLinkMail(lang: 'cn' | 'en', url: string, minutes: number) {
  const order = lang === 'en' ? (['en', 'cn'] as const) : (['cn', 'en'] as const);
  const block = (t: Texts) => [fill(t['mail.intro'], { minutes }), url, t['mail.ignore']].join('\n\n');
  return {
    subject: order.map((l) => TEXTS[l]['mail.subject']).join(' | '),
    text: order.map((l) => block(TEXTS[l])).join('\n\n————————\n\n'),
  };
}
