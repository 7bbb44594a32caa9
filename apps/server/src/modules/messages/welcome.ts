import cn from './locales/cn/messages.json' with { type: 'json' };
import en from './locales/en/messages.json' with { type: 'json' };
import type { NewMessage } from './messages.repository.ts';

type Key = keyof typeof cn;
const fill = (s: string, params: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ''));

function compose(texts: Record<Key, string>, name: string | null | undefined, trial?: { count: number; days: number }) {
  const lines = [name ? fill(texts['welcome.greeting'], { name }) : texts['welcome.greetingAnonymous'], texts['welcome.body']];
  if (trial) lines.push(fill(texts['welcome.trial'], trial));
  lines.push(texts['welcome.closing']);
  return lines.join('\n\n');
}

/** The letter every new account receives, in both languages; `trial` describes the free-trial package just granted. */
export function welcomeLetter(name?: string | null, trial?: { count: number; days: number }): NewMessage {
  return {
    titleCn: cn['welcome.title'],
    titleEn: en['welcome.title'],
    bodyCn: compose(cn, name, trial),
    bodyEn: compose(en, name, trial),
  };
}
