import cn from './locales/cn/drafting.json' with { type: 'json' };
import en from './locales/en/drafting.json' with { type: 'json' };
import type { Bi, Lang } from './model/types.ts';

export type WordKey = keyof typeof cn;
const TEXTS: Record<Lang, Record<WordKey, string>> = { cn, en };

/** The engine's own words in one language, with `{name}` parameters filled in. */
export function word(lang: Lang, key: WordKey, params: Record<string, string | number> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

export function bi(key: WordKey, params: Record<string, string | number> = {}): Bi {
  return { cn: word('cn', key, params), en: word('en', key, params) };
}
