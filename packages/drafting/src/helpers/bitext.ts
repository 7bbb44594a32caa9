import type { Bi, Lang } from '../model/types.ts';

/**
 * The answer of a bilingual text question: the Chinese and the English form of one free-text answer (a place of
 * signing, a description of goods). Recognised by shape — exactly the keys `cn` and `en`, both strings — so plain
 * expressions and renderers need no question at hand.
 */
export function isBiText(v: unknown): v is Bi {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  return keys.length === 2 && typeof o.cn === 'string' && typeof o.en === 'string';
}

const other = (lang: Lang): Lang => (lang === 'cn' ? 'en' : 'cn');

/** The form for a text in `lang`, falling back to the other form when that one is empty. */
export function biForm(v: Bi, lang: Lang): string {
  return v[lang].trim() || v[other(lang)].trim();
}

/** The forms a stored answer holds: a plain string (typed before the question was bilingual) is its Chinese form. */
export function formsOf(v: unknown): Bi {
  if (isBiText(v)) return { cn: v.cn, en: v.en };
  return { cn: v === null || v === undefined ? '' : String(v), en: '' };
}

/**
 * A value as text in `lang` reads it: every bilingual answer in it, at any depth (a group's items, a party object),
 * becomes the form of that language. Objects are copied only along the way to a bilingual answer.
 */
export function inLanguage(v: unknown, lang: Lang): unknown {
  if (isBiText(v)) return biForm(v, lang);
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    v.forEach((x, i) => {
      const y = inLanguage(x, lang);
      if (y !== x) (out ??= [...v])[i] = y;
    });
    return out ?? v;
  }
  if (v && typeof v === 'object') {
    let out: Record<string, unknown> | null = null;
    for (const [k, x] of Object.entries(v)) {
      const y = inLanguage(x, lang);
      if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
    }
    return out ?? v;
  }
  return v;
}
