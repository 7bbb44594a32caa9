/**
 * Numbers as contracts write them: "sixty (60) days", "ninety days", "one hundred and twenty (120) days",
 * "1,000". `normalizeNumbers` rewrites a text so a number test's regex sees digits only ("60 days"), and
 * `parseNumber` reads a captured number in digits or words.
 */
const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].sort((a, b) => b.length - a.length).join('|')})`;
/** A run of number words: "one hundred and twenty", "forty-five". */
const WORDS = `\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*\\b`;
/** "sixty (60)", and with the figures quoted: 'ninety ("90")'. */
const WORDS_THEN_DIGITS = new RegExp(`${WORDS}\\s*\\(\\s*["\u201c]?(\\d[\\d,]*(?:\\.\\d+)?)["\u201d]?\\s*\\)`, 'gi');
const WORDS_ONLY = new RegExp(WORDS, 'gi');
const DIGITS_THEN_DIGITS = /\b(\d[\d,]*)\s*\(\s*\1\s*\)/g;

/** The value of a run of number words, or NaN when it is not one. */
export function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (!w || w === 'and') continue;
    if (w in UNITS) current += UNITS[w]!;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * SCALES[w]!;
      current = 0;
    } else return NaN;
    any = true;
  }
  return any ? total + current : NaN;
}

export function parseNumber(s: string): number {
  const t = s.trim();
  if (/^\d[\d,]*(?:\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  return wordsToNumber(t);
}

export function normalizeNumbers(text: string): string {
  return text
    .replace(WORDS_THEN_DIGITS, (_, digits: string) => digits.replace(/,/g, ''))
    .replace(DIGITS_THEN_DIGITS, '$1')
    .replace(WORDS_ONLY, (w) => {
      const n = wordsToNumber(w);
      return Number.isNaN(n) ? w : String(n);
    })
    .replace(/\b(\d{1,3}(?:,\d{3})+)\b/g, (m) => m.replace(/,/g, ''));
}
