import type { Lang } from '@lexbridge/contract/constants';
import type { BiText } from './types.ts';

/** The name of a catalogue entry in the page language, the other language when one is missing. */
export function nameOf(item: { nameCn: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' ? item.nameEn || item.nameCn : item.nameCn || item.nameEn;
}

/** The other language's name, shown small beside the main one (the catalogue is bilingual by nature). */
export function otherNameOf(item: { nameCn: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' ? item.nameCn : item.nameEn;
}

/** A `{ cn, en }` text in the page language, with the same fallback. */
export function textOf(text: BiText | null | undefined, lang: Lang): string {
  if (!text) return '';
  return lang === 'en' ? text.en || text.cn : text.cn || text.en;
}

/** Paragraphs of a long text: the content keeps paragraphs apart with blank lines or single line breaks. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
