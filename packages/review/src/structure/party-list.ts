import type { Party } from '../types.ts';
import { nameIn, ROLE_WORDS } from './parties.ts';

/**
 * Parties listed under a "Parties" heading, one paragraph each, as English and Australian forms set them out:
 *
 *   PARTIES
 *   Southern Cross Naturals Pty Ltd (ACN 612 884 309) of Level 9, 120 Pitt Street, Sydney (the Brand)
 *   Harbourline Trading Limited, a company incorporated in Hong Kong, of ... ("the Reseller").
 *
 * Each paragraph names its party first and ends with the short name the contract goes on to use, quoted or not.
 * Only paragraphs that end so are read: a line without a short name is a date, a note or the heading of what follows.
 */
const HEADING = /^[ \t]*(?:the\s+)?parties(?:\s+to\s+this\s+(?:agreement|contract|deed))?[ \t]*:?[ \t]*$/im;
/** The recitals or the first clause: the list is over. */
const STOP = /^[ \t]*(?:BACKGROUND|RECITALS?|WHEREAS|IT\s+IS\s+AGREED|AGREED\s+TERMS|OPERATIVE|NOW\b|(?:Article|Section|Clause)\s+\d|\d{1,2}\.\s)/i;
/** The short name closing a party's paragraph: "(the Brand)", '("Southern Meadow")', '("the Distributor").', '(the "Buyer"); and'. */
const ALIAS = /\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["\u201c]?(?:the\s+)?([A-Z][A-Za-z&'.\- ]{1,40}?)["\u201d]?\s*\)[\s.,;]*(?:and)?[\s.,;]*$/;
/** Short names a party's paragraph may give that are not the party's. */
const NOT_A_PARTY = /^(?:PRC|China|Mainland|Hong\s+Kong|Effective\s+Date|Agreement|Contract|Premises)$/i;

export function partyList(text: string): Party[] {
  const head = text.slice(0, 4000);
  const heading = HEADING.exec(head);
  if (!heading) return [];
  const out: Party[] = [];
  let at = heading.index + heading[0].length;
  for (const line of head.slice(at).split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (!line.trim() || /^\s*(?:and|-\s*and\s*-)\s*$/i.test(line)) continue;
    if (STOP.test(line) && !/^\s*\d{1,2}\.\s+[A-Z][^\n]*\)[\s.,;]*(?:and)?[\s.,;]*$/.test(line)) break;
    const alias = ALIAS.exec(line);
    if (!alias || NOT_A_PARTY.test(alias[1]!.trim())) {
      if (out.length) break;
      continue;
    }
    const name = nameIn(line.trim());
    if (name.length < 3 || name.length > 150 || !/^[A-Z0-9]/.test(name) || /\b(?:shall|will|agrees?|hereby)\b/i.test(name)) continue;
    const start = lineStart + line.indexOf(name);
    const short = alias[1]!.trim();
    const role = ROLE_WORDS.has(short.toLowerCase()) ? short.toLowerCase() : undefined;
    out.push({ name, alias: short, ...(role ? { role } : {}), start, end: start + name.length });
    if (out.length >= 4) break;
  }
  return out.length >= 2 ? out : [];
}
