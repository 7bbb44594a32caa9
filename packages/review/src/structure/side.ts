import type { ContractType, Party, Side } from '../types.ts';
import { nextPartyStart, partyDescription } from './party-description.ts';
import { CHINESE, isMainland } from './chinese.ts';

/**
 * The side to review for when the user did not choose one. Our users are Chinese parties: when one party is
 * identified as Chinese, its role gives the side; otherwise the side that usually carries the risk of a standard
 * form (the buyer, the client, the licensee, the receiving party) is assumed, and the result says it was inferred.
 */
const ROLE_SIDE: Record<string, Side> = {
  seller: 'seller', vendor: 'seller', supplier: 'seller', manufacturer: 'seller', principal: 'seller',
  buyer: 'buyer', purchaser: 'buyer', customer: 'buyer', distributor: 'buyer', reseller: 'buyer', dealer: 'buyer', agent: 'buyer',
  // Of equity, assets or rights: who transfers sells, who takes buys.
  transferor: 'seller', assignor: 'seller', transferee: 'buyer', assignee: 'buyer',
  // Of premises or equipment: the landlord lets, the tenant takes.
  landlord: 'seller', lessor: 'seller', tenant: 'buyer', lessee: 'buyer',
  provider: 'provider', contractor: 'provider', consultant: 'provider', developer: 'provider', host: 'provider',
  client: 'client', company: 'client',
  licensor: 'licensor', franchisor: 'licensor', licensee: 'licensee', sublicensee: 'licensee', franchisee: 'licensee',
  disclosing: 'disclosing', discloser: 'disclosing', receiving: 'receiving', recipient: 'receiving',
};

const DEFAULT_SIDE: Record<ContractType, Side | null> = {
  goods: 'buyer',
  services: 'client',
  license: 'licensee',
  distribution: 'buyer',
  'nda-mutual': 'mutual',
  'nda-unilateral': 'receiving',
  other: null,
};

/** Sides that fit a family, so a role word never yields a side foreign to the contract. */
const FAMILY_SIDES: Record<ContractType, Side[]> = {
  goods: ['buyer', 'seller'],
  distribution: ['buyer', 'seller'],
  services: ['provider', 'client'],
  license: ['licensor', 'licensee'],
  'nda-mutual': ['mutual'],
  'nda-unilateral': ['disclosing', 'receiving'],
  other: [...new Set(Object.values(ROLE_SIDE))],
};

export function inferSide(type: ContractType, text: string, parties: Party[]): Side | null {
  if (type === 'nda-mutual') return 'mutual';
  // The party's own description: from its name to the label that closes it ("... ("Distributor")").
  // It never runs into the next party's name: in a form ("Disclosing Party: ... Germany / Receiving Party: ...
  // China") the label comes before the name, and the next mention of the label is pages on.
  const described = parties.map((p) => ({ p, around: text.slice(p.start, partyDescription(text, p, nextPartyStart(parties, p, text.length)).end) }));
  // A mainland party before a Hong Kong or Macau one: our users are mainland businesses, and a deal between a Hong
  // Kong holding company and a Shanghai buyer is the buyer's to review.
  const mainland = described.filter((d) => isMainland(d.around));
  const chinese = [...mainland, ...described.filter((d) => CHINESE.test(d.around) && !isMainland(d.around))];
  // Two mainland parties on opposite sides (a landlord and a tenant in Kunshan) give no hint which one is the user.
  const usual = () => (type === 'other' ? otherSide(parties) : DEFAULT_SIDE[type]);
  if (new Set(mainland.map(({ p }) => roleSide(p)).filter(Boolean)).size > 1) return usual();
  for (const { p } of chinese) {
    const side = roleSide(p);
    if (side && FAMILY_SIDES[type].includes(side)) return side;
  }
  return usual();
}

/** The side a party's role word or label names ("Receiving Party" as receiving), if any. */
const roleSide = (p: Party): Side | undefined => ROLE_SIDE[(p.role ?? p.alias ?? '').toLowerCase().replace(/\s+party$/, '')];

/** The side that usually carries a standard form's risk, for each pair of sides. */
const RISK_SIDE: Record<Side, Side> = {
  buyer: 'buyer', seller: 'buyer', provider: 'client', client: 'client', licensor: 'licensee', licensee: 'licensee',
  disclosing: 'receiving', receiving: 'receiving', mutual: 'mutual',
};

/**
 * A contract of no known family whose parties still carry role words ("Licensor", "Consultant") is reviewed for the
 * side of those roles that usually carries the risk; without role words there is nothing to go on.
 */
function otherSide(parties: Party[]): Side | null {
  for (const p of parties) {
    const side = roleSide(p);
    // "Company" names a client only beside a provider; alone it says nothing.
    if (side && p.role !== 'company' && (p.alias ?? '').toLowerCase() !== 'company') return RISK_SIDE[side];
  }
  return null;
}
