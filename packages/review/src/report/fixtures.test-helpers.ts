import type { Issue, Severity, Span } from '../types.ts';

/** A short supply contract and issues on it, written for the report tests (no dataset text). */
export const PARAS = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement (the "Agreement") is made on March 3, 2024 between Harbour Lamps Co., Ltd., a company organised under the laws of the People\'s Republic of China ("Seller"), and Northwind Retail Inc., a Delaware corporation ("Buyer").',
  '1. Delivery',
  'The Seller shall deliver the Products to the Buyer\'s warehouse within forty-five (45) days after each purchase order is accepted.',
  '2. Payment',
  'The Buyer shall pay each invoice within one hundred twenty (120) days after receipt. The total price for the first order is USD 250,000.',
  '3. Limitation of Liability',
  'In no event shall the Buyer be liable for any indirect or consequential damages. The Seller shall be liable for all losses of the Buyer without limit.',
  '4. Term',
  'This Agreement starts on the date above and continues for three (3) years, and renews automatically for one (1) year periods unless either party gives ninety (90) days\' notice before the end of the then-current term.',
  '5. Governing Law',
  'This Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.',
  'IN WITNESS WHEREOF the parties have signed this Agreement.',
];
export const CONTRACT = PARAS.join('\n');

export function spanOf(text: string, phrase: string): Span {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`phrase not in text: ${phrase}`);
  return { start, end: start + phrase.length };
}

function issue(id: string, severity: Severity, cn: string, en: string, clauses: Span[], anchor?: Span): Issue {
  return {
    id,
    severity,
    title: { cn, en },
    advice: { cn: `${cn}：该条款对卖方不利，建议在谈判中要求对方修改，明确双方的权利义务，并保留相应的证据材料。` },
    alternative: { en: `The Buyer shall pay each undisputed invoice within thirty (30) days after receipt; late amounts bear interest at 0.05% per day. (${id})` },
    clauses,
    ...(anchor ? { anchor } : {}),
  };
}

/** Issues on CONTRACT (or a text holding the same paragraphs): three located on clauses, one missing with an anchor. */
export function sampleIssues(text: string): Issue[] {
  return [
    issue('payment.late', 'higher', '付款期限过长', 'Payment later than 60 days', [spanOf(text, 'within one hundred twenty (120) days after receipt')]),
    issue('liability.unlimited.self', 'higher', '卖方承担无限责任', 'Unlimited liability of the seller', [spanOf(text, 'The Seller shall be liable for all losses of the Buyer without limit.')]),
    issue('law.foreign', 'medium', '适用外国法律', 'Foreign governing law for a Chinese party', [spanOf(text, PARAS[11])]),
    issue('force-majeure.missing', 'lower', '缺少不可抗力条款', 'No force majeure clause', [], spanOf(text, PARAS[12])),
  ];
}

/** `n` issues cycling over the sample ones (for timing and page counts). */
export function manyIssues(text: string, n: number): Issue[] {
  const base = sampleIssues(text);
  return Array.from({ length: n }, (_, k) => ({ ...base[k % base.length], id: `${base[k % base.length].id}.${k}` }));
}
