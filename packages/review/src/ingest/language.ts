/**
 * Is this text English? The share of common English function words among the words, plus the share of letters
 * outside the Latin script. Contracts are formal prose, so function words are dense (typically 35-50%).
 */
const FUNCTION_WORDS = new Set(
  ('the of and to in a an or any by for be shall is are as with on this that such which at from its all not no ' +
    'may will other under each party parties agreement have has been if upon within without than their it').split(' '),
);

/** Function words of the other languages contracts come in written with Latin letters (French, German, Spanish, Italian...). */
const OTHER_FUNCTION_WORDS = new Set(
  ('le la les des du et est une dans pour par sur que qui au aux der die das und den dem ist von zu mit nicht ein eine ' +
    'el los las del y en que para por con una il lo gli della che di per tra sono het een van ook niet').split(' '),
);

export function englishScore(text: string): { words: number; english: number; other: number; foreignLetters: number; letters: number } {
  const sample = text.length > 60_000 ? text.slice(0, 30_000) + text.slice(-30_000) : text;
  let words = 0;
  let english = 0;
  let other = 0;
  for (const m of sample.toLowerCase().matchAll(/[a-z]+/g)) {
    words++;
    if (FUNCTION_WORDS.has(m[0])) english++;
    else if (OTHER_FUNCTION_WORDS.has(m[0])) other++;
  }
  let letters = 0;
  let foreign = 0;
  for (const ch of sample) {
    if (/\p{L}/u.test(ch)) {
      letters++;
      if (!/[A-Za-z\u00C0-\u024F]/.test(ch)) foreign++;
    }
  }
  return { words, english, other, foreignLetters: foreign, letters };
}

export function isEnglish(text: string): boolean {
  const s = englishScore(text);
  if (s.letters === 0) return false;
  // Chinese, Russian, Arabic...: most letters are outside the Latin script. A bilingual contract (Chinese and English
  // clause by clause, or side by side) still carries the whole English text: its Latin words are plentiful English
  // prose, however long the Chinese beside them.
  const foreign = s.foreignLetters / s.letters;
  const bilingual = foreign <= 0.7 && s.words >= 30 && s.english / s.words >= 0.2;
  if (foreign > 0.3 && !bilingual) return false;
  // French, German, Spanish...: Latin letters but few English function words. A short filing (a cover page, a
  // one-paragraph amendment) is mostly names, numbers and headings, so it gets a lower bar when no other language's
  // function words outnumber the English ones.
  if (s.words === 0) return false;
  if (s.english / s.words >= 0.15) return true;
  return s.words < 300 && s.english / s.words >= 0.06 && s.other < s.english;
}
