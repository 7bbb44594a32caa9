import type { Doc, Span } from '../types.ts';
import { normalizeNumbers } from './numbers.ts';
import { hanCount, latinCount, scriptOf, type Script } from '../ingest/script.ts';

/**
 * Where the two versions of a bilingual contract disagree on a figure. Contracts with a Chinese party are usually
 * written in Chinese and English, clause by clause (a Chinese paragraph, then its English one) or side by side (read
 * as such by the ingest); an amount, a percentage, a period or a date that differs between the two is a dispute
 * waiting to happen, whichever version the contract says prevails.
 *
 * A run of Chinese paragraphs next to a run of English ones of a like length is a pair. Each side's figures are read
 * as numbers (Chinese numerals included, "九十六万元" being 960000 like "960,000"); clause numbers, ordinals ("第三期")
 * and the number one ("a year" is "一年") are left out. A pair whose figures or named currencies differ is reported,
 * both versions.
 */

/** Any Chinese character: a test without the global flag, so no state is carried from one text to the next. */
const HAS_HAN = /\p{Script=Han}/u;

const CN_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CN_BIG: Record<string, number> = { 万: 1e4, 亿: 1e8 };

/** The value of a Chinese numeral ("一百二十" 120, "九十六万" 960000, "十二" 12). */
export function chineseNumber(s: string): number {
  let total = 0; // 亿 and above
  let high = 0; // 万 to 亿
  let section = 0; // below 万
  let digit = 0;
  for (const ch of s) {
    if (ch in CN_DIGITS) digit = CN_DIGITS[ch]!;
    else if (ch in CN_UNITS) {
      section += (digit || 1) * CN_UNITS[ch]!;
      digit = 0;
    } else if (ch === '万') {
      high += (section + digit || 1) * 1e4;
      section = digit = 0;
    } else if (ch === '亿') {
      total = (total + high + section + digit || 1) * 1e8;
      high = section = digit = 0;
    }
  }
  return total + high + section + digit;
}

const NUMERAL = '[零〇一二两三四五六七八九十百千万亿]+';
const RATE_BASE: Record<string, number> = { 百: 100, 千: 1000, 万: 10000 };
/**
 * A Chinese figure: Arabic digits (times 万 or 亿 when one follows), or a numeral that counts something: a rate
 * (百分之五十, 万分之五), an amount or a quantity before its unit (九十六万元, 一百二十日, 十二个月, 二十台). A numeral inside a word
 * ("任何一方", "一致") counts nothing.
 */
const CN_FIGURE = new RegExp(
  `(第)?(?:([百千万])分之(${NUMERAL}|\\d+(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s*([万亿])?|(${NUMERAL})(?=\\s*(?:[万亿]?(?:元|美元|欧元|英镑|日元|港元|港币|人民币)|个?(?:日|天|月|年|周|星期|小时|工作日|营业日)|[台件套个次倍名份吨米公斤千克箱批%％])))`,
  'g',
);

function chineseFigures(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(CN_FIGURE)) {
    if (m[1]) continue; // 第三条, 第二期: an ordinal
    if (m[2]) {
      // A rate: 百分之五 is 5 per cent, 千分之三 0.3 per cent, 万分之五 0.05 per cent, as the English writes them.
      const n = /\d/.test(m[3]!) ? Number(m[3]) : chineseNumber(m[3]!);
      out.push(Math.round(((n * 100) / RATE_BASE[m[2]]!) * 1e6) / 1e6);
    } else if (m[4] !== undefined) out.push(Number(m[4].replace(/,/g, '')) * (m[5] ? CN_BIG[m[5]]! : 1));
    else out.push(chineseNumber(m[6]!));
  }
  return out;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NEAR_NUMBER = new RegExp(`\\b(${MONTHS.join('|')})\\b(?=\\s*\\d|\\s*,?\\s*\\d{4})|(?<=\\d(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?)\\b(${MONTHS.join('|')})\\b`, 'gi');
/** Clause and schedule numbers, and a paragraph's own numbering, are no figures of the deal. */
const REFERENCE = /\b(?:article|section|clause|chapter|schedule|annex|appendix|exhibit|paragraph|item|no\.?)\s+[\dIVXivx]+(?:\.\d+)*|^\s*\d+(?:\.\d+)*\.?(?=\s)/gim;

const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

function englishFigures(text: string): number[] {
  // "USD 1.2 million" is 1200000, as the Chinese "120万美元" is; read before the number words are.
  const scaled = text.replace(REFERENCE, ' ').replace(/(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion)\b/gi, (_, n: string, w: string) =>
    String(Math.round(Number(n.replace(/,/g, '')) * SCALE[w.toLowerCase()]!)),
  );
  const plain = normalizeNumbers(scaled);
  const out: number[] = [];
  for (const m of plain.matchAll(/\d+(?:\.\d+)?/g)) out.push(Number(m[0]));
  for (const m of plain.matchAll(MONTH_NEAR_NUMBER)) out.push(MONTHS.indexOf((m[1] ?? m[2])!.toLowerCase()) + 1);
  return out;
}

function chinesePlain(text: string): string {
  // The paragraph's own numbering ("1.", "2.1") and Chinese clause numbers are no figures of the deal.
  return text.replace(/^\s*\d+(?:\.\d+)*\.?(?=\s|[^\d.])/gm, ' ');
}

/** Figures that matter: all but one (the article "a" and "一" translate each other unseen). */
const figureSet = (xs: number[]) => new Set(xs.filter((x) => x !== 1 && Number.isFinite(x)));

/** Currencies each version names; compared only when both name one ("元" alone says nothing). */
const EN_CURRENCIES: [string, RegExp][] = [
  ['USD', /\bUSD\b|\bUS\s?\$|\bU\.S\.\s+dollars?\b|\bUnited\s+States\s+dollars?\b|\bUS\s+dollars?\b/i],
  ['EUR', /\bEUR\b|\beuros?\b|€/i],
  ['CNY', /\bRMB\b|\bCNY\b|\brenminbi\b|\byuan\b/i],
  ['GBP', /\bGBP\b|\bpounds?\s+sterling\b|£/i],
  ['JPY', /\bJPY\b|\byen\b/i],
  ['HKD', /\bHKD\b|\bHK\s?\$|\bHong\s+Kong\s+dollars?\b/i],
];
const ZH_CURRENCIES: [string, RegExp][] = [
  ['USD', /美元|美金/],
  ['EUR', /欧元/],
  ['CNY', /人民币/],
  ['GBP', /英镑/],
  ['JPY', /日元/],
  ['HKD', /港元|港币/],
];
const named = (text: string, list: [string, RegExp][]) => new Set(list.filter(([, re]) => re.test(text)).map(([c]) => c));

function differ(zh: string, en: string): boolean {
  const zc = named(zh, ZH_CURRENCIES);
  const ec = named(en, EN_CURRENCIES);
  if (zc.size && ec.size && (zc.size !== ec.size || [...zc].some((c) => !ec.has(c)))) return true;
  const a = figureSet(chineseFigures(chinesePlain(zh)));
  const b = figureSet(englishFigures(en));
  if (!a.size && !b.size) return false;
  for (const x of a) if (!b.has(x)) return true;
  for (const x of b) if (!a.has(x)) return true;
  return false;
}

/**
 * Paragraphs per run at most: a longer run is a part of the contract in one language (a column of a page printed side
 * by side, a Chinese-only annex), not one clause's version.
 */
const MAX_RUN = 4;

/** A Chinese clause's number: 第三条, 三、, 3. or 3.1 at the head of its paragraph. */
const CN_CLAUSE = /^\s*(?:第\s*([零〇一二两三四五六七八九十百]+|\d+)\s*条|([零〇一二两三四五六七八九十百]+)\s*[、．]|(\d+(?:\.\d+)*)\s*[、.．]?(?=\s|\p{Script=Han}))/u;
/** An English clause's number: Article 3, Section 3.1, 3. or 3.1 at the head of its paragraph. */
const EN_CLAUSE = /^\s*(?:(?:Article|ARTICLE|Clause|CLAUSE|Section|SECTION)\s+(\d+(?:\.\d+)*)|(\d+(?:\.\d+)*)\.?(?=\s+[A-Za-z(]))/;

function clauseKey(line: string, lang: Script): string | null {
  if (lang === 'en') {
    const m = EN_CLAUSE.exec(line);
    return m ? (m[1] ?? m[2])!.replace(/\.$/, '') : null;
  }
  const m = CN_CLAUSE.exec(line);
  if (!m) return null;
  const numeral = m[1] ?? m[2];
  return numeral !== undefined ? String(/\d/.test(numeral) ? Number(numeral) : chineseNumber(numeral)) : m[3]!.replace(/\.$/, '');
}

/**
 * Paragraphs from each numbered clause to the next, in one language, by clause number ("3", "3.1"). A number used
 * twice in a language (sub-clauses numbered afresh under each article) pairs nothing.
 */
function clausesByNumber(paragraphs: readonly Span[], text: string, lang: Script): Map<string, { from: number; to: number }> {
  const out = new Map<string, { from: number; to: number }>();
  const twice = new Set<string>();
  let open: { key: string; from: number; to: number } | null = null;
  const close = () => {
    if (open) {
      if (out.has(open.key)) twice.add(open.key);
      else out.set(open.key, { from: open.from, to: open.to });
    }
    open = null;
  };
  paragraphs.forEach((p, i) => {
    const line = text.slice(p.start, p.end);
    const key = clauseKey(line, lang);
    const own = scriptOf(line) === lang || (lang === 'zh' && HAN_ONLY.test(line));
    if (key !== null && own) {
      close();
      open = { key, from: i, to: i + 1 };
    } else if (open && own && i === open.to && i - open.from < MAX_CLAUSE) open.to = i + 1;
    else if (open && !own) close();
  });
  close();
  for (const k of twice) out.delete(k);
  return out;
}

/** Clause numbers both versions must share before numbers pair them. */
const MIN_SHARED = 3;

/** A line of a Chinese column too short to weigh its words ("缺陷。"). */
const HAN_ONLY = /^[^A-Za-z]*\p{Script=Han}[^A-Za-z]*$/u;
/** Paragraphs a clause may run to (a Chinese column printed line by line is many short paragraphs). */
const MAX_CLAUSE = 12;

function compare(text: string, paragraphs: readonly Span[], zh: { from: number; to: number }, en: { from: number; to: number }): Span[] {
  const span = (r: { from: number; to: number }) => ({ start: paragraphs[r.from]!.start, end: paragraphs[r.to - 1]!.end });
  // A Chinese clause printed line by line reads as one text: no spaces between its lines.
  const zhText = paragraphs.slice(zh.from, zh.to).map((p) => text.slice(p.start, p.end)).join('');
  const enText = paragraphs.slice(en.from, en.to).map((p) => text.slice(p.start, p.end)).join(' ');
  // Versions of one clause are of a like length: about three English letters to a Chinese character.
  const ratio = latinCount(enText) / Math.max(1, hanCount(zhText));
  if (ratio < 1 || ratio > 10 || !differ(zhText, enText)) return [];
  return [span(zh), span(en)].sort((a, b) => a.start - b.start);
}

/** The pairs of Chinese and English versions whose figures differ, each as its two spans. */
export function bilingualMismatches(doc: Pick<Doc, 'text' | 'paragraphs'>): Span[] {
  const { text, paragraphs } = doc;
  if (!HAS_HAN.test(text)) return [];
  const out = [...adjacentMismatches(text, paragraphs), ...mixedMismatches(text, paragraphs)];
  // Numbered clauses pair up however the versions are laid out: side by side, in columns, or one version after the
  // other. A clause already compared with its neighbour is not compared again.
  const done = (s: Span) => out.some((o) => o.start <= s.start && s.end <= o.end);
  const zh = clausesByNumber(paragraphs, text, 'zh');
  const en = clausesByNumber(paragraphs, text, 'en');
  // Numbers pair versions only in a contract written twice: both languages of a like bulk, several clause numbers
  // in common. An English contract with a Chinese price list as its annex is not one.
  const ratio = latinCount(text) / Math.max(1, hanCount(text));
  const shared = [...zh.keys()].filter((k) => en.has(k)).length;
  if (ratio < 1.5 || ratio > 8 || shared < MIN_SHARED) return out.sort((a, b) => a.start - b.start);
  for (const [n, z] of zh) {
    const e = en.get(n);
    if (!e || done(paragraphs[z.from]!) || done(paragraphs[e.from]!)) continue;
    out.push(...compare(text, paragraphs, z, e));
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Runs of Chinese paragraphs next to runs of English ones: the versions of a clause written one after the other. */
function adjacentMismatches(text: string, paragraphs: readonly Span[]): Span[] {
  // Maximal runs of paragraphs in one language; a short or mixed paragraph ends a run.
  const runs: { from: number; to: number; lang: Script }[] = [];
  paragraphs.forEach((p, i) => {
    const lang = scriptOf(text.slice(p.start, p.end));
    const last = runs[runs.length - 1];
    if (lang && last && last.lang === lang && last.to === i) last.to = i + 1;
    else if (lang) runs.push({ from: i, to: i + 1, lang });
  });
  const out: Span[] = [];
  for (let r = 0; r + 1 < runs.length; r++) {
    const a = runs[r]!;
    const b = runs[r + 1]!;
    if (a.to !== b.from || a.lang === b.lang || a.to - a.from > MAX_RUN || b.to - b.from > MAX_RUN) continue;
    out.push(...(a.lang === 'zh' ? compare(text, paragraphs, a, b) : compare(text, paragraphs, b, a)));
    r++;
  }
  return out;
}

/**
 * Sentence ends in either language (a Chinese full stop needs no space after it), and the slash between the two
 * versions of one line ("Royalty: 8% of Net Sales / 许可使用费：净销售额的8%").
 */
const SENTENCE_END = /(?<=[。！？；])|(?<=[.!?;])\s+(?=\S)|\s*[/／]\s*(?=\p{Script=Han})|(?<=\p{Script=Han}[。）)]?)\s*[/／]\s*(?=[A-Za-z])/u;

/**
 * A paragraph holding both versions, the Chinese sentences then the English ones ("第三条 单价为USD 12.50。Article 3.
 * The unit price is USD 12.50."): its sentences are sorted by language and the two versions compared. Quoted once.
 */
function mixedMismatches(text: string, paragraphs: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const p of paragraphs) {
    const para = text.slice(p.start, p.end);
    if (!HAS_HAN.test(para)) continue;
    const zh: string[] = [];
    const en: string[] = [];
    for (const sentence of para.split(SENTENCE_END)) {
      const lang = scriptOf(sentence) ?? (HAN_ONLY.test(sentence) ? 'zh' : null);
      if (lang === 'zh') zh.push(sentence);
      else if (lang === 'en') en.push(sentence);
    }
    if (!zh.length || !en.length) continue;
    const zhText = zh.join('');
    const enText = en.join(' ');
    const ratio = latinCount(enText) / Math.max(1, hanCount(zhText));
    if (ratio >= 1 && ratio <= 10 && differ(zhText, enText)) out.push({ start: p.start, end: p.end });
  }
  return out;
}
