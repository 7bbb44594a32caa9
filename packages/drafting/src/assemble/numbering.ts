import { word } from '../locales.ts';
import type { Bi, Lang } from '../model/types.ts';
import { articleCn, articleEn, letter } from '../helpers/ordinal.ts';

/**
 * Labels shown by the HTML and PDF renderers and in cross-references. DOCX does not type them:
 * Word's own numbering draws the same labels from numbering definitions.
 * Levels: 第一条 / Article 1; 1.1; (a).
 */
export function labelOf(num: number[]): Bi {
  if (num.length === 1) return { cn: articleCn(num[0]), en: articleEn(num[0]) };
  if (num.length === 2) return { cn: `${num[0]}.${num[1]}`, en: `${num[0]}.${num[1]}` };
  const s = `(${letter(num[num.length - 1])})`;
  return { cn: s, en: s };
}

/** "第五条" / "Article 5"; "第5.2款" / "Clause 5.2"; "第5.2(a)项" / "paragraph 5.2(a)". */
export function refLabel(num: number[], lang: Lang): string {
  if (num.length === 1) return labelOf(num)[lang];
  const dotted = num.slice(0, 2).join('.') + num.slice(2).map((n) => `(${letter(n)})`).join('');
  return word(lang, num.length === 2 ? 'subClauseRef' : 'itemRef', { number: dotted });
}
