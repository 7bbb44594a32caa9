/**
 * Which language a piece of text is written in, told by its script: Chinese characters against Latin letters. A
 * Chinese character is about a word, an English word about five letters. Used to read bilingual contracts: Word table
 * cells, PDF columns, and the versions of a clause compared with each other.
 */
export type Script = 'zh' | 'en';

export const hanCount = (text: string): number => text.match(/\p{Script=Han}/gu)?.length ?? 0;
export const latinCount = (text: string): number => text.match(/[A-Za-z]/g)?.length ?? 0;

/**
 * 'zh' when most of the words are Chinese, 'en' when nearly all are English, null for a text too short to tell
 * (fewer than `min.han` Chinese characters or `min.words` English words) or mixed ("单价 Unit price").
 */
export function scriptOf(text: string, min: { han: number; words: number } = { han: 4, words: 3 }): Script | null {
  const han = hanCount(text);
  const words = latinCount(text) / 5;
  if (han >= min.han && han >= 2 * words) return 'zh';
  if (words >= min.words && han * 5 <= words) return 'en';
  return null;
}
