import type { DefinedTerm, Party } from '../types.ts';
import { COMPANY, ROLE_WORDS } from './parties.ts';
import { termsDefinedWith } from './definitions.ts';

/**
 * Parties of a letter agreement, which has no "between" and no form at its head. Two ways letters name them:
 *
 * 1. In passing, with a short name in brackets, often a pronoun: "the basis on which Harcourt Lane Advisory LLP
 *    ("we", "us" or "our") will provide services to Beijing Zhiyuan Health Technology Co., Ltd. ("you" or "your")".
 * 2. In a sentence of their own: "The Seller is Southern Cross Wool Exporters Pty Ltd of the address above."
 *
 * Only names with a company's legal form at their end are read, since in the middle of a sentence nothing else
 * tells a name from the words before it.
 */

/** Capitalised words ending in a legal form: "Harcourt Lane Advisory LLP", "Beijing Zhiyuan Co., Ltd.". */
const COMPANY_NAME = new RegExp(
  `(?:[A-Z][\\w&'.\\-]*|\\([A-Z][\\w ]{1,30}\\))(?:,?\\s+(?:(?:of|de|&)\\s+)?(?:[A-Z][\\w&'.\\-]*|\\([A-Z][\\w ]{1,30}\\))){0,9}?(?:,?\\s+${COMPANY.source.replace(/\[,\\s\]\*\$$/, '')})(?:,?\\s*(?:Ltd|Limited)\\b\\.?)?`,
  'g',
);
/**
 * A company name at the start of a text. Not COMPANY_NAME itself: `exec` on a global regex leaves its lastIndex
 * behind, and `matchAll` starts from it, so one contract's match would cut the next contract's names.
 */
const COMPANY_NAME_FIRST = new RegExp(`^(?:${COMPANY_NAME.source})`);
/**
 * What may stand between a name and its short name: nothing, or a description ("(Special General Partnership),
 * acting through its Shenzhen Branch", ", a company whose A shares are listed on the Shenzhen Stock Exchange").
 */
const DESCRIPTION = /^\s*(?:\([^()]{1,60}\))?\s*(?:,\s*(?:(?:an?|the)\s|acting\s+through\b|(?:incorporated|registered|established|organi[sz]ed|having|whose|with)\b)[^()]{0,200})?[,\s]*$/;
/** A first word that starts a sentence rather than a name. */
const NOT_A_NAME_START = /^(?:The|This|That|These|Our|Your|We|You|If|In|Under|Between|And|Thank|Dear|Re)\b\s*/;

/** The last company name in the line of `before`, when only a description follows it. */
function trailingName(before: string): string | undefined {
  const line = before.slice(before.lastIndexOf('\n') + 1);
  const last = [...line.matchAll(COMPANY_NAME)].pop();
  if (!last || !DESCRIPTION.test(line.slice(last.index! + last[0].length))) return undefined;
  let name = last[0];
  while (NOT_A_NAME_START.test(name)) name = name.replace(NOT_A_NAME_START, '');
  return name.split(/\s+/).length >= 2 ? name.replace(/[,\s]+$/, '') : undefined;
}

const PRONOUNS = new Set(['we', 'us', 'you']);

/** The short name among those one definition gives that makes its company a party: a pronoun or a role word. */
const partyWord = (terms: readonly DefinedTerm[]) =>
  terms.map((t) => t.term).find((t) => PRONOUNS.has(t.toLowerCase()) || ROLE_WORDS.has(t.toLowerCase()));

function letterParty(name: string, word: string, start: number): Party {
  const role = word.toLowerCase();
  return { name, alias: word, ...(ROLE_WORDS.has(role) ? { role } : {}), start, end: start + name.length };
}

/** Parties named in passing before their short names in the first 4,000 characters. */
function namedInPassing(text: string, definitions: DefinedTerm[]): Party[] {
  const out: Party[] = [];
  let from = 0;
  for (const d of definitions) {
    if (d.definition.start >= 4000) break;
    if (text[d.definition.start] !== '(' || d.definition.start < from) continue;
    const before = text.slice(from, d.definition.start);
    from = d.definition.end;
    const name = trailingName(before);
    // A company the letter mentions on its way ("your dispute with Northmoor Flow Controls Limited ("Northmoor")")
    // is no party: a party's short name is a pronoun or a role, maybe after a name ("Kestrel Vance", "we" or "us").
    const word = partyWord(termsDefinedWith(definitions, d));
    if (!name || out.some((p) => p.name === name) || !word) continue;
    out.push(letterParty(name, word, d.definition.start - before.length + before.lastIndexOf(name)));
  }
  return out;
}

/** "The Seller is Southern Cross Wool Exporters Pty Ltd of the address above. The Buyer is ...". */
const ROLE_SENTENCE = /\bThe\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+is\s+([A-Z][^.\n;]{2,150}?(?:\.(?=[,\s]*(?:Ltd|Limited|Inc|Co)\b)[^.\n;]{0,40}?)*)(?=\s+(?:of|at|whose|with|a\s)\b|[.;,]?\s*$|[.;]\s)/gm;

function namedInSentences(text: string): Party[] {
  const head = text.slice(0, 6000);
  const out: Party[] = [];
  for (const m of head.matchAll(ROLE_SENTENCE)) {
    const role = m[1]!.toLowerCase();
    if (!ROLE_WORDS.has(role)) continue;
    let name = m[2]!.replace(/[,\s]+$/, '');
    const start = m.index! + m[0].indexOf(name, m[0].indexOf(' is ') + 4);
    // The point of "Co., Ltd." before " of Zhangjiagang" belongs to the name.
    if (head[start + name.length] === '.' && /\b(?:Ltd|Co|Inc|Corp|Pty|Bhd|Pte)$/.test(name)) name += '.';
    if (!COMPANY.test(name) || out.some((p) => p.role === role)) continue;
    out.push({ name, alias: m[1]!, role, start, end: start + name.length });
  }
  return out;
}

/**
 * 3. In a sentence that defines the pronouns: 'In this letter, "we", "us" and "Huaxin" mean Foshan Huaxin Ceramics
 *    Co., Ltd., and "you" means Kinta Tile Sdn. Bhd.' (the terms listed share one definition: definitions.ts).
 */
function namedByMeaning(text: string, definitions: DefinedTerm[]): Party[] {
  const out: Party[] = [];
  const done = new Set<number>();
  for (const d of definitions) {
    if (d.definition.start >= 6000 || done.has(d.definition.start)) continue;
    const terms = termsDefinedWith(definitions, d);
    const word = partyWord(terms);
    const last = terms[terms.length - 1]!;
    const means = /^["\u201d]\s*(?:,\s*)?means?\s+/.exec(text.slice(last.end, last.end + 12));
    done.add(d.definition.start);
    if (!word || !means) continue;
    const at = last.end + means[0].length;
    const name = COMPANY_NAME_FIRST.exec(text.slice(at, at + 200));
    if (!name || out.some((p) => p.name === name[0])) continue;
    out.push(letterParty(name[0], word, at));
  }
  return out;
}

export function letterParties(text: string, definitions: DefinedTerm[]): Party[] {
  const passing = namedInPassing(text, definitions);
  if (passing.length >= 2) return passing.slice(0, 4);
  const meant = namedByMeaning(text, definitions);
  if (meant.length >= 2) return meant.slice(0, 4);
  const sentences = namedInSentences(text);
  if (sentences.length >= 2) return sentences.slice(0, 4);
  const apposed = namedInApposition(text);
  return apposed.length >= 2 ? apposed : [];
}

/** A pronoun with its company's name beside it: "we, Kestrel & Vane Sports Limited, give you, Harbour Strides Limited, ...". */
const APPOSITION = /\b(we|you)\s*,\s+/gi;

/** Parties named beside "we" and "you" in the first 4,000 characters: the first name given to each pronoun. */
function namedInApposition(text: string): Party[] {
  const head = text.slice(0, 4000);
  const out: Party[] = [];
  for (const m of head.matchAll(APPOSITION)) {
    const word = m[1]!.toLowerCase();
    const at = m.index! + m[0].length;
    const name = COMPANY_NAME_FIRST.exec(head.slice(at, at + 200));
    if (!name || !/^\s*,/.test(head.slice(at + name[0].length)) || out.some((p) => p.alias === word)) continue;
    out.push(letterParty(name[0].replace(/[,\s]+$/, ''), word, at));
  }
  return out.length === 2 ? out : [];
}
