import type { Doc, Span, Structure } from '../types.ts';
import { nextPartyStart, partyDescription } from '../structure/party-description.ts';
import { titleOf } from '../structure/contract-type.ts';

/**
 * Facts about a Chinese company the contract deals in, the joint venture it sets up or the equity it transfers.
 * "Registered capital" is the PRC Company Law's own term (a US or Indian company speaks of authorised, paid-up or share
 * capital), so it marks a Chinese company; it must be the company's capital, not a party's (a form describes a party
 * by its registered capital).
 */
const VENTURE =
  /\bjoint\s+venture\b|\b(?:establish|set\s+up|incorporat|form)\w*\s+(?:a|the)\s+(?:new\s+)?(?:limited\s+liability\s+|joint\s+stock\s+)?(?:company|enterprise)\b|\bshareholders['’]?\s+meeting\b|\bcontribut\w*\s+(?:to\s+)?(?:the\s+)?(?:\w+\s+)?registered\s+capital\b/i;
/** Equity changing hands: "transfer ... 100% of the equity interest", "acquire the Target Equity". */
const EQUITY_TRANSFER = /\b(?:transfer|sell|sale|acquir|acquisition|purchas|buy)\w*\b[^.]{0,120}\bequity(?:\s+interests?)?\b/i;
/** A title naming the transfer as the contract's subject. */
const TRANSFER_TITLE = /\b(?:equity|shares?|stock)\s+(?:interest\s+)?(?:transfer|purchase|sale|acquisition)\b|\b(?:transfer|purchase|sale|acquisition)\s+of\s+(?:the\s+)?(?:equity|shares?)\b|\bsale\s+and\s+purchase\b/i;
/** A party undertaking the transfer, not a restriction on transfers ("may not transfer its equity without consent"). */
const TRANSFERS_NOW = /\b(?:shall|hereby|agrees?\s+to|will)\s+(?:sell|transfer|assign)\b[^.]{0,120}\bequity\b/i;
/** The board of the company the contract governs: its composition, quorum or casting vote. */
const BOARD = /\bcasting\s+vote\b|\b(?:board\s+of\s+directors|the\s+board)\b[^.]{0,150}\b(?:composed|consist|comprise|appoint|nominat|quorum)/i;
const CAPITAL = /\bregistered\s+capital\b/i;
const LABEL_LINE = /^\s*registered\s+capital\s*[:\uff1a]/i;

type Input = [doc: Pick<Doc, 'text' | 'paragraphs'>, structure: Pick<Structure, 'parties'>];

/** The first paragraph outside the parties' own descriptions that names a registered capital. */
function companyCapital(...[doc, structure]: Input): Span | undefined {
  const { text, paragraphs } = doc;
  if (!CAPITAL.test(text)) return undefined;
  const parties = structure.parties.filter((p) => p.start >= 0);
  const described = parties.map((p) => partyDescription(text, p, nextPartyStart(parties, p, text.length)));
  return paragraphs.find((p) => {
    const para = text.slice(p.start, p.end);
    const m = CAPITAL.exec(para);
    if (!m || LABEL_LINE.test(para)) return false;
    const at = p.start + m.index;
    return !described.some((d) => at >= d.start && at < d.end);
  });
}

/**
 * The contract sets up or governs a company with a registered capital, the parties being its shareholders: it speaks
 * of a joint venture, of forming the company, of a shareholders' meeting or of contributions to the registered capital.
 * The span is the paragraph naming the registered capital.
 */
export function jointVentureCompany(...input: Input): Span[] {
  const { text } = input[0];
  // A sale of equity ("Equity Interest Purchase Agreement") governs the company when the seller stays on and the
  // contract sets up its board, whatever it calls the company; otherwise it may speak of a venture but sets none up.
  if (TRANSFER_TITLE.test(titleOf(text)) ? !BOARD.test(text) : !VENTURE.test(text)) return [];
  const p = companyCapital(...input);
  return p ? [p] : [];
}

/**
 * The contract transfers equity in a company with a registered capital (an equity transfer agreement for a Chinese
 * company), as its title says or, outside a joint venture, as a party undertakes. The span is the first paragraph
 * that transfers or acquires the equity.
 */
export function equityTransfer(...input: Input): Span[] {
  const [doc] = input;
  if (!companyCapital(...input)) return [];
  // A joint venture contract speaks of transferring equity too, in its restrictions on transfers: the transfer must be
  // what the contract is for, by its title or, outside a joint venture, by a party undertaking it.
  if (!TRANSFER_TITLE.test(titleOf(doc.text)) && (VENTURE.test(doc.text) || !TRANSFERS_NOW.test(doc.text))) return [];
  const p = doc.paragraphs.find((x) => EQUITY_TRANSFER.test(doc.text.slice(x.start, x.end)));
  return p ? [p] : [];
}
