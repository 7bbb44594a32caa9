import type { GoverningLawFact } from '../types.ts';

/**
 * The law a contract chooses: "governed by (and construed in accordance with) the laws of X", "governed in all
 * respects by ...", "construed, interpreted and applied in accordance with ...". A sentence under a
 * "Governing Law" heading wins over one elsewhere (a contract also says other things are "governed by" a law).
 * The jurisdiction's words stay on one line: the next paragraph often opens with capitals ("IN WITNESS WHEREOF").
 */
const LAW =
  /(?:governed|construed|interpreted|enforced|determined)(?:,?\s+(?:and\s+)?(?:interpreted|construed|applied|enforced|performed|governed)){0,3}\s+(?:in\s+all\s+respects\s+|exclusively\s+|solely\s+)?(?:by|under|in\s+accordance\s+with|pursuant\s+to)[^.;]{0,100}?\blaws?\s+(?:of|in\s+force\s+in)\s+(?:the\s+)?([A-Z][A-Za-z'’.]*(?:[ \t]+(?:[A-Z][A-Za-z'’.]*|of|and|the))*)/g;

const HEADING = /governing\s+law|applicable\s+law|choice\s+of\s+law|law\s+and\s+jurisdiction|jurisdiction/i;

export function findGoverningLaw(text: string): GoverningLawFact | undefined {
  let best: GoverningLawFact | undefined;
  let bestScore = -1;
  for (const m of text.matchAll(LAW)) {
    const jurisdiction = m[1]
      .replace(/\s+/g, ' ')
      .replace(/(?:\s+(?:of|and|the|Without|Excluding|Applicable|As|In|Including|Except))+$/i, '')
      .replace(/\.$/, '')
      .trim();
    if (!jurisdiction) continue;
    const score = HEADING.test(text.slice(Math.max(0, m.index! - 200), m.index!)) ? 2 : /\bthis\s+agreement\b/i.test(m[0]) ? 1 : 0;
    if (score > bestScore) {
      const at = m.index! + m[0].length - m[1].length;
      best = { start: m.index!, end: at + jurisdiction.length, jurisdiction };
      bestScore = score;
      if (score === 2) break;
    }
  }
  return best;
}
