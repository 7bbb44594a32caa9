import type { DefinedTerm, Party } from '../types.ts';

/**
 * The parties named in the opening of the contract: "between ABC Inc., a Delaware corporation ("ABC"), and
 * XYZ Ltd. ("Distributor")". A party is a name followed by its label; the role is the label when it is a role word.
 */
export const ROLE_WORDS = new Set(
  ('seller buyer purchaser vendor supplier manufacturer customer client company provider contractor consultant ' +
    'licensor licensee sublicensee distributor reseller dealer agent franchisor franchisee developer publisher ' +
    'sponsor owner investor lender borrower disclosing recipient receiving discloser employer employee partner ' +
    'service provider principal representative manager operator host marketer affiliate bank transferor transferee ' +
    'assignor assignee landlord tenant lessor lessee cro architect translator interpreter importer exporter retailer').split(' '),
);

/** A place the description defines in passing ("incorporated in the People's Republic of China (the "PRC")"). */
const PLACE = /^(?:PRC|P\.R\.C\.|China|Mainland China|Hong Kong|HKSAR|Macau|Macao|Taiwan|U\.?S\.?A?\.?|United States|U\.?K\.?|EU|European Union)$/i;
const NOT_PARTY = /^(agreement|contract|effective date|parties|party|territory|products?|services?|term|terms|conditions|terms and conditions|general terms|order|orders|this agreement|premises)$/i;

/** A company's legal form at the end of its name. */
export const COMPANY = /\b(?:Inc|Corp|Corporation|Company|Co|LLC|L\.L\.C|Ltd|Limited|GmbH|AG|S\.A|SA|plc|PLC|LP|L\.P|LLP|N\.V|B\.V|Pty|Bhd|S\.p\.A|S\.r\.l)\b\.?[,\s]*$/i;

/**
 * Words of a sentence or a title, never of a party's name ("FNW is granted ...", "... dated as of ...", "... AGREEMENT
 * BETWEEN"), a letter's salutation ("Dear Mr Li"), and the labels of a form ("Address:").
 */
const SENTENCE = /\b(?:is|are|will|shall|hereby|dated|agreement)\b|^(?:dear|re:?)\s|^(?:address|name|attention|attn|title|by|signature|date|tel|telephone|fax|e-?mail)$/i;

/** The name at the start of `raw`: after any list marker, up to its first descriptor or address. */
export function nameIn(raw: string): string {
  // A list marker before the name ("(1) ABC Inc.", "2. XYZ Ltd.") is not part of it.
  let name = raw.replace(/^[,;]?\s*(?:\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)|\d{1,2}[.)])\s+/i, '');
  // Nor is a party label of a form line before it ("Principal: Vantor Inc. ... (the "Principal")"); a field label
  // ("Address : Suite 2512") stays, and the name is refused.
  const label = /^[:\s]*(?:the\s+)?(Party\s+[A-D]|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*:\s+(?=[A-Z0-9])/.exec(name);
  if (label && (/^Party\s/.test(label[1]!) || ROLE_WORDS.has(label[1]!.toLowerCase()))) name = name.slice(label[0].length);
  // The name ends at its first descriptor: ", a Delaware corporation", ", with offices at", ", having ...", or
  // one written without its comma ("Granite Works S.A a corporation organized ...").
  // A place in brackets inside the name ("Fonterra (USA) Inc.", "Alpenland (Taicang) Precision Parts Co., Ltd.")
  // belongs to it.
  // An address may follow the name without a descriptor: ", 250 Main Street", " c/o ...", "Limited Room 1302 ...",
  // "A/S of Industriparken 55".
  const descriptor = name.search(/,\s*(?:an?\s|the\s|having|whose|with\s|organi[sz]ed|incorporated|located|existing|registered|residing|in\s+(?:his|her|its|their)\s|individually\b|as\s+(?:trustee|agent|representative|nominee)\b)|,\s*(?:[A-Z][A-Za-z]+\s+){1,3}(?:corporation|company|limited\s+(?:liability\s+)?company|partnership)\b|\s+(?:having|with\s+(?:its|a|an)|located|whose)\s|\s+an?\s+(?:[A-Za-z-]+\s+){0,3}(?:corporation|company|partnership|entity)\b|\s+\((?!["\u201c])(?![A-Za-z .]{1,30}\)[A-Za-z ,.&-]{0,60}?\b(?:Inc|Corp|Corporation|Company|Co|Ltd|Limited|LLC|GmbH|AG|S\.A|SA|plc|PLC|Pte|Pty|B\.V|N\.V|L\.P|LP|LLP)\b)|,\s*(?=\d)|,?\s+(?:hereinafter|herein\s+referred|referred\s+to\s+as)\b|,?\s+c\/o\b|\s+(?:Room|Suite|Floor|Unit|Building)\s+\d|(?<=\b(?:Inc|Corp|Ltd|Limited|LLC|A\/S|GmbH|AG|S\.A|plc|PLC|B\.V|N\.V)\.?)\s+of\s+(?=[^,]{0,60}\d)|(?<=\b(?:GmbH|AG|KG|SE|B\.V|N\.V|S\.A|S\.p\.A|S\.r\.l|AB|Oy|A\/S)\.?),\s+(?=[A-Z][^,\d\n]{0,40}\s\d)/i);
  if (descriptor > 0) name = name.slice(0, descriptor);
  name = name.replace(/[,:;\s]+$/, '').replace(/\.{2,}$/, '.');
  return name;
}

/**
 * The role a party's short name gives it: the name itself ("Seller"), a numbered one ("Vendor A", "Seller 2"), or,
 * failing those, the collective name in the same brackets ("Westlake", and together with Mr Zhou, the "Sellers").
 */
function roleOf(d: DefinedTerm, definitions: DefinedTerm[]): string | undefined {
  const own = d.term.toLowerCase().replace(/^the\s+/, '').replace(/\s+(?:[a-h]|\d{1,2})$/, '');
  if (ROLE_WORDS.has(own)) return own;
  for (const mate of definitions) {
    if (mate === d || mate.definition.start !== d.definition.start) continue;
    const word = mate.term.toLowerCase().split(/\s+/).pop()!.replace(/s$/, '');
    if (ROLE_WORDS.has(word)) return word;
  }
  return undefined;
}

/**
 * A party standard terms describe instead of naming: "... provided by Harbour Ltd ("Harbour") to the organisation
 * named in the Order Form (the "Customer")", or "... to any person or entity that orders Services (the "Client")".
 */
const DESCRIBED = /\b(?:the|any|each)\s+(?:organi[sz]ation|entity|company|person|individual|customer|client|business)(?:\s+or\s+(?:organi[sz]ation|entity|company|person|individual|business))?\s+(?:(?:named|identified|specified|set\s+out|described|indicated)(?:\s+as\s+(?:the\s+)?[\w-]+)?\s+(?:in|on)\s+(?:the|an?|each|any)\s+(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*|(?:that|which|who)\s+(?:orders|purchases|buys|engages|requests|accepts)\s+(?:the\s+|any\s+)?[\w-]+(?:\s+[\w-]+){0,3})$/;

/**
 * The opening sentence when a cover page or a table of contents pushes it past the first 4,000 characters: "This
 * Agreement is made and entered into ... by and between". Its line's start, or -1.
 */
export function lateOpening(text: string): number {
  const m = /\b(?:is|are)\s+(?:made|entered)\s+into\b[^.]{0,200}?\b(?:by\s+and\s+)?(?:between|among)\b|\bmade\s+and\s+entered\s+into\b[^.]{0,200}?\b(?:between|among)\b/i.exec(text.slice(3000, 20_000));
  return m ? text.lastIndexOf('\n', 3000 + m.index) + 1 : -1;
}

/** A short name given in brackets, or on a line of its own after "hereinafter" (definitions.ts). */
const labelled = (text: string, d: DefinedTerm) => text[d.definition.start] === '(' || /^[\s\-\u2013\u2014]*hereinafter\b/i.test(text.slice(d.definition.start, d.definition.start + 24));

export function findParties(text: string, definitions: DefinedTerm[], at = 0): Party[] {
  // The opening: up to the recitals or the first operative words, and never past 4,000 characters.
  const stop = text.slice(at, at + 4000).search(/\b(WHEREAS|RECITALS|NOW,?\s+THEREFORE|BACKGROUND|IN CONSIDERATION)\b/);
  const limit = at + (stop > 0 ? stop : Math.min(text.length - at, 4000));
  const out: Party[] = [];
  const brackets: string[] = [];
  // Names run from the opening connector ("between", "by and among") or the previous party's label to this label.
  // The connector may end its line with a colon before a list of the parties ("made on 2 March 2026 between:").
  const opener = /\b(?:by\s+and\s+(?:between|among)|between(?:\s+the\s+undersigned)?|among|by)(?:\s*:[ \t]*\r?\n\s*|\s+)/i.exec(text.slice(at, limit));
  // A bare "by" after the first short name ("approved the designs by e-mail") opens nothing: the parties came
  // before it. A "between" after a cover page's names opens the preamble, which names them again.
  const firstAlias = definitions.find((d) => d.definition.start >= at && d.definition.start < limit && labelled(text, d) && !NOT_PARTY.test(d.term) && !PLACE.test(d.term));
  const opens = opener && (/\b(?:between|among)\b/i.test(opener[0]) || !firstAlias || at + opener.index < firstAlias.definition.start);
  let from = opens ? at + opener.index + opener[0].length : at;
  for (const d of definitions) {
    if (d.definition.start >= limit || !labelled(text, d)) continue;
    if (d.definition.start < from || PLACE.test(d.term)) continue;
    if (NOT_PARTY.test(d.term)) {
      from = d.definition.end;
      continue;
    }
    const window = text.slice(from, d.definition.start);
    const described = DESCRIBED.exec(window.trimEnd());
    if (described) {
      const start = from + described.index;
      from = d.definition.end;
      out.push({ name: described[0], alias: d.term, role: ROLE_WORDS.has(d.term.toLowerCase()) ? d.term.toLowerCase() : undefined, start, end: start + described[0].length });
      continue;
    }
    let lead = window.search(/\S/);
    const conn = /^(?:[,;\s\-\u2013\u2014]*(?:and|by|with|between|among)\s+)/i.exec(window);
    if (conn) lead = conn[0].length;
    // "BETWEEN:", "AND:" and "- and -" introduce a name, as in English and Canadian forms.
    // So does "provided by" in standard terms that describe their customer first ("... by the entity identified as
    // the customer in an Order Form ("Customer"). The Service is provided by Peoplegrid, Inc., ...").
    for (const m of window.matchAll(/\b(?:between|among)\s*:?\s+|\band\s*:\s+|[-\u2013\u2014]\s*and\s*[-\u2013\u2014]\s+|\b(?:provided|offered|operated)\s+by\s+/gi)) {
      // Only before a name: "provided by the Customer" names no provider. (A case-blind regex cannot say so.)
      if (/^(?:provided|offered|operated)/i.test(m[0]) && !/^\p{Lu}/u.test(window.slice(m.index! + m[0].length))) continue;
      lead = m.index! + m[0].length;
    }
    // A note on the parties named so far is no name: "(collectively, Lender, Endorser and Fitness are referred to as
    // the "AS Parties") and MusclePharm Corporation ...".
    const note = out.length ? /^\s*\((?:collectively|together|jointly|each|individually|both)\b[^()]{0,300}\)/i.exec(window.slice(lead)) : null;
    if (note) lead += note[0].length;
    // After a party's label its description may run on ("whose address is ..., and Beta Inc (\"Beta\")"):
    // the next name follows the last "and".
    if (out.length >= 1 && window.length < 400 && /^[,;]?\s*[a-z]/.test(window.slice(lead).trimStart())) {
      // ... or the next list marker: "..., Luxembourg; (c) TOM Online (BVI) Limited".
      const after = note ? lead : 0;
      for (const m of window.matchAll(/\band\s+(?:the\s+)?(?=[A-Z0-9]|[a-z][A-Z])|[,;]\s*(?:and\s+)?\((?:[a-h]|[ivx]{1,4}|\d{1,2})\)\s+(?=[A-Z0-9])/g)) {
        if (m.index! >= after) lead = m.index! + m[0].length;
      }
      if (!COMPANY.test(window.slice(lead)) && !COMPANY.test(nameIn(window.slice(lead)))) {
        from = d.definition.end;
        continue;
      }
    }
    let name = nameIn(window.slice(Math.max(0, lead)));
    // A party on a line of its own under a title and a date ("Date: January 14, 2025\n\nNorthfold Type & Design
    // Inc., 1190 King Street ... ("Northfold")"): the name is its line's, when that ends in a company's legal form.
    if (name.includes('\n') && !opens && !out.length) {
      const own = nameIn(window.slice(window.lastIndexOf('\n', window.length - 2) + 1).trimStart());
      if (COMPANY.test(own) && own.split(/\s+/).every((w) => /^(?:[A-Z0-9&(]|(?:of|and|de|the)$)/.test(w))) name = own;
    }
    from = d.definition.end;
    if (!name || name.length > 150 || !/^(?:[A-Z0-9]|[a-z][A-Z])/.test(name) || name.includes('\n') || SENTENCE.test(name)) continue;
    // The same party named twice (on a cover page in capitals, then in the preamble) is one party.
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (out.some((p) => p.name.toLowerCase().replace(/[^a-z0-9]/g, '') === key)) continue;
    const start = text.indexOf(name, d.definition.start - window.length);
    out.push({ name, alias: d.term, role: roleOf(d, definitions), start, end: start + name.length });
    brackets.push(text.slice(d.definition.start, d.definition.end));
    if (out.length >= 6) break;
  }
  // A party grouped with a later one under a collective role ("Ms Lin", and together with Mr Zhou, the "Sellers")
  // has that role too.
  out.forEach((p, i) => {
    if (p.role || !p.alias) return;
    const alias = new RegExp(`\\b(?:together|collectively|jointly)\\s+with\\b[^)]*\\b${p.alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    const j = brackets.findIndex((b, k) => k > i && out[k]!.role && alias.test(b));
    if (j > i) p.role = out[j]!.role;
  });
  return out;
}
