import type { Party } from '../types.ts';

/**
 * Parties written as a form at the head of the contract, the way contracts made in China set them out:
 *
 *   Party A (the Buyer): Shanghai Xinda Machinery Co., Ltd.
 *   Address: No. 88 Jinqiao Road, Shanghai, China
 *   Seller: Rheinmetall Hydraulik GmbH
 *
 * A line gives a party when it starts with a party label ("Party A", "the Buyer", "LICENSOR") and a colon (or, in a
 * table, the next cell), with the name after it or on the next line. The label is the party's alias; a role word in
 * it or in brackets beside it ("Party A (the Buyer)", "Buyer (Party A)", or plural, "The Sellers:") is its role. A
 * letter's "From:" and "To:" name its parties too, with the short name in brackets as the alias, and so do "Between:"
 * and "And:", and an order "issued ... by:" and "to:". Read only before the first clause, so a notice address or a
 * signature block at the end ("Party A: ... (Seal)") is never taken for a party.
 */
const ROLE =
  'buyer|seller|purchaser|vendor|supplier|manufacturer|customer|client|service\\s+provider|provider|contractor|consultant|licensor|licensee|distributor|reseller|dealer|agent|principal|franchisor|franchisee|lessor|lessee|landlord|tenant|transferor|transferee|employer|disclosing\\s+party|receiving\\s+party|recipient|discloser|sponsor|developer|publisher|agency';
const LABEL = new RegExp(
  // A Chinese label may come first ("甲方（买方）/ Party A (Buyer): ...") or after ("Seller / 卖方: ...").
  `^[ \\t]*(?:[\\p{Script=Han}\\uff08\\uff09()]+[ \\t]*[/\\uff0f]?[ \\t]*)?(?:\\(?\\d{1,2}[.)]\\s*)?(?:the\\s+)?(party\\s+[a-d]|(?:first|second|third|fourth)\\s+party|(?:${ROLE})s?(?:\\s+[A-D](?![\\w.]))?|from|to|between|and|[A-Z][^\\n:]{0,100}?\\sby)(?:\\s*\\((?:the\\s+|as\\s+)?(party\\s+[a-d]|(?:${ROLE})s?|[A-Z][A-Za-z]+(?:\\s+[A-Za-z]+){0,3})\\))?(?:[ \\t]*[/\\uff0f][ \\t]*[\\p{Script=Han}\\uff08\\uff09()]+)?(?:[ \\t]*[:\\uff1a][ \\t]*|[ ]*\\t[ \\t]*)(.*)$`,
  'gimu',
);
/** A role word and nothing else. */
const ROLE_ONLY = new RegExp(`^(?:${ROLE})s?$`, 'i');
/** A table's header row ("Buyer<tab>Seller") names roles, not parties. */
const ONLY_A_LABEL = new RegExp(`^(?:the\\s+)?(?:party\\s+[a-d]|${ROLE})s?$`, 'i');
/** Where the operative part begins: recitals, a first numbered clause or article, the parties' agreement. */
const OPERATIVE = /^\s*(?:WHEREAS|RECITALS|NOW,?\s+THEREFORE|(?:Article|ARTICLE|Section|SECTION|Clause|CLAUSE)\s+(?:1|I|One|ONE)\b|1\.\s+[A-Z])|\b(?:the\s+parties|both\s+parties)\s+(?:hereby\s+)?agree/m;
/** A first article or item that only introduces the parties ("Article 1. Parties to this contract are as follows:", an order form's "1. PARTIES"). */
const PARTIES_ARTICLE = /^\s*(?:(?:Article|ARTICLE|Section|SECTION|Clause|CLAUSE)\s+(?:1|I|One|ONE)\b[.:]?|1\.)\s*(?:the\s+)?(?:contracting\s+)?parties\b[^\n]{0,60}$/im;

/** A confirmation's first numbered item that names a party: "1. SELLERS: Pesquera ... S.A.C., Lima". */
const ROLE_ITEM = new RegExp(`^\\s*1\\.\\s+(?:the\\s+)?(?:${ROLE})s?\\s*[:\\uff1a]`, 'i');

/** Where the operative part begins, past a first article that only introduces the parties' form. */
function operativeStart(head: string): number {
  let from = 0;
  for (;;) {
    const at = head.slice(from).search(OPERATIVE);
    if (at < 0) return head.length;
    const start = from + at;
    const lineEnd = head.indexOf('\n', start + 1);
    const line = head.slice(start, lineEnd < 0 ? head.length : lineEnd);
    if ((!PARTIES_ARTICLE.test(line) && !ROLE_ITEM.test(line)) || lineEnd < 0) return start > 0 ? start : head.length;
    from = lineEnd;
  }
}

/** Form lines that follow a label but are not a name. */
const NOT_NAME = /^(?:address|add|tel|telephone|fax|e-?mail|legal\s+representative|represented\s+by|contact|attn|attention|bank|account|tax|registered|post\s*code|zip)\b/i;
/**
 * A name ends where its form runs on: after its company form ("GmbH, Industriestr. 5"), at an address or
 * representative on the same line (also a form's next field run onto the name's line: "Birch AB Address: ..."), at a
 * bracketed short name.
 */
const NAME_END = /(?<=\b(?:Inc|Corp|Corporation|Company|LLC|Ltd|Limited|GmbH|AG|S\.A\.C|S\.A\.S|S\.A\.U|S\.A|SA|plc|PLC|LP|LLP|N\.V|B\.V|Pty|Pte|S\.p\.A|S\.r\.l|S\.L|K\.K|Co|AB|AS|A\/S|Oy|Oyj|SE|SAS|SARL|KG|Ltda)\.?)\s*,\s+(?!(?:Ltd|Limited|Inc|LLC|Co)\b)|\s*(?:[,;]\s*(?:address|with\s+(?:its|a)\b|located|registered|legal\s+representative)\b|\s+\((?:hereinafter|the\s+["\u201c]|["\u201c])|\s+(?:hereinafter|herein\s+referred)\b|\s*\((?=[\u4e00-\u9fff]|(?:company\s+|business\s+)?(?:registration|reg\.|registered)\s+(?:no|number)\b)|\s*,\s+an?\s+(?:(?:\w+\s+){0,3}(?:company|corporation|partnership|enterprise)|(?:company|corporation)\s+(?:incorporated|organi[sz]ed|established|registered))\b|\s*,\s+(?:an?\s+(?:citizen|national|resident|individual)\b|residing\b|holder\s+of\b)|\s{2,}(?:address|tel)\b|\s+(?=(?:registered\s+|legal\s+|business\s+)?(?:address|add|tel|telephone|fax|e-?mail|legal\s+representative)\s*[:\uff1a]))/i;

/** Short names a party's line may define that are not the party's ("the PRC", "the Effective Date"). */
const NOT_A_PARTY = /^(?:PRC|China|Mainland|Hong\s+Kong|Effective\s+Date|Agreement|Contract|Premises)$/i;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

export function partyBlock(text: string): Party[] {
  const head = text.slice(0, 5000);
  const limit = operativeStart(head);
  const out: Party[] = [];
  for (const m of head.slice(0, limit).matchAll(LABEL)) {
    const label = m[1]!.replace(/\s+/g, ' ');
    const bracket = m[2]?.replace(/\s+/g, ' ');
    let raw = m[3]!;
    let start = m.index! + m[0].length - raw.length;
    if (!raw.trim()) {
      // The name on the next line (or after a blank line or two).
      const next = /^(?:\r?\n[ \t]*){1,3}(\S[^\n]*)/.exec(head.slice(m.index! + m[0].length));
      if (!next) continue;
      raw = next[1]!;
      start = m.index! + m[0].length + next[0].length - raw.length;
    }
    // A form may ask for the name itself: "Name: ...".
    const asked = /^(?:(?:company|full|legal|registered)\s+)?name\s*[:\uff1a]\s*/i.exec(raw);
    if (asked) {
      raw = raw.slice(asked[0].length);
      start += asked[0].length;
    }
    const cut = raw.search(NAME_END);
    const name = (cut > 0 ? raw.slice(0, cut) : raw).replace(/[\s,;:]+$/, '');
    if (name.length < 3 || name.length > 150 || NOT_NAME.test(name) || !/^[A-Z0-9"\u201c\p{Script=Han}]/u.test(name)) continue;
    if (/\b(?:shall|will|agrees?|hereby)\b/i.test(name)) continue;
    if (ONLY_A_LABEL.test(name)) continue;
    // "Party A (the Buyer)" and "Buyer (Party A)": the contract goes on to say "Party A", whose role is buyer.
    const labels = [label, bracket].filter((x): x is string => !!x);
    const lettered = labels.find((x) => /^party\s/i.test(x));
    const worded = labels.find((x) => !/^party\s/i.test(x));
    // A letter's "From:" and "To:" name the parties but give no role: the short name in brackets is the alias.
    const letter = /^(?:from|to|between|and)$|\sby$/i.test(label);
    // The party's own short name is the last one its line defines: "established in the PRC ("PRC"), ... (the "Lessor")".
    // A bracket may give two ("Stratacore" or "Vendor"): the first is the name the contract goes on to use.
    const quoted = [...raw.matchAll(/\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["\u201c]([^"\u201d]{1,40})["\u201d](?:\s*(?:,|or|and)\s*(?:the\s+)?["\u201c][^"\u201d]{1,40}["\u201d])*\s*\)/gi)]
      .map((q) => q[1]!)
      .filter((q) => !NOT_A_PARTY.test(q))
      .pop();
    // "Party A: Suzhou ... Co., Ltd., ... (the "Company")": the contract goes on to say "the Company", not "Party A".
    const named = quoted && !/^party\s+[a-d]$/i.test(quoted) ? quoted : undefined;
    const alias = letter ? quoted : (named ?? (lettered ? lettered.replace(/^party\s+([a-d])$/i, (_, x: string) => `Party ${x.toUpperCase()}`) : label));
    // "The Sellers:" of a sales contract: the role is the singular word.
    // A bracket that is no role word ("Party A (Brand Party):") gives none.
    // "TRANSFEROR A:" of several parties on one side: the role is the word before the letter.
    const roleWord = worded?.replace(/\s+[A-D]$/i, '');
    const role = roleWord && !letter && ROLE_ONLY.test(roleWord) ? norm(roleWord).replace(/s$/, '') : undefined;
    if (out.some((p) => norm(p.name) === norm(name) || (alias !== undefined && norm(p.alias ?? '') === norm(alias)))) continue;
    out.push({ name, ...(alias ? { alias } : {}), ...(role ? { role } : {}), start, end: start + name.length });
    if (out.length >= 6) break;
  }
  // An e-mail's "From:" and "To:" name the people writing; the contract's "SELLERS:" and "BUYERS:" below them name
  // the parties. Labelled parties, when there are two, win.
  const roled = out.filter((p) => p.role);
  if (roled.length >= 2) return roled.slice(0, 4);
  return out.length >= 2 ? out.slice(0, 4) : [];
}
