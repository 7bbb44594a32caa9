import type { Doc, Structure } from '../types.ts';
import { findAmounts } from './amounts.ts';
import { findKeyDates } from './dates.ts';
import { findDefinitions } from './definitions.ts';
import { findGoverningLaw } from './governing-law.ts';
import { findHeadings, sections } from './headings.ts';
import { partyBlock } from './party-block.ts';
import { letterParties } from './party-letter.ts';
import { partyList } from './party-list.ts';
import { findParties, lateOpening } from './parties.ts';
import { findTerm } from './term.ts';

export { detectContractType, isAmendment, isNonBinding, titleOf } from './contract-type.ts';
export { inferSide } from './side.ts';
export { findHeadings, sections } from './headings.ts';

/** Key facts of a contract: sections, defined terms, parties, dates, term, governing law and amounts. */
export function analyzeStructure(doc: Pick<Doc, 'text' | 'paragraphs'> & { headings?: Doc['headings'] }): Structure {
  const { text } = doc;
  const headings = doc.headings?.length ? doc.headings : findHeadings(text, doc.paragraphs);
  const definitions = findDefinitions(text);
  const firstPara = doc.paragraphs.find((p) => text.slice(p.start, p.end).trim());
  // Parties set out as a form ("Party A (the Buyer): ...") where the opening sentence names fewer than two.
  const first = findParties(text, definitions);
  // An opening pushed past the first pages by a cover page or a table of contents.
  const late = first.length ? -1 : lateOpening(text);
  const named = late > 0 ? findParties(text, definitions, late) : first;
  // Else a form at the head ("Seller: ..."), else paragraphs under a "Parties" heading, else a letter's parties.
  const block = named.length >= 2 ? named : partyBlock(text);
  const listed = block.length >= 2 ? block : partyList(text);
  const parties = listed.length >= 2 ? listed : letterParties(text, definitions);
  return {
    title: firstPara ? { start: firstPara.start, end: firstPara.end, text: text.slice(firstPara.start, firstPara.end) } : undefined,
    sections: sections(text, headings),
    definitions,
    parties: parties.length ? parties : named,
    dates: findKeyDates(text, definitions),
    term: findTerm(text),
    governingLaw: findGoverningLaw(text),
    amounts: findAmounts(text),
  };
}
