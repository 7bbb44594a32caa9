import type { ContractType } from '../types.ts';

/**
 * The contract family from its title (the first lines) and, failing that, from the vocabulary of the whole text.
 * Titles decide most contracts; the counts break ties for titles such as "Agreement" or "Master Agreement".
 * A title word that several kinds of deal share ("Agency", "Promotion", "Collaboration", "Sponsorship") is checked
 * against the body before it decides (see `titleFamily`).
 */
/**
 * Titles of NDAs: also an undertaking, deed, letter or commitment of confidentiality, a confidential disclosure agreement (CDA)
 * a "proprietary information agreement" (but not one assigning an employee's inventions), and the confidentiality
 * agreements of a data room or a clean team.
 */
const NDA_TITLE =
  /non[-\s]?disclosure|confidentiality\s+(?:and\s+[\w-]+\s+(?:[\w-]+\s+)?)?(?:agreement|undertaking|deed|letter|commitment)|confidential\s+disclosure\s+agreement|secrecy\s+(?:agreement|undertaking)|proprietary\s+information\s+(?!and\s+inventions?)(?:and\s+[\w-]+\s+(?:[\w-]+\s+)?)?agreement|data\s+room\s+(?:access\s+)?(?:agreement|undertaking)|clean\s+team\s+agreement|\bnda\b|\bcda\b/i;
/** Titles that name a distribution deal whatever the body says (except a distribution of securities). */
const DISTRIBUTION_TITLE = /distribut|reseller|dealer|franchise|sales\s+representative/i;
/**
 * Titles shared by distribution and other deals: an agency may sell the principal's products, or shares, insurance
 * or annuities, or order equipment for a lessor; a promotion or marketing agreement may buy advertising. An agency
 * that recruits, advertises or translates for its client sells a service, not the client's products.
 */
const AGENCY_TITLE = /sales\s+agency|(?<!(?:recruitment|recruiting|advertising|travel|translation|staffing|employment|talent|modell?ing|creative|media)\s)agency\s+agreement|marketing\s+(?:affiliate\s+)?agreement|promotion\s+agreement|co-?promotion/i;
const LICENSE_TITLE = /licen[cs](?:e|ing)|software|saas|subscription|royalty|end[-\s]user\s+(?:licen|agreement|terms)/i;
// Deals outside the playbook's families: their missing-clause issues would only be noise. A construction or
// consortium agreement (works, shared ownership of a system) is not a services contract either.
const OTHER_TITLE =
  /joint\s+venture|joint\s+development|co-?development|collaborat|strategic\s+alliance|alliance\s+agreement|partnership\s+agreement|cooperation\s+agreement|non-?competition|covenants?\s+not\s+to\s+compete|non-?solicitation|merger|(?:stock|share|equity)\s+(?:interest\s+)?(?:purchase|transfer|sale)|\bloan\b|credit\s+agreement|\b(?:sub-?|under)?lease\b|\btenancy\b|employment|(?:capital|yield|keep-?well)\s+maintenance|\bconstruction\b|consortium/i;
/** A party defined as the consultant, contractor or service provider, in the opening. */
const RETAINED = /\(\s*(?:the\s+)?["“](?:Consultant|Contractor|Service\s+Provider|Advisor|Adviser)["”]\s*\)/;
const GOODS_TITLE = /supply|purchase|sale\s+of\s+goods|sales\s+agreement|manufactur|procurement|purchase\s+order/i;
const SERVICES_TITLE =
  /services?|hosting|consult|maintenance|outsourc|management|sponsorship|endorsement|advertising|development|co-?branding|transportation|staffing|engagement\s+letter|letter\s+of\s+engagement|terms\s+of\s+engagement|\badvice\b|\bdesign\b|\brepairs?\b|photograph|executive\s+search/i;

const BODY_TERMS: Record<Exclude<ContractType, 'nda-mutual' | 'nda-unilateral' | 'other'> | 'nda', RegExp> = {
  nda: /\b(?:confidential\s+information|evaluation\s+materials?|disclosing\s+party|receiving\s+party|recipient)\b/gi,
  distribution: /\b(?:distributor|reseller|dealer|franchisee|territory|resale)\b/gi,
  license: /\b(?:licensee|licensor|license|licence|software|sublicense)\b/gi,
  goods: /\b(?:goods|products|purchase\s+orders?|delivery|shipment|seller|buyer|purchaser)\b/gi,
  services: /\b(?:services|service\s+provider|consultant|contractor|statement\s+of\s+work|deliverables)\b/gi,
};

/**
 * Where the opening sentence starts on a title line: a contract converted from PDF often runs its title into the
 * preamble ("STRATEGIC ALLIANCE AGREEMENT This Strategic Alliance Agreement (the "Agreement") is entered into ..."),
 * and words of the preamble must not decide the family.
 */
const PREAMBLE = /\s(?:This|THIS|These|THESE)\s|\s\(|\s(?:is|are)\s+(?:made|entered)\b|\s(?:dated|made|entered\s+into)\s+(?:as\s+of|on|this|the)\b|\s(?:WHEREAS|Whereas|RECITALS|Recitals)\b/;

function cutPreamble(line: string): string {
  const cut = line.search(PREAMBLE);
  return cut > 0 ? line.slice(0, cut) : line;
}

/**
 * A line that is a company's name, as a letterhead opens a letter agreement ("LUMEN TALENT MANAGEMENT LIMITED"):
 * the words of the sender's name ("Management", "Supply") say nothing of the deal.
 */
const COMPANY_NAME = /^(?!.*\b(?:agreement|contract|licen[cs]e|undertaking|deed|terms)\b)[^.;:]{2,80}?\b(?:limited|ltd|inc|incorporated|llc|l\.l\.c|llp|corp|corporation|plc|gmbh|ag|s\.a|b\.v|n\.v|pte|pty|co)\.?$/i;

export function titleOf(text: string): string {
  const head = text.slice(0, 1500).split('\n').map((l) => l.trim()).filter((l) => l && !COMPANY_NAME.test(l));
  const named = (l: string) => /\b(agreement|contract|licen[cs]e|terms|order)\b/i.test(l) && l.length < 150;
  // A title run into a long opening line ("Supply Agreement   WHEREAS ...", "COOPERATION AGREEMENT BETWEEN THE CITY
  // OF ... REGARDING ...") is its part before the preamble, or else the words up to its first "Agreement".
  const titlePart = (l: string) => {
    const cut = cutPreamble(l);
    if (cut.length < 150) return cut;
    // Not from a sentence of the body ("1.2 Before we discuss ..., we need your agreement"): a title is a few words.
    const upTo = /^.{0,120}?\b(?:agreement|contract|licen[cs]e)\b/i.exec(l)?.[0];
    return upTo && upTo.split(/\s+/).length <= 12 ? upTo : cut;
  };
  const line = head.find(named) ?? head.map(titlePart).find(named) ?? head[0] ?? '';
  const title = cutPreamble(line);
  return /\b(agreement|contract|licen[cs]e|terms|order|addendum|amendment)\b/i.test(title) ? title.trim() : line;
}

function ndaKind(text: string): ContractType {
  const head = text.slice(0, 6000);
  // Mutual when the opening calls it so, or when the parties disclose to each other.
  if (
    /\b(?:mutual(?!\s+(?:covenants?|promises?|premises|consideration|agreements?|consent|benefits?|understandings?|obligations))|two-way|reciprocal|bilateral)\b/i.test(text.slice(0, 1000)) ||
    /\b(?:each|both)\s+(?:of\s+)?(?:the\s+)?part(?:y|ies)\b[^.]{0,60}\b(?:its|their)\s+(?:respective\s+)?confidential\s+information/i.test(head) ||
    /\b(?:both|each)\s+part(?:y|ies)\b[^.]{0,120}\bthe\s+other\s+party['’]s\s+confidential/i.test(head) ||
    /\bdisclos\w*[^.]{0,60}\bto\s+each\s+other\b/i.test(head) ||
    /\bone\s+party\b[^.]{0,80}\b(?:disclos|reveal|provid|furnish)\w*[^.]{0,40}\bto\s+the\s+other\s+party\b/i.test(head) ||
    /\b(?:exchanged?|exchange)\b[^.]{0,40}\b(?:confidential|proprietary|certain)\s+information/i.test(head) ||
    /\b(?:each|either)\s+party\s+(?:may|will|has|wishes|desires|intends|expects)[^.]{0,60}\b(?:disclos|receiv)/i.test(head) ||
    /\b(?:each|either)\s+party\s+(?:as|being|in\s+its\s+capacity\s+as)\s+(?:a\s+|the\s+)?(?:disclosing|receiving)\s+party/i.test(head) ||
    /\bdisclos\w*\s+by\s+(?:either|each|one)\s+party\s+to\s+the\s+other\b/i.test(head) ||
    /\b(?:exchange|share)\s+(?:certain\s+)?(?:confidential|proprietary)\s+information\s+(?:with\s+each\s+other|between\s+them(?:selves)?)\b/i.test(head) ||
    // Confidentiality of "each other's" business or information (a mutual non-circumvention agreement), and recitals
    // in which each party in turn wishes to disclose its information.
    /\b(?:confidential\w*|disclos\w*)\b[^.]{0,120}\beach\s+other['’]s\b/i.test(head) ||
    (head.match(/\b(?:desires?|wish(?:es)?|intends?)\s+to\s+disclose\b/gi)?.length ?? 0) >= 2
  ) {
    return 'nda-mutual';
  }
  return 'nda-unilateral';
}

/**
 * Whether the document amends or supplements another agreement ("Amendment No. 1 to ...", "Addendum", "The parties
 * agree to modify the Agreement as follows", "This Statement of Work is issued under the Master Services Agreement")
 * rather than standing alone. An amended-and-restated agreement is whole
 * again and does not count.
 */
export function isAmendment(text: string): boolean {
  const head = text.slice(0, 1500);
  if (/\bamended\s+and\s+restated\b/i.test(head)) return false;
  const title = titleOf(text);
  // A "supplement" with its own governing law is usually a whole agreement that sits beside another one.
  const standalone = /\bgoverned\s+by\b|\bgoverning\s+law\b/i.test(text) && !/\b(?:remains?|continues?)\s+in\s+full\s+force\b/i.test(text);
  if (/\bsupplement(?:al)?\b/i.test(title) && !/\b(?:amendment|addendum)\b/i.test(title) && standalone) return false;
  return (
    /\b(?:amendment|addendum|supplement(?:al)?)\b(?:\s+(?:no\.?|number)\s*\d+)?\s+(?:to|of)\b|^\W*(?:(?:first|second|third|fourth|fifth)\s+)?(?:amendment|addendum)\b|\b(?:amendment|addendum)\s+(?:no\.?\s*|number\s*)?(?:[ivx]{1,4}|\d{1,2})\b/i.test(title) ||
    /\b(?:hereby\s+)?agree\s+to\s+(?:amend|modify)\s+the\s+(?:[\w-]+\s+){0,4}agreement\b|\b(?:wish|wishes|desire|desires)\s+to\s+amend\b/i.test(head) ||
    // An endorsement or rider changing a policy or contract in place ("... are amended to read", "all other terms remain
    // unchanged except as described below").
    /\b(?:is|are)\s+(?:hereby\s+)?amended\s+to\s+read\b|\bthe\s+following\s+amendments\s+apply\b|\b(?:terms|provisions)\s+of\s+(?:this|the)\s+(?:contract|policy|agreement)\s+remain\s+unchanged\s+except\b/i.test(head) ||
    // A trade confirmation that supplements and is subject to a master agreement (an ISDA confirmation).
    /\bthis\s+confirmation\b[^.]{0,160}?\b(?:supplements?|forms?\s+(?:a\s+)?part\s+of|(?:be|is)\s+subject\s+to|as\s+referred\s+to\s+in)\b[^.]{0,120}?\bmaster\s+agreement\b/i.test(head) ||
    // An order or statement of work under a master agreement, whose general terms stand in that agreement.
    /\b(?:this|the)\s+(?:schedule|order(?:\s+form)?|statement\s+of\s+work|sow|work\s+order|purchase\s+order)\b[^.]{0,80}?\b(?:constitutes?|is\s+(?:issued|entered\s+into|made|governed))\b[^.]{0,60}?\b(?:under|pursuant\s+to|in\s+accordance\s+with|subject\s+to|by)\s+(?:the\s+terms\s+(?:and\s+conditions\s+)?of\s+)?(?:the|that\s+certain)\s+(?:[\w-]+\s+){0,4}agreement\b/i.test(head)
  );
}

/**
 * A letter of intent, memorandum of understanding or term sheet that says it does not bind (except, often, for its
 * exclusivity and confidentiality paragraphs): what it leaves out is no gap, since the definitive agreement is still
 * to be negotiated.
 */
export function isNonBinding(text: string): boolean {
  const title = titleOf(text);
  const preliminary = /letter\s+of\s+intent|memorandum\s+of\s+understanding|\bMOU\b|term\s+sheet|heads\s+of\s+(?:terms|agreement)|expression\s+of\s+interest/i;
  if (!preliminary.test(title) && !preliminary.test(text.slice(0, 300))) return false;
  return /\b(?:is|are|shall\s+be|will\s+be)\s+(?:not|non)[-\s]?(?:legally\s+)?binding\b|\bnon[-\s]?binding\b|\bno\s+(?:legally\s+)?binding\s+(?:obligation|agreement|effect|commitment)|\bcreates?\s+no\s+(?:legal(?:ly)?\s+)?(?:binding\s+)?obligations?\b|\bshall\s+not\s+(?:be\s+)?(?:legally\s+)?bind/i.test(text);
}

/** Mentions per 1,000 words of the body's opening part (the first 60,000 characters). */
interface Rates {
  /** Securities, fund shares, insurance and annuities. */
  finance: number;
  /** Products changing hands: goods, inventory, orders, territory, resale, detailing. */
  products: number;
  /** Equipment leasing. */
  lease: number;
  /** Buying advertising or promotion: ads, impressions, links, web sites, venues. */
  advertising: number;
  /** Trademarks, logos and brands. */
  marks: number;
  services: number;
  /** Words only a deal in securities, funds or insurance uses (an offering, a prospectus, premiums), not a fee paid in shares. */
  financeDeal: number;
  /** Lending: lenders, borrowers, loans, capital contributions. */
  lending: number;
}

const RATE_TERMS: Record<keyof Rates, RegExp> = {
  finance:
    /\b(?:shares|securities|common\s+stock|prospectus|registration\s+statement|broker[-\s]dealers?|underwrit\w+|annuit(?:y|ies)|insurance\s+(?:polic(?:y|ies)|contracts?|products?|coverage)|policyholders?|premiums?|mutual\s+funds?|investment\s+company|tender\s+offer|offering)\b/gi,
  products: /\b(?:products?|goods|merchandise|inventory|purchase\s+orders?|shipments?|detailing|distributors?|resale|resell\w*|territory)\b/gi,
  lease: /\b(?:lessor|lessee|leased|lease)\b/gi,
  advertising: /\b(?:advertis\w+|impressions|banners?|links?|page\s+views|web\s*sites?|promotions|sponsor\w*|venues?|concerts?)\b/gi,
  marks: /\b(?:logos?|trademarks?|marks|brand\w*)\b/gi,
  services: /\bservices\b/gi,
  financeDeal:
    /\b(?:prospectus|registration\s+statement|broker[-\s]dealers?|underwrit\w+|annuit(?:y|ies)|insurance\s+(?:polic(?:y|ies)|contracts?|products?|coverage)|policyholders?|premiums?|mutual\s+funds?|investment\s+company|tender\s+offer|offerings?)\b/gi,
  lending: /\b(?:lenders?|borrowers?|loans?|capital\s+contributions?|financing\s+agreement|subordinated|credit\s+facility)\b/gi,
};

function ratesOf(text: string): Rates {
  const head = text.length > 60_000 ? text.slice(0, 60_000) : text;
  const per = 1000 / Math.max(1, head.split(/\s+/).length);
  const out = {} as Rates;
  for (const [k, re] of Object.entries(RATE_TERMS) as [keyof Rates, RegExp][]) out[k] = (head.match(re)?.length ?? 0) * per;
  return out;
}

/**
 * The deal is about securities, fund shares, insurance or annuities rather than products. Shares alone do not make
 * it so: a promoter or consultant is often paid in the client's common stock.
 */
const financial = (r: Rates) => r.finance >= 5 && r.finance > r.products && r.financeDeal >= 0.5;

/**
 * Whether a collaboration, alliance or development deal has a licence at its core: an exclusive or royalty-bearing
 * licence granted in the present tense, with royalties running through the contract (or a plain grant with
 * royalties everywhere). A research collaboration with a mere promise to negotiate a licence is not.
 */
function licenceCore(body: string): boolean {
  const royalties = body.match(/\broyalt(?!y[-\s]free)/gi)?.length ?? 0;
  if (royalties < 8) return false;
  const grants = body.match(/\bgrants\b[^.;]{0,200}?\blicen[cs]e/gi) ?? [];
  if (!grants.length) return false;
  return royalties >= 20 || grants.some((g) => /(?<!non-?\s?)\bexclusive\b|royalty-bearing/i.test(g));
}

/** Capitalised titles in the opening ("GAS TRANSPORTATION AGREEMENT"), for a first title line that names no family. */
function capitalTitles(text: string): string[] {
  const head = text.slice(0, 2000);
  const out: string[] = [];
  for (const m of head.matchAll(/(?:^|[^A-Za-z])((?:[A-Z][A-Z0-9&'’\/-]*,?[ \t]+){1,8}(?:AGREEMENT|CONTRACT))\b/g)) {
    const t = m[1]!.replace(/^(?:(?:THIS|THE|SUCH|EXHIBIT|AND|OF)\s+)+/, '');
    if (/[A-Z]{3}/.test(t.replace(/(?:AGREEMENT|CONTRACT)$/, ''))) out.push(t);
    if (out.length >= 4) break;
  }
  return out;
}

/** The family a title names, with the body consulted for the title words that several kinds of deal share. */
function titleFamily(title: string, body: string, rates: () => Rates): ContractType | 'nda' | null {
  if (NDA_TITLE.test(title)) return 'nda';
  // "Content Distribution and License", "License and Reseller": a licence of software or content, unless goods move.
  if (LICENSE_TITLE.test(title) && /distribut|reseller/i.test(title) && rates().products < 5) return 'license';
  if (DISTRIBUTION_TITLE.test(title)) return !/franchise/i.test(title) && financial(rates()) ? 'other' : 'distribution';
  // A manufacturing or supply deal that also markets the goods is a goods contract.
  if (AGENCY_TITLE.test(title) && !GOODS_TITLE.test(title)) {
    const r = rates();
    if (r.lease >= 10 && r.lease > r.products) return 'other';
    if (financial(r)) return 'other';
    if (r.advertising >= 5 && r.advertising > r.products) return 'services';
    return 'distribution';
  }
  if (LICENSE_TITLE.test(title)) {
    // Software built to order is a services contract; its licence terms, if any, serve the work.
    return /software\s+development|application\s+development|development\s+services/i.test(title) && !/licen[cs]/i.test(title) ? 'services' : 'license';
  }
  if (OTHER_TITLE.test(title)) {
    if (/collaborat|development|alliance|cooperation|partnership/i.test(title) && licenceCore(body)) return 'license';
    // An "alliance" that retains one party as the other's consultant or contractor is a services contract.
    if (/alliance|cooperation|partnership/i.test(title) && RETAINED.test(body.slice(0, 3000))) return 'services';
    return 'other';
  }
  if (GOODS_TITLE.test(title)) return 'goods';
  if (SERVICES_TITLE.test(title)) {
    const r = rates();
    // Leave to use a logo or trademark on the other party's goods: a trademark licence, not a service.
    if (/co-?branding/i.test(title) && r.marks >= 20 && r.advertising + r.services < 1) return 'license';
    // A "sponsorship" of a securities offer, an "endorsement" amending an insurance or annuity contract.
    if (/sponsorship|endorsement/i.test(title) && !/services?/i.test(title) && financial(r) && r.services < 1 && !/\b(?:endorser|likeness|appearances?|signage|logos?)\b/i.test(body.slice(0, 60_000))) {
      return 'other';
    }
    if (/development/i.test(title) && !/services?/i.test(title) && licenceCore(body)) return 'license';
    // A "maintenance agreement" that keeps a borrower's capital up for its lenders is a financial undertaking.
    if (/maintenance/i.test(title) && !/services?/i.test(title) && r.lending >= 5 && r.services < 1) return 'other';
    return 'services';
  }
  return null;
}

/**
 * A letter's subject: a "Subject:" or "Re:" line, or the short line under the salutation ("Dear Mr. Tan,\n\nLETTER
 * OF APPOINTMENT - SOLE DEALER ..."). It is the title of a letter agreement that has no other.
 */
function subjectLines(text: string): string[] {
  const head = text.slice(0, 3000);
  const out: string[] = [];
  const labelled = /^[ \t]*(?:subject|re|regarding)[ \t]*:[ \t]*(\S[^\n]{3,150})$/im.exec(head);
  if (labelled) out.push(labelled[1]!);
  const underSalutation = /^[ \t]*Dear\b[^\n]{1,80}[,:][ \t]*\n(?:[ \t]*\n)*[ \t]*(\S[^\n]{3,150})$/m.exec(head);
  if (underSalutation && !/[.!?]$/.test(underSalutation[1]!.trim())) out.push(underSalutation[1]!);
  return out;
}

/** A title that names a kind of deal ("BUSINESS AFFILIATE AGREEMENT"), as opposed to "Agreement" or a sentence. */
function namesADeal(title: string): boolean {
  if (title.split(/\s+/).length > 8 || !/\b(?:agreement|contract)\W*$/i.test(title)) return false;
  const words = title
    .replace(/\bexhibit\s+\S+|\bexecution\s+(?:copy|version)|\bform\s+of\b/gi, ' ')
    .replace(/\b(?:agreement|contract|this|the|master|general|and|of|amended|restated)\b/gi, ' ');
  return /[a-z]{4,}/i.test(words) && !/disclos|confidential|secrecy|proprietary\s+information/i.test(title);
}

export function detectContractType(text: string): ContractType {
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  let cached: Rates | undefined;
  const rates = () => (cached ??= ratesOf(body));
  let title = titleOf(text);
  // No title line found (a long legend or a run-on first line): look for a capitalised title instead of reading the
  // whole line, whose recitals would name other agreements.
  if (title.length > 200) title = capitalTitles(text)[0] ?? '';
  // A first line in capitals without the word "Agreement" ("COVENANT NOT TO COMPETE") comes before a title taken from
  // a recital or a long sentence; capitalised titles further down come last.
  const first = /^\s*([^\n]{4,80})\n/.exec(text)?.[1]?.trim() ?? '';
  const capsFirst = first && !/[a-z]/.test(first) && !COMPANY_NAME.test(first) ? [first] : [];
  const sentence = title.split(/\s+/).length > 12 || /^\W*(?:whereas|now,?\s+therefore|in\s+witness)\b/i.test(title);
  // A letter's subject line comes before a title taken from a sentence of its body.
  const subjects = subjectLines(text);
  const candidates = sentence ? [...capsFirst, ...subjects, title] : [title, ...capsFirst];
  // An NDA titled without the word "Agreement" ("DEED POLL / CONFIDENTIALITY UNDERTAKING") names itself in a short
  // line of the first few.
  const opening = text.slice(0, 600).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 4);
  if (opening.some((l) => l.length <= 100 && NDA_TITLE.test(l) && !/[.;]\s/.test(l))) return ndaKind(text);
  let family: ReturnType<typeof titleFamily> = null;
  for (const t of new Set([...candidates, ...capitalTitles(text), ...subjects])) if ((family = titleFamily(t, body, rates))) break;
  if (family) return family === 'nda' ? ndaKind(text) : family;
  const words = Math.max(1, body.split(/\s+/).length);
  // A title naming another kind of deal ("Business Affiliate Agreement") is not an NDA, however much it says about
  // confidential information.
  const ndaAllowed = !namesADeal(title);
  let best: keyof typeof BODY_TERMS | null = null;
  let bestRate = 0;
  for (const [type, re] of Object.entries(BODY_TERMS) as [keyof typeof BODY_TERMS, RegExp][]) {
    if (type === 'nda' && !ndaAllowed) continue;
    const rate = (body.match(re)?.length ?? 0) / words;
    if (rate > bestRate) (best = type), (bestRate = rate);
  }
  // Below about 3 mentions per 1,000 words no family dominates.
  if (!best || bestRate < 0.003) return 'other';
  return best === 'nda' ? ndaKind(text) : best;
}
