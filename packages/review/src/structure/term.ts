import type { TermFact } from '../types.ts';

/**
 * Term and renewal: the initial duration ("for a term of three (3) years"), automatic renewal ("shall
 * automatically renew for successive one-year periods") and the notice needed to stop a renewal.
 */
const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, sixty: 60, ninety: 90, 'one hundred twenty': 120,
  'one hundred eighty': 180,
};
const QTY = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|one hundred twenty|one hundred eighty)(?:\\s*\\((\\d{1,3})\\))?';
const UNIT = '[\\s-]*(year|month|day)s?';
const DURATION = new RegExp(`${QTY}${UNIT}`, 'i');

type Duration = { years?: number; months?: number; days?: number };

function toDuration(m: RegExpExecArray): Duration {
  const n = m[2] ? Number(m[2]) : /^\d+$/.test(m[1]) ? Number(m[1]) : WORDS[m[1].toLowerCase()];
  const unit = m[3].toLowerCase();
  return unit === 'year' ? { years: n } : unit === 'month' ? { months: n } : { days: n };
}

/** A period said without a number: "for another year", "a further month". */
const ONE_MORE = /\b(?:another|a\s+further|an\s+additional|one\s+more)\s+(year|month)\b/i;
/** A number of days or months that counts back from the expiry or forward from a notice: a notice period, not a renewal. */
const NOTICE_AFTER = /^['’]?s?\s*(?:prior|advance|written|notice|before|in\s+advance|ahead)\b/i;

/** The renewal period in the words after the renewal: the first duration that is not a notice period. */
function renewalPeriod(words: string): Duration | undefined {
  const all = new RegExp(DURATION.source, 'gi');
  let m: RegExpExecArray | null;
  while ((m = all.exec(words)) && NOTICE_AFTER.test(words.slice(m.index + m[0].length)));
  const more = ONE_MORE.exec(words);
  if (more && (!m || more.index < m.index)) return unitOf(more[1]!);
  return m ? toDuration(m) : undefined;
}

const unitOf = (unit: string): Duration => (unit.toLowerCase() === 'year' ? { years: 1 } : { months: 1 });

function days(d: Duration): number {
  return (d.days ?? 0) + (d.months ?? 0) * 30 + (d.years ?? 0) * 365;
}

// "shall remain in full force and effect" counts only with "for" or "until" after it: without them it is the
// severability clause's "the rest of this Agreement shall remain in full force and effect", not a term; and "a term
// of this Agreement" or "any term of this Agreement" is one of its provisions, not its duration; "during the term of
// this Agreement" speaks of the term without setting it.
const TERM_WORDS = /\b(?:initial\s+term|(?<!\b(?:a|any|each|every|other|such)\s+|\b(?:during|throughout|for|in|within|after|extend|renew)\s+the\s+(?:(?:entire|full|whole|remaining)\s+)?)term\s+of\s+this\s+(?:agreement|contract)|this\s+(?:agreement|contract)\s+shall\s+(?:remain|continue|be)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+(?:for|until)\b|this\s+(?:agreement|contract)\s+(?:shall\s+|will\s+)?(?:continues?|remains?|runs?|lasts?)\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for\b|\b(?:shall|will)\s+be\s+valid\s+for\b|\bshall\s+have\s+a\s+term\s+of\b|\bvalidity\s+(?:period|term)\s+of\s+this\s+(?:agreement|contract)\b|\bthis\s+(?:agreement|contract)\s+(?:is|shall\s+be|will\s+be)\s+valid\s+(?:from|until|till|through)\b|\bthis\s+(?:agreement|contract)\s+shall\s+(?:come|enter)\s+into\s+(?:force|effect)\b[^.;]{0,80}?\b(?:remain|continue|be)\s+(?:valid|in\s+(?:full\s+)?(?:force|effect))\s+(?:for|until|till|through)\b|\b(?:duration|term)\s+of\s+the\s+(?:joint\s+venture(?:\s+company)?|jvc?)\s+(?:is|shall\s+be)\b|\b(?:the\s+)?(?:lease|leasing|rental|tenancy)\s+(?:term|period)\s+(?:is|shall\s+be)\b|\bterm\s+of\s+(?:the|this)\s+(?:lease|tenancy)\s+(?:is|shall\s+be)\b)/.source;
const RENEW_WORDS = /\b(?:automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|renew(?:ed|s)?\s+automatically|shall\s+(?:thereafter\s+)?(?:be\s+)?(?:renew|extend(?:ed)?(?=\s+(?:automatically\s+)?(?:for|by)\b))|successive\s+(?:renewal\s+)?(?:periods?|terms?))/.source;

/**
 * The sentence pieces (between full stops and line ends) holding one of the words, in order, as the pattern "any run
 * of [^.\n], the words, any run of [^.\n]" (case-insensitive) finds them, without that pattern's cost: tried from every
 * position, its leading `[^.\n]*` reads each piece once per character (a quarter of a review's time on long
 * paragraphs). The words are found first, then the same pattern runs once, from the start of their piece.
 */
export function sentencesWith(words: string): (text: string) => Generator<RegExpExecArray> {
  const find = new RegExp(words, 'gi');
  const sentence = new RegExp(`[^.\\n]*${words}[^.\\n]*`, 'iy');
  return function* (text) {
    find.lastIndex = 0;
    let hit: RegExpExecArray | null;
    while ((hit = find.exec(text)) !== null) {
      sentence.lastIndex = Math.max(text.lastIndexOf('.', hit.index - 1), text.lastIndexOf('\n', hit.index - 1)) + 1;
      const m = sentence.exec(text);
      if (!m) continue;
      yield m;
      find.lastIndex = Math.max(find.lastIndex, m.index + m[0].length);
    }
  };
}

/** The first such piece. */
export function sentenceWith(words: string): (text: string) => RegExpExecArray | null {
  const all = sentencesWith(words);
  return (text) => all(text).next().value ?? null;
}

/**
 * A piece that defines another term ('1.52 "Patent Term Extension" means ... beyond the initial term', '"Calendar
 * Quarter" means ... the first Calendar Quarter of the Term shall extend from ...') neither sets the term nor renews it.
 * The piece may start inside the definition's number, after its full stop.
 */
const OTHER_DEFINITION = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?["“]([^"”]{1,80})["”]\s+(?:shall\s+)?(?:means?|has\s+the\s+meaning|refers\s+to|includes)\b/i;
const definesAnother = (piece: string) => {
  const m = OTHER_DEFINITION.exec(piece);
  return !!m && !/^(?:initial\s+|renewal\s+)?term$/i.test(m[1]!.trim());
};

/** A title alone ("3. Term of this Agreement.") names the clause; the sentence after it sets the term. */
const TITLE_ONLY = /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:the\s+)?(?:initial\s+)?term\s+of\s+this\s+(?:agreement|contract)\s*[.:]?\s*$/i;

function firstNotDefinition(find: (text: string) => Generator<RegExpExecArray>, text: string): RegExpExecArray | null {
  for (const m of find(text)) if (!definesAnother(m[0]) && !TITLE_ONLY.test(m[0])) return m;
  return null;
}

/**
 * Where a piece's own words start: a piece that begins inside a clause number ("15.1 The term ...", cut at the point)
 * starts after the number's digits.
 */
function ownStart(text: string, m: RegExpExecArray): number {
  if (m.index < 2 || text[m.index - 1] !== '.' || !/\d/.test(text[m.index - 2]!)) return m.index;
  const lead = /^\d+(?:\.\d+)*\.?\s+/.exec(m[0]);
  return lead ? m.index + lead[0].length : m.index;
}

/** Where the renewal words sit inside their sentence. */
const RENEW_AT = new RegExp(RENEW_WORDS, 'i');
const TERM_SENTENCES = sentencesWith(TERM_WORDS);
const RENEW_SENTENCES = sentencesWith(RENEW_WORDS);
const TERM_SENTENCE = { exec: (text: string) => firstNotDefinition(TERM_SENTENCES, text) };
const RENEW = { exec: (text: string) => firstNotDefinition(RENEW_SENTENCES, text) };
const NOTICE = new RegExp(`${QTY}[\\s-]*(day|month)s?['’]?\\s+(?:prior\\s+|advance\\s+)?(?:written\\s+)?notice[^.\\n]{0,120}?(?:not\\s+to\\s+renew|non-?renewal|intention\\s+not|of\\s+termination|to\\s+terminate)`, 'i');
const NOTICE_BEFORE = new RegExp(`(?:not\\s+to\\s+renew|non-?renewal)[^.\\n]{0,120}?${QTY}[\\s-]*(day|month)s?`, 'i');
/** "…renews automatically … unless either party gives ninety (90) days' notice": the notice stops the renewal. */
/** "…extended for another year unless either party objects in writing thirty days before its expiry". */
const NOTICE_BEFORE_EXPIRY = new RegExp(`\\b(?:unless|except)\\b[^.\\n]{0,160}?${QTY}[\\s-]*(day|month)s?\\s+(?:before|prior\\s+to|in\\s+advance\\s+of)\\s+(?:the\\s+|its\\s+)?(?:expiry|expiration|end)`, 'i');
const NOTICE_UNLESS = new RegExp(`\\bunless\\b[^.\\n]{0,160}?${QTY}[\\s-]*(day|month)s?['’]?\\s+(?:prior\\s+|advance\\s+)?(?:written\\s+)?notice`, 'i');

/**
 * A renewal the parties may agree on ("may be renewed", "upon the mutual agreement of the parties", "if the parties so
 * agree") is no automatic renewal.
 */
const MAY_RENEW = /\bmay\s+(?:be\s+)?renew/i;
const BY_AGREEMENT = /\b(?:upon|by|with)\s+(?:the\s+)?(?:mutual|written)\s+(?:written\s+)?(?:agreement|consent)|\b(?:upon|by|with)\s+(?:the\s+)?(?:written\s+)?agreement\s+of\s+(?:the\s+|both\s+)?parties|\bif\s+(?:the|both)\s+parties\s+(?:so\s+)?agree/i;

/**
 * A renewal one party chooses is an option, not an automatic renewal, even when the term then "automatically" extends:
 * "if the Distributor notifies ... of its intent to renew", "Licensee's option to extend", "upon exercise of".
 */
const OPTION = /\b(?:intent(?:ion)?|desire|elect(?:s|ion)?|wish(?:es)?)\s+to\s+(?:so\s+)?(?:renew|extend)\b|\boptions?\s+to\s+(?:renew|extend)\b|\bat\s+(?:the\s+|its\s+|their\s+)?(?:sole\s+)?option\s+of\b|\b(?:upon|on)\s+(?:the\s+)?(?:exercise|election)\s+(?:by\s+\w+\s+)?of\b/i;

/** Characters between the term sentence and the renewal sentence beyond which they are not one passage. */
const MAX_GAP = 600;

export function findTerm(text: string): TermFact | undefined {
  const t = TERM_SENTENCE.exec(text);
  const r = RENEW.exec(text);
  if (!t && !r) return undefined;
  const fact: TermFact = { start: t ? ownStart(text, t) : ownStart(text, r!), end: t ? t.index + t[0].length : r!.index + r![0].length, autoRenewal: false };
  if (t) {
    const d = DURATION.exec(t[0]);
    if (d) fact.duration = toDuration(d);
  }
  const renewAt = r ? (RENEW_AT.exec(r[0])?.index ?? 0) : 0;
  // Only the words around the renewal say whether it needs the parties' agreement: a sentence may also say that the
  // term "may be extended by mutual agreement or automatically" before its automatic renewal.
  // A party's option may be stated anywhere before the renewal words of the sentence ("If X notifies ... of its intent
  // to renew ..., the term shall automatically be extended").
  if (r && !MAY_RENEW.test(r[0]) && !BY_AGREEMENT.test(r[0].slice(Math.max(0, renewAt - 40), renewAt + 200)) && !OPTION.test(r[0].slice(0, renewAt + 200))) {
    fact.autoRenewal = true;
    // The renewal period follows the renewal words; a duration before them is the initial term's.
    const period = renewalPeriod(r[0].slice(renewAt));
    if (period) fact.renewal = period;
    fact.renewalSpan = { start: ownStart(text, r), end: r.index + r[0].length };
    // The term and its renewal are one passage when they sit together; a renewal pages away stays apart.
    const gap = t ? Math.max(r.index - fact.end, fact.start - (r.index + r[0].length)) : 0;
    if (gap < MAX_GAP) {
      fact.end = Math.max(fact.end, r.index + r[0].length);
      fact.start = Math.min(fact.start, fact.renewalSpan.start);
    }
  }
  // The notice to stop a renewal sits in the renewal sentence or just after it.
  const after = r ? text.slice(r.index, r.index + r[0].length + 600) : '';
  const n = NOTICE.exec(after) ?? NOTICE_BEFORE.exec(after) ?? (r ? (NOTICE_UNLESS.exec(r[0]) ?? NOTICE_BEFORE_EXPIRY.exec(r[0])) : null);
  if (n) {
    if (fact.renewalSpan) fact.renewalSpan.end = Math.max(fact.renewalSpan.end, r!.index + n.index + n[0].length);
    const qty = n[2] ? Number(n[2]) : /^\d+$/.test(n[1]) ? Number(n[1]) : WORDS[n[1].toLowerCase()];
    fact.nonRenewalNoticeDays = n[3].toLowerCase() === 'month' ? qty * 30 : qty;
  }
  return fact;
}

export { days as durationDays };
