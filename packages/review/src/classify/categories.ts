/** The 41 CUAD clause categories, spelled exactly as in CUAD's category descriptions. */
export const CUAD_CATEGORIES = [
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period to Terminate Renewal',
  'Governing Law',
  'Most Favored Nation',
  'Non-Compete',
  'Exclusivity',
  'No-Solicit of Customers',
  'Competitive Restriction Exception',
  'No-Solicit of Employees',
  'Non-Disparagement',
  'Termination for Convenience',
  'Rofr/Rofo/Rofn',
  'Change of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Price Restrictions',
  'Minimum Commitment',
  'Volume Restriction',
  'IP Ownership Assignment',
  'Joint IP Ownership',
  'License Grant',
  'Non-Transferable License',
  'Affiliate License-Licensor',
  'Affiliate License-Licensee',
  'Unlimited/All-You-Can-Eat-License',
  'Irrevocable or Perpetual License',
  'Source Code Escrow',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap on Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not to Sue',
  'Third Party Beneficiary',
] as const;

/** Categories the risk playbook needs that CUAD does not label; found by legal-language rules. */
export const PLAYBOOK_CATEGORIES = [
  'Indemnification',
  'Confidentiality',
  'Force Majeure',
  'Payment Terms',
  'Warranties',
  'Disclaimer',
  'Dispute Resolution',
  'Termination For Breach',
  'Acceptance',
  'Delivery',
  'Title And Risk',
  'Data Protection',
  'Limitation Of Liability',
  'Assignment',
  'Notices',
  'Entire Agreement',
  'Severability',
] as const;

export type CuadCategory = (typeof CUAD_CATEGORIES)[number];
export type PlaybookCategory = (typeof PLAYBOOK_CATEGORIES)[number];
export type ClauseCategory = CuadCategory | PlaybookCategory;

/** Short spans (names, dates) found by extraction rules rather than by the segment classifier. */
export const ENTITY_CATEGORIES: readonly CuadCategory[] = ['Document Name', 'Parties', 'Agreement Date', 'Effective Date'];

/** The CUAD categories scored by the trained segment model. */
export const MODEL_CATEGORIES: readonly CuadCategory[] = CUAD_CATEGORIES.filter((c) => !ENTITY_CATEGORIES.includes(c));
