/**
 * Is this text English? The share of common English function words among the words, plus the share of letters
 * outside the Latin script. Contracts are formal prose, so function words are dense (typically 35-50%).
 */
const FUNCTION_WORDS = new Set(
  ('the of and to in a an or any by for be shall is are as with on this that such which at from its all not no ' +
    'may will other under each party parties agreement have has been if upon within without than their it').split(' '),
);

export function englishScore(text: string): { words: number; english: number; foreignLetters: number; letters: number } {
  const sample = text.length > 60_000 ? text.slice(0, 30_000) + text.slice(-30_000) : text;
  let words = 0;
  let english = 0;
  for (const m of sample.toLowerCase().matchAll(/[a-z]+/g)) {
    words++;
    if (FUNCTION_WORDS.has(m[0])) english++;
  }
  let letters = 0;
  let foreign = 0;
  for (const ch of sample) {
    if (/\p{L}/u.test(ch)) {
      letters++;
      if (!/[A-Za-z\u00C0-\u024F]/.test(ch)) foreign++;
    }
  }
  return { words, english, foreignLetters: foreign, letters };
}

export function isEnglish(text: string): boolean {
  const s = englishScore(text);
  if (s.letters === 0) return false;
  // Chinese, Russian, Arabic...: most letters are outside the Latin script.
  if (s.foreignLetters / s.letters > 0.3) return false;
  // French, German, Spanish...: Latin letters but few English function words.
  return s.words > 0 && s.english / s.words >= 0.15;
}
