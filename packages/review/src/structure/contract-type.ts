import type { ContractType } from '../types.ts';

/**
 * The contract family from its title (the first lines) and, failing that, from the vocabulary of the whole text.
 * Titles decide most contracts; the counts break ties for titles such as "Agreement" or "Master Agreement".
 */
const TITLE_RULES: [ContractType | 'nda', RegExp][] = [
  ['nda', /non-?disclosure|confidentiality\s+(?:and\s+\w+\s+)?agreement|secrecy\s+agreement|\bnda\b/i],
  ['distribution', /distribut|reseller|dealer|franchise|sales\s+(?:agency|representative)|agency\s+agreement|marketing\s+agreement|promotion\s+agreement|co-?promotion/i],
  ['license', /licen[cs](?:e|ing)|software|saas|subscription|royalty|end[-\s]user\s+(?:licen|agreement|terms)/i],
  // Deals outside the playbook's families: their missing-clause issues would only be noise.
  ['other', /joint\s+venture|joint\s+development|co-?development|collaborat|strategic\s+alliance|alliance\s+agreement|partnership\s+agreement|cooperation\s+agreement|non-?competition|covenants?\s+not\s+to\s+compete|non-?solicitation|merger|stock\s+purchase|share\s+purchase|\bloan\b|credit\s+agreement|\blease\b|employment|(?:capital|yield|keep-?well)\s+maintenance/i],
  ['goods', /supply|purchase|sale\s+of\s+goods|sales\s+agreement|manufactur|procurement|purchase\s+order/i],
  ['services', /services?|hosting|consult|maintenance|outsourc|management|sponsorship|endorsement|advertising|development|co-?branding|transportation|staffing/i],
];

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

export function titleOf(text: string): string {
  const head = text.slice(0, 1500).split('\n').map((l) => l.trim()).filter(Boolean);
  const named = (l: string) => /\b(agreement|contract|licen[cs]e|terms|order)\b/i.test(l) && l.length < 150;
  // A title run into a long opening line ("Supply Agreement   WHEREAS ...", "COOPERATION AGREEMENT BETWEEN THE CITY
  // OF ... REGARDING ...") is its part before the preamble, or else the words up to its first "Agreement".
  const titlePart = (l: string) => {
    const cut = cutPreamble(l);
    return cut.length < 150 ? cut : (/^.{0,120}?\b(?:agreement|contract|licen[cs]e)\b/i.exec(l)?.[0] ?? cut);
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
    /\b(?:each|either)\s+party\s+(?:may|will|has|wishes|desires|intends|expects)[^.]{0,60}\bdisclos/i.test(head) ||
    /\b(?:each|either)\s+party\s+(?:as|being|in\s+its\s+capacity\s+as)\s+(?:a\s+|the\s+)?(?:disclosing|receiving)\s+party/i.test(head) ||
    /\bdisclos\w*\s+by\s+(?:either|each|one)\s+party\s+to\s+the\s+other\b/i.test(head) ||
    /\b(?:exchange|share)\s+(?:certain\s+)?(?:confidential|proprietary)\s+information\s+(?:with\s+each\s+other|between\s+them(?:selves)?)\b/i.test(head)
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
    // An order or statement of work under a master agreement, whose general terms stand in that agreement.
    /\b(?:this|the)\s+(?:schedule|order(?:\s+form)?|statement\s+of\s+work|sow|work\s+order|purchase\s+order)\b[^.]{0,80}?\b(?:constitutes?|is\s+(?:issued|entered\s+into|made|governed))\b[^.]{0,60}?\b(?:under|pursuant\s+to|in\s+accordance\s+with|subject\s+to|by)\s+(?:the\s+terms\s+(?:and\s+conditions\s+)?of\s+)?(?:the|that\s+certain)\s+(?:[\w-]+\s+){0,4}agreement\b/i.test(head)
  );
}

export function detectContractType(text: string): ContractType {
  const title = titleOf(text);
  for (const [type, re] of TITLE_RULES) {
    if (re.test(title)) return type === 'nda' ? ndaKind(text) : (type as ContractType);
  }
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const words = Math.max(1, body.split(/\s+/).length);
  let best: keyof typeof BODY_TERMS | null = null;
  let bestRate = 0;
  for (const [type, re] of Object.entries(BODY_TERMS) as [keyof typeof BODY_TERMS, RegExp][]) {
    const rate = (body.match(re)?.length ?? 0) / words;
    if (rate > bestRate) (best = type), (bestRate = rate);
  }
  // Below about 3 mentions per 1,000 words no family dominates.
  if (!best || bestRate < 0.003) return 'other';
  return best === 'nda' ? ndaKind(text) : best;
}
