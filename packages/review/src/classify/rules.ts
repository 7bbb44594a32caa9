/**
 * The playbook's clause categories that CUAD does not label, found by general legal language: the section
 * title a clause sits under, or the wording that creates the obligation. Written from drafting practice,
 * not from any one contract.
 */
import type { PlaybookCategory } from './categories.ts';
import { mergeKept, type ScoredSpan } from './select.ts';
import type { Segment } from './segment.ts';

interface Rule {
  category: PlaybookCategory;
  /** Matches a section title or a paragraph's own title. */
  heading: RegExp;
  /** Matches the text of one segment. */
  text: RegExp;
}

export const RULES: readonly Rule[] = [
  {
    category: 'Indemnification',
    heading: /\bindemnit|\bindemnif/,
    text: /\b(?:shall|will|agrees?\s+to|undertakes?\s+to)\s+(?:defend,?\s+)?(?:and\s+)?(?:indemnify|hold\s+harmless)|\bindemnif(?:y|ies|ied)\s+(?:and\s+hold\s+harmless\s+)?(?:the\s+)?(?:other|each)/i,
  },
  {
    category: 'Confidentiality',
    heading: /confidential|non-?disclosure|secrecy/,
    text: /\b(?:keep|hold|maintain|treat)\b[^.]{0,60}\bconfiden|\bshall\s+not\s+(?:disclose|divulge)\b[^.]{0,80}\b(?:confidential|proprietary)|\bconfidential\s+information\b[^.]{0,120}\b(?:shall\s+not|not\s+to)\s+(?:disclose|use)/i,
  },
  {
    category: 'Force Majeure',
    heading: /force\s+majeure|excused\s+performance|unavoidable/,
    text: /\bforce\s+majeure\b|\bacts?\s+of\s+god\b|beyond\s+(?:its|their|the\s+(?:reasonable\s+)?)\s*(?:reasonable\s+)?control[^.]{0,80}(?:fire|flood|war|strike|epidemic|earthquake)/i,
  },
  {
    category: 'Payment Terms',
    heading: /\bpayment|\bfees?\b|invoic|compensation|price\s+and\s+payment|charges/,
    text: /\b(?:invoices?|payments?|fees?|amounts?)\b[^.]{0,120}\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+(?:[a-z-]+\s+)?\(?\d+\)?\s+(?:calendar\s+|business\s+)?days|\bnet\s+\d+\b|\bshall\s+pay\b[^.]{0,120}\b(?:within|upon|in\s+advance|monthly|quarterly)|\blate\s+payments?\b|\binterest\s+on\s+(?:overdue|late|unpaid)/i,
  },
  {
    category: 'Warranties',
    heading: /warrant/,
    text: /\b(?:represents?\s+and\s+warrants?|warrants?\s+(?:to\s+\w+\s+)?that|hereby\s+warrants?|shall\s+be\s+free\s+from\s+defects)\b/i,
  },
  {
    category: 'Disclaimer',
    heading: /disclaim/,
    text: /\bdisclaims?\b|\b(?:as\s+is|as-is)\b|merchantability|fitness\s+for\s+a\s+particular\s+purpose|no\s+other\s+warrant/i,
  },
  {
    category: 'Dispute Resolution',
    heading: /dispute|arbitrat|jurisdiction|venue|mediation/,
    text: /\barbitrat(?:ion|or|ors|ed)\b|\bmediation\b|\bexclusive\s+jurisdiction\b|\bsubmit\s+to\s+the\s+(?:exclusive\s+|non-exclusive\s+)?jurisdiction|\bdisputes?\b[^.]{0,120}\b(?:resolved|settled|submitted|referred)\b/i,
  },
  {
    category: 'Termination For Breach',
    heading: /termination\s+(?:for|upon|on)\s+(?:cause|breach|default)|events?\s+of\s+default/,
    text: /\bterminat\w*\b[^.]{0,160}\b(?:material(?:ly)?\s+breach|breach(?:es|ed)?\b[^.]{0,120}\b(?:cure|remed)|default)|\b(?:material(?:ly)?\s+breach|breach)\w*\b[^.]{0,200}\b(?:not\s+(?:been\s+)?(?:cured|remedied)|fails?\s+to\s+(?:cure|remedy))[^.]{0,120}\bterminat/i,
  },
  {
    category: 'Acceptance',
    heading: /\bacceptance\b|\binspection\b/,
    text: /\bacceptance\s+(?:test|criteria|procedure|certificate|period)|\b(?:accept|reject)s?\b[^.]{0,80}\b(?:deliverables?|goods|products?|shipments?|works?)\b[^.]{0,80}\b(?:within|nonconform|non-conform|defect|specification)|\bdeemed\s+(?:to\s+have\s+been\s+)?accepted\b/i,
  },
  {
    category: 'Delivery',
    heading: /\bdelivery\b|\bshipment\b|\bshipping\b/,
    text: /\b(?:FOB|F\.O\.B\.|CIF|EXW|FCA|DAP|DDP|CPT|CIP|Incoterms?)\b|\bdelivery\s+(?:date|schedule|point|terms|shall\s+be)|\b(?:deliver|ship)(?:ed)?\b[^.]{0,80}\b(?:to\s+the\s+(?:delivery|destination)|within\s+\d+\s+days\s+(?:of|after)\s+(?:receipt|the\s+purchase\s+order))/,
  },
  {
    category: 'Title And Risk',
    // A heading that starts with title ("Title to Products", "Passage of Title"): "Title: President" under a
    // signature is a signatory's office and a table's "Clause Date Title" a column, not a clause on title to goods.
    heading: /^(?:(?:passage|transfer|retention|reservation|vesting)\s+of\s+)?title\b(?!\s*:)|\btitle\s+(?:and|&)\s+risk|risk\s+of\s+loss/,
    text: /\brisk\s+of\s+(?:loss|damage)\b|\btitle\b[^.]{0,80}\b(?:shall\s+pass|passes|shall\s+transfer|transfers|shall\s+vest|remain\s+with|retain)/i,
  },
  {
    category: 'Data Protection',
    heading: /data\s+protection|privacy|personal\s+(?:data|information)|data\s+security/,
    text: /\bpersonal\s+(?:data|information)\b|\bdata\s+protection\b|\bprivacy\s+(?:laws?|polic|regulations?)|\bGDPR\b|\bdata\s+subjects?\b|personally\s+identifiable/i,
  },
  {
    category: 'Limitation Of Liability',
    heading: /limitation(?:s)?\s+(?:of|on)\s+liability|liability\s+limit|exclusion\s+of\s+(?:damages|liability)/,
    text: /\b(?:in\s+no\s+event|under\s+no\s+circumstances)\b[^.]{0,200}\bliable|\bshall\s+not\s+be\s+liable\b[^.]{0,120}\b(?:indirect|consequential|incidental|special|punitive|lost\s+profits)|\b(?:aggregate|total|maximum)\s+liability\b/i,
  },
  {
    category: 'Assignment',
    heading: /^assignment|assignment\b|\bsuccessors\s+and\s+assigns/,
    text: /\b(?:may|shall)\s+not\s+(?:(?:sell|transfer|delegate|sublicense),?\s+(?:or\s+)?)*assign\b|\bassign(?:ment)?\b[^.]{0,100}\b(?:without\s+the\s+(?:prior\s+)?(?:written\s+)?consent|with(?:out)?\s+(?:prior\s+)?(?:written\s+)?notice)|\bmay\s+assign\b/i,
  },
  {
    category: 'Notices',
    heading: /^notices?$|^notices?\b|\bnotices\b/,
    text: /\bnotices?\b[^.]{0,120}\b(?:in\s+writing|shall\s+be\s+(?:given|sent|delivered|deemed))[^.]{0,200}\b(?:deliver|mail|courier|facsimile|e-?mail|registered|certified|address)|\bdeemed\s+(?:to\s+have\s+been\s+)?(?:given|received|delivered)\b/i,
  },
  {
    category: 'Entire Agreement',
    heading: /entire\s+agreement|integration|whole\s+agreement/,
    text: /\b(?:entire|whole|complete)\s+(?:agreement|understanding)\b|\bsupersedes?\s+(?:all|any)\s+(?:prior|previous|other)/i,
  },
  {
    category: 'Severability',
    heading: /severab|partial\s+invalidity/,
    text: /\bseverab|\b(?:held|found|declared|determined|deemed)\s+(?:by\s+[^.]{0,60}\s+)?(?:to\s+be\s+)?(?:invalid|illegal|void|unenforceable)/i,
  },
];

/** A line of a signature block ("Name: ...", "Title: Vice President"): never a clause. */
const SIGNATURE_FIELD = /^\s*(?:By|Name|Title|Its|Date|Signature|Signed)\s*:/i;

/** Spans per playbook category, segments that follow one another merged. */
export function ruleClauses(text: string, segments: readonly Segment[]): Map<PlaybookCategory, ScoredSpan[]> {
  const out = new Map<PlaybookCategory, ScoredSpan[]>();
  for (const rule of RULES) {
    const keep = segments.map((s) => {
      if (s.isHeading || SIGNATURE_FIELD.test(text.slice(s.start, s.end))) return false;
      const titled = (s.inlineHeading && rule.heading.test(s.inlineHeading)) || (!s.inlineHeading && rule.heading.test(s.heading));
      return titled || rule.text.test(text.slice(s.start, s.end));
    });
    const spans = mergeKept(segments, keep, () => 1);
    if (spans.length > 0) out.set(rule.category, spans);
  }
  return out;
}
