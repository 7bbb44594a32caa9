/**
 * Legal wording that signals a CUAD category, written from the category descriptions and drafting practice
 * (never from one contract). A cue is evidence, not a decision: the segment model weighs it per category
 * with the words around it, and the presence model counts the segments where it occurs.
 */
import type { CuadCategory } from './categories.ts';

export const CUES: Partial<Record<CuadCategory, RegExp>> = {
  'Expiration Date': /\b(?:term of this agreement|initial term|shall (?:continue|remain) in (?:full )?(?:force|effect)|expir(?:e|es|ation))\b/i,
  'Renewal Term': /\b(?:renew(?:al|ed|s)?|automatically extended|successive (?:periods?|terms?))\b/i,
  'Notice Period to Terminate Renewal': /\brenew\w*\b[^.]{0,200}\bnotice\b|\bnotice\b[^.]{0,200}\b(?:non-?renewal|not to renew|renew)/i,
  'Governing Law': /\bgoverned by\b|\bgoverning law\b|\bconstrued (?:in accordance with|under)\b/i,
  'Most Favored Nation': /\bmost[- ]favou?red\b|\b(?:no less|at least as|more) favou?rabl[ey]\b|\bbest (?:price|terms)\b|\blowest prices?\b|\blower prices?\b[^.]{0,80}\b(?:any|other) (?:third part|customer|licensee|distributor|reseller)/i,
  'Non-Compete': /\bnon-?compet|\bnot\b[^.]{0,80}\bcompet(?:e|ing|itive)\b|\bcompeting (?:products?|business|services?)\b/i,
  // Exclusive dealing, not the exclusive jurisdiction, remedy or property every contract has, nor a non-exclusive grant.
  Exclusivity: /(?<!non-?)\bexclusiv(?:e|ely|ity)\b(?!\s+(?:jurisdiction|remed(?:y|ies)|venue|forum|of\b|property|owner\w*|right,? title|liability|and sole remed))|\bsole (?:and exclusive )?(?:supplier|source|provider|distributor|reseller)\b/i,
  'No-Solicit of Customers': /\b(?:solicit|divert|entice|induce)\w*\b[^.]{0,120}\b(?:customers?|clients?|accounts?|subscribers?|patients?)\b/i,
  'Competitive Restriction Exception': /\b(?:notwithstanding|except|shall not (?:prevent|restrict|prohibit))\b[^.]{0,200}\b(?:compet\w*|exclusiv\w*|solicit\w*)\b|\b(?:the foregoing|such|these|this section[\w.() ]{0,12})\s+(?:restrictions?|covenants?|limitations?)\s+(?:shall|will)\s+not\s+(?:apply|prevent|restrict|prohibit|preclude)\b|\bnot be (?:deemed|considered) (?:to be )?(?:prohibited|a breach)\b|\b(?:less than|or less|no more than|not more than)\b[^.]{0,40}\b(?:percent|%)[^.]{0,80}\b(?:securities|stock|shares|equity|outstanding)\b|\bnon-?exclusive as to\b|\bshall become non-?exclusive\b/i,
  'No-Solicit of Employees': /\b(?:solicit|hire|employ|recruit)\w*\b[^.]{0,120}\b(?:employees?|personnel|staff)\b/i,
  'Non-Disparagement': /\bdisparag\w*|\bderogatory\b|\bnegative (?:statements?|comments?)\b/i,
  'Termination for Convenience': /\bterminat\w*\b[^.]{0,120}\b(?:for (?:any|no) reason|for (?:its )?convenience|without cause|at any time)\b/i,
  'Rofr/Rofo/Rofn': /\bright of first (?:refusal|offer|negotiation)\b|\bfirst right\b|\bright to match\b/i,
  'Change of Control': /\bchange (?:of|in) (?:control|ownership)\b|\bmerger\b|\bsubstantially all (?:of )?(?:its|the|their) (?:assets|business)\b/i,
  'Anti-Assignment': /\bassign\w*\b[^.]{0,150}\b(?:consent|approval)\b|\b(?:may|shall) not (?:be )?assign/i,
  // A commission paid, not the Securities and Exchange Commission a filing names.
  'Revenue/Profit Sharing': /\broyalt\w*|\brevenue shar\w*|\bshare of (?:the )?(?:revenues?|profits?|net)\b|(?<!(?:exchange|trade|communications|regulatory|utilities|securities|energy|banking|insurance|gaming|service)\s)\bcommissions?\b|\bpercent(?:age)? of (?:the )?(?:net|gross)\b|\b(?:percent|%)[^.]{0,60}\b(?:net|gross) (?:sales|revenues?|receipts|profits?|income)\b/i,
  'Price Restrictions': /\bpric\w*\b[^.]{0,100}\b(?:increase|not exceed|adjust\w*|fixed|reduc\w*|change)\b/i,
  'Minimum Commitment': /\bminimum\b[^.]{0,60}\b(?:purchase|order|quantit\w*|volume|commitment|fees?|royalt\w*|sales|amount)\b|\bminimum (?:annual|quarterly|monthly)\b|\bguaranteed? minimum\b|\bminimum guarantee|\bshortfall\b|\b(?:at least|not less than|no less than|a minimum of)\s+[^.]{0,30}\b(?:units|impressions|orders|episodes)\b/i,
  'Volume Restriction': /\b(?:maximum|not (?:to )?exceed|in excess of|exceeds?|limit\w*)\b[^.]{0,80}\b(?:units?|quantit\w*|volume|number of (?:users|copies|units))\b/i,
  'IP Ownership Assignment': /\bhereby (?:irrevocably )?assigns?\b|\bworks? made for hire\b|\bshall (?:be the (?:sole and )?exclusive property|own|vest)\b/i,
  'Joint IP Ownership': /\bjoint(?:ly)?[- ](?:own\w*|developed|inventions?|property)\b|\bco-?own\w*/i,
  'License Grant': /\bhereby grants?\b|\bgrants?\b[^.]{0,120}\blicen[cs]e\b|\blicen[cs]e to\b/i,
  // Hyphenated words are often broken by a line end in filings ("non- transferable").
  'Non-Transferable License': /\bnon-?\s?(?:transferable|sub-?licens(?:e?able))\b|\bnot (?:otherwise )?(?:be )?(?:transferable|sub-?licens(?:e?able))\b|\b(?:without|no|not include[^.]{0,30}) (?:the )?right to (?:grant )?sub-?licens\w*/i,
  'Affiliate License-Licensor': /\b(?:its|their) affiliates\b[^.]{0,120}\b(?:grants?|licen[cs]e)\b/i,
  'Affiliate License-Licensee': /\blicen[cs]\w*\b[^.]{0,150}\b(?:and|or) (?:its|their) affiliates\b|\bsub-?licens\w*\b[^.]{0,80}\b(?:to|with) (?:its|their|any of its) affiliates\b|\bgrants?\s+to\s+\S+\s+and\s+(?:its|their)\s+affiliates\b/i,
  'Unlimited/All-You-Can-Eat-License': /\bunlimited\b|\ball[- ]you[- ]can[- ]eat\b|\bwithout (?:limit|restriction) (?:as to|on) (?:the )?number\b/i,
  'Irrevocable or Perpetual License': /\birrevocabl\w*|\bperpetu\w*/i,
  'Source Code Escrow': /\bescrow\b|\bsource code\b/i,
  'Post-Termination Services': /\b(?:after|following|upon)\b[^.]{0,40}\b(?:termination|expiration)\b[^.]{0,150}\b(?:continue|transition|wind[- ]down|sell[- ]off|remaining|return)\b|\btransition (?:period|services|assistance)\b|\bdispose of\b[^.]{0,60}\b(?:inventory|products?|stock)\b|\bsell[- ]off\b|\bremaining (?:inventory|stock)\b|\binventory on hand\b|\bwind[- ]?down\b|\btransition\w*\b[^.]{0,60}\b(?:services?|assistance|plan)\b/i,
  'Audit Rights': /\baudit\w*|\binspect\w*\b[^.]{0,80}\b(?:books|records)\b|\bbooks and records\b/i,
  'Uncapped Liability': /\b(?:except|exclud\w*|shall not apply|not limit)\b[^.]{0,150}\b(?:gross negligence|wil(?:l)?ful|fraud|indemnif\w*|confidential\w*|infringe\w*)\b/i,
  // CUAD counts excluding kinds of damages and a sole remedy as limiting liability, as well as a money cap.
  'Cap on Liability': /\b(?:aggregate|total|maximum|cumulative|entire) liability\b|\bliab\w*\b[^.]{0,150}\b(?:shall not exceed|limited to|in excess of|exceeds?)\b|\b(?:liable|responsible)\b[^.]{0,120}\b(?:consequential|incidental|indirect|punitive|exemplary)\b[^.]{0,80}\bdamages\b|\bsole (?:and exclusive )?remed(?:y|ies)\b|\bexclusive liability\b|\blimitation of liability\b/i,
  'Liquidated Damages': /\bliquidated damages\b|\bas a penalty\b|\btermination fee\b|\bbreak-?up fee\b|\btermination (?:payment|fee)\b|\bbuy[- ]?out\b/i,
  'Warranty Duration': /\bwarrant\w*\b[^.]{0,150}\b(?:period of|for a period|\(\d+\) (?:days|months|years)|(?:days|months|years) (?:from|after|following))\b|\bwarranty (?:period|term)\b|\b(?:limited|extended) warranty\b/i,
  Insurance: /\binsurance\b|\binsured\b|\bpolicy limits?\b/i,
  'Covenant Not to Sue': /\bnot (?:to )?(?:sue|challenge|contest)\b|\bcovenants? not to\b|\bshall not\b[^.]{0,40}\b(?:contest|challenge|dispute)\b|\b(?:attack|challenge|contest|oppose)\w*\b[^.]{0,80}\b(?:validity|title|ownership)\b|\bnot (?:to )?assert\b[^.]{0,60}\bclaims?\b/i,
  // Someone is made a beneficiary; the usual 'no third-party beneficiaries' boilerplate is the opposite and is not the cue.
  'Third Party Beneficiary': /\b(?:is|are|be|as)\s+(?:an?\s+|the\s+)?(?:intended\s+|express(?:ly)?\s+(?:intended\s+)?|direct\s+)?third[- ]party\s+(?:\w+\s+)?beneficiar\w*|\bintended\s+(?:third[- ]party\s+)?beneficiar\w*/i,
};

const ENTRIES = Object.entries(CUES) as [CuadCategory, RegExp][];

/** The categories whose cue occurs in `text`. */
export function cuesIn(text: string): CuadCategory[] {
  const out: CuadCategory[] = [];
  for (const [c, re] of ENTRIES) if (re.test(text)) out.push(c);
  return out;
}

/** cue[i * categories.length + c] = 1 when segment i carries the cue of categories[c]. */
export function cueMatrix(text: string, segments: readonly { start: number; end: number }[], categories: readonly string[]): Uint8Array {
  const out = new Uint8Array(segments.length * categories.length);
  const index = new Map(categories.map((c, k) => [c, k]));
  segments.forEach((s, i) => {
    for (const c of cuesIn(text.slice(s.start, s.end))) {
      const k = index.get(c);
      if (k !== undefined) out[i * categories.length + k] = 1;
    }
  });
  return out;
}
