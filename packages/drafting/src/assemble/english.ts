import type { Scope } from '../expr/evaluate.ts';
import { inLanguage } from '../helpers/bitext.ts';
import type { Lang } from '../model/types.ts';
import type { PartyBlock } from './types.ts';

/**
 * A party's name, address and representative are typed once, usually in Chinese. An object answer may also carry
 * `nameEn`, `addressEn` and `legalRepEn`: English text reads those in place of the Chinese forms, so a bilingual
 * contract never shows a Chinese company name in its English column when the user gave the English one.
 */
export const ENGLISH_FORMS = ['name', 'address', 'legalRep'] as const;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function english(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(english);
  if (!v || typeof v !== 'object' || 'amount' in v) return v;
  const o = v as Record<string, unknown>;
  if (!ENGLISH_FORMS.some((k) => filled(o[`${k}En`]))) return v;
  const out = { ...o };
  for (const k of ENGLISH_FORMS) if (filled(o[`${k}En`])) out[k] = o[`${k}En`];
  return out;
}

/** The scope English text is interpolated in. */
export function englishScope(scope: Scope): Scope {
  return (name) => english(scope(name));
}

/**
 * The scope a text in `lang` is interpolated in: party objects show their English forms in English text, and
 * bilingual answers (`{ cn, en }`) are the form of the text's language, so expressions and formatters see strings.
 * Conditions keep the root scope and see the answer object.
 */
export function textScope(scope: Scope, lang: Lang): Scope {
  const base = lang === 'en' ? englishScope(scope) : scope;
  return (name) => inLanguage(base(name), lang);
}

export function partyIn(p: PartyBlock, lang: Lang): PartyBlock {
  return lang === 'en' && p.en ? { ...p, ...Object.fromEntries(Object.entries(p.en).filter(([, v]) => v)) } : p;
}
