import type { GoverningLawFact } from '../types.ts';

/**
 * The law a contract chooses: "governed by (and construed in accordance with) the laws of X", "governed in all
 * respects by ...", "construed, interpreted and applied in accordance with ...". A sentence under a
 * "Governing Law" heading wins over one elsewhere (a contract also says other things are "governed by" a law).
 * The jurisdiction's words stay on one line: the next paragraph often opens with capitals ("IN WITNESS WHEREOF").
 */
const LAW =
  /(?:governed|construed|interpreted|enforced|determined)(?:,?\s+(?:and\s+)?(?:interpreted|construed|applied|enforced|performed|governed)){0,3}\s+(?:in\s+all\s+respects,?\s+(?:including\s+[^.;]{0,100}?,\s*)?|exclusively\s+|solely\s+)?(?:by|under|in\s+accordance\s+with|pursuant\s+to)[^.;]{0,100}?\blaws?(?:\s+and\s+(?:decisions|regulations|statutes|rules))?\s+(?:of|in\s+force\s+in)\s+(?:the\s+)?([A-Z][A-Za-z'’.]*(?:[ \t]+(?:[A-Z][A-Za-z'’.]*|of|and|the))*)/g;

/** "This Agreement is subject to the laws of X", "the law of X (shall) apply": the same choice in other words. */
const LAW_SUBJECT = /\b[Tt]his\s+(?:[Aa]greement|[Cc]ontract)\s+(?:is|shall\s+be)\s+subject\s+to\s+(?:the\s+)?laws?\s+of\s+(?:the\s+)?([A-Z][A-Za-z'’.]*(?:[ \t]+(?:[A-Z][A-Za-z'’.]*|of|and|the))*)/g;
const LAW_APPLIES = /\b(?:[Tt]he\s+)?(?:substantive\s+)?laws?\s+of\s+(?:the\s+)?([A-Z][A-Za-z'’.]*(?:[ \t]+(?:[A-Z][A-Za-z'’.]*|of|and|the))*)\s+(?:shall\s+|will\s+|exclusively\s+)?appl(?:y|ies)\b/g;

/** "governed by (and interpreted in accordance with) New York law": the jurisdiction before the word "law". */
const LAW_NAMED =
  /(?:governed|construed|interpreted)(?:,?\s+(?:and\s+)?(?:interpreted|construed|applied|enforced|performed|governed)){0,3}\s+(?:in\s+all\s+respects\s+|exclusively\s+|solely\s+)?(?:by|under|in\s+accordance\s+with|pursuant\s+to)(?:,?\s+(?:and\s+)?(?:interpreted|construed|enforced|applied)\s+(?:by|under|in\s+accordance\s+with))?,?\s+(?:the\s+)?(?:internal\s+|substantive\s+)?((?!(?:Applicable|Governing|Such|Any|Other|This|The|Relevant|Local|Federal|State)\b)[A-Z][A-Za-z'’.]*(?:[ \t]+[A-Z][A-Za-z'’.]*){0,3})\s+law\b/g;

const HEADING = /governing\s+law|applicable\s+law|choice\s+of\s+law|law\s+and\s+jurisdiction|jurisdiction/i;

/**
 * Which choice of law is the contract's own. One in the agreement itself beats one in a schedule or exhibit after
 * the signatures (a bill of sale, a note); then one under a governing-law heading; then one that names "this
 * Agreement"; then one that says "governed" or "construed" rather than "determined" (a definition may say a thing
 * is "determined in accordance with the patent laws of" a country). The first of the best wins.
 */
export function findGoverningLaw(text: string): GoverningLawFact | undefined {
  const witness = text.search(/\bIN\s+WITNESS\s+WHEREOF\b/i);
  const bodyEnd = witness > text.length * 0.3 ? witness : text.length;
  let best: GoverningLawFact | undefined;
  let bestScore = -1;
  const matches = [...text.matchAll(LAW), ...text.matchAll(LAW_NAMED), ...text.matchAll(LAW_SUBJECT), ...text.matchAll(LAW_APPLIES)].sort((a, b) => a.index! - b.index!);
  for (const m of matches) {
    // Trailing small words go, and the jurisdiction's own spacing stays in the span (a PDF may pad "New  York").
    // A full stop after a word of three letters or more ends the sentence ("the State of Nevada. Any provision ..."),
    // unlike the points of "U.S.A." or "D.C.".
    const raw = m[1]!
      .replace(/(?<=[A-Za-z]{3})\.\s[\s\S]*$/, '')
      .replace(/(?:\s+(?:of|and|the|Without|Excluding|Applicable|As|In|Including|Except))+$/i, '')
      .replace(/\.$/, '')
      .trimEnd();
    const jurisdiction = raw.replace(/\s+/g, ' ').trim();
    if (!jurisdiction) continue;
    const score =
      (m.index! < bodyEnd ? 8 : 0) +
      (HEADING.test(text.slice(Math.max(0, m.index! - 200), m.index!)) ? 4 : 0) +
      (/\bthis\s+agreement\b/i.test(m[0]) ? 2 : 0) +
      (/^(?:governed|construed)/i.test(m[0]) ? 1 : 0);
    if (score > bestScore) {
      const at = m.index! + m[0].lastIndexOf(m[1]!);
      best = { start: m.index!, end: at + raw.length, jurisdiction };
      bestScore = score;
    }
  }
  return best;
}
