import type { ContractType, DefinedTerm, Party, Side, Structure } from '../types.ts';
import { nextPartyStart, partyDescription } from '../structure/party-description.ts';
import { CHINESE, isMainland } from '../structure/chinese.ts';
import { termsDefinedWith } from '../structure/definitions.ts';

/**
 * Who is who. A playbook pattern speaks of `{self}` (the user's side) and `{other}` (the other side); here those
 * become the role words a contract uses for each side ("Seller", "Supplier", ...) plus the names the contract
 * defines for the two parties ("Northwind", "ABC Trading Co., Ltd."), so one-sided rights are recognised whatever
 * the drafting calls the parties.
 */

/** Sides that belong to each family; the first one is the default when the side cannot be inferred. */
export const FAMILY_SIDES: Record<ContractType, readonly Side[]> = {
  goods: ['buyer', 'seller'],
  distribution: ['buyer', 'seller'],
  services: ['client', 'provider'],
  license: ['licensee', 'licensor'],
  'nda-mutual': ['mutual', 'disclosing', 'receiving'],
  'nda-unilateral': ['receiving', 'disclosing'],
  other: ['buyer', 'seller', 'client', 'provider', 'licensee', 'licensor', 'receiving', 'disclosing', 'mutual'],
};

export const OPPOSITE: Record<Side, Side> = {
  buyer: 'seller',
  seller: 'buyer',
  provider: 'client',
  client: 'provider',
  licensor: 'licensee',
  licensee: 'licensor',
  disclosing: 'receiving',
  receiving: 'disclosing',
  mutual: 'mutual',
};

/** Role words per side, as contracts write them (matched without regard to case). */
export const SIDE_WORDS: Record<Side, readonly string[]> = {
  buyer: ['Buyer', 'Purchaser', 'Customer', 'Distributor', 'Reseller', 'Dealer', 'Importer', 'Retailer'],
  seller: ['Seller', 'Supplier', 'Vendor', 'Manufacturer', 'Principal', 'Exporter'],
  provider: ['Service Provider', 'Provider', 'Contractor', 'Consultant', 'Supplier', 'Vendor', 'Developer', 'Agency'],
  client: ['Client', 'Customer', 'Company'],
  licensor: ['Licensor', 'Franchisor', 'Provider', 'Vendor'],
  // A content licence often calls its licensee the Distributor; the word is the buyer's only in goods families.
  licensee: ['Licensee', 'Sublicensee', 'Franchisee', 'Customer', 'Subscriber', 'Distributor'],
  disclosing: ['Disclosing Party', 'Discloser'],
  receiving: ['Receiving Party', 'Recipient'],
  mutual: ['Party', 'Parties', 'Disclosing Party', 'Receiving Party'],
};

/** The word a test text's `{self}` / `{other}` becomes, by side and family. */
export function roleWord(side: Side, family?: ContractType): string {
  if (family === 'distribution' && side === 'buyer') return 'Distributor';
  if (family === 'distribution' && side === 'seller') return 'Supplier';
  if (side === 'mutual') return 'each Party';
  return SIDE_WORDS[side][0]!;
}

export interface PartySides {
  self: Party[];
  other: Party[];
}

/**
 * Labels that place a party only when they are its whole defined name ("Agent"): as words inside a pattern they
 * would also match "its agents" or "the franchisee's staff" of any contract.
 */
const LABEL_ONLY: Partial<Record<Side, readonly string[]>> = {
  // A deal reviewed as a purchase may call the buyer the "Client" of an "Operator" (a serviced office, a platform).
  buyer: ['Agent', 'Sales Agent', 'Representative', 'Sales Representative', 'Franchisee', 'Transferee', 'Assignee', 'Tenant', 'Lessee', 'Client'],
  // "subcontractors" in a pattern are usually third parties; as a party's defined name the word places it. So is a
  // transferor or assignor of equity, assets or rights: "the assignee" in a pattern is usually a third party.
  seller: ['Franchisor', 'Subcontractor', 'Contract Manufacturer', 'Transferor', 'Assignor', 'Landlord', 'Lessor', 'Operator'],
  // An adviser appointed to provide its services ("Sub-Advisor"); "its advisors" in a pattern are third parties.
  provider: ['Advisor', 'Adviser', 'Sub-Advisor', 'Sub-Adviser', 'Investment Manager', 'CRO', 'Architect', 'Translator', 'Interpreter'],
  // The sponsor of a clinical trial buys the research organisation's services; "sponsors" in a pattern are others.
  client: ['Sponsor'],
  // Under a software licence and supply agreement the party that supplies the software licenses it; in a pattern
  // "suppliers" are usually the licensee's own.
  licensor: ['Supplier'],
  licensee: ['Buyer', 'Purchaser'],
};

/** Role words that name a party by what it supplies to the other, whatever else the other is called. */
const SUPPLIES_TO_OTHER = ['subcontractor', 'contract manufacturer', 'supplier', 'vendor'];

function sideOfParty(p: Party, side: Side, other: Side): 'self' | 'other' | null {
  const keys = [p.role, p.alias].filter((k): k is string => !!k).map((k) => k.toLowerCase());
  const has = (s: Side) => [...SIDE_WORDS[s], ...(LABEL_ONLY[s] ?? [])].some((w) => keys.includes(w.toLowerCase()));
  const self = has(side);
  const oth = has(other);
  if (self && !oth) return 'self';
  if (oth && !self) return 'other';
  return null;
}

/**
 * What the giving side does, as a sentence with the party as its subject: it grants the licence, sells or supplies
 * the goods, provides the services. Used only when no role word places either of two parties.
 */
const GIVER_ACTS: Partial<Record<Side, string>> = {
  licensor: '(?:hereby\\s+)?grants?\\b[^.;]{0,160}?\\b(?:licen[cs]e|sub-?licen[cs]e|right\\b[^.;]{0,100}?\\bto\\s+use)',
  seller: '(?:shall|will|agrees?\\s+to)\\s+(?:sell|supply|manufacture)\\b',
  provider: '(?:shall|will|agrees?\\s+to)\\s+(?:provide|perform|render)\\s+(?:the\\s+|such\\s+|its\\s+)?(?:\\w+\\s+)?services\\b',
};
const APPOINTS = '(?:hereby\\s+)?appoints?\\b';
const GIVER_OF: Partial<Record<Side, Side>> = { licensee: 'licensor', buyer: 'seller', client: 'provider' };

/** Names of a providing side that also name clients who order work: a developer buying art, a publisher. */
const PAYING_NAMES = ['developer'];

/** What the client or licensee does: it pays (the fees, the royalties). */
const PAYER_ACT = '(?:shall|will|agrees?\\s+to|undertakes\\s+to)\\s+(?:promptly\\s+)?pay\\b';

/**
 * Which of two unplaced parties does `act`, as the subject of a sentence: its index, or -1 when not exactly one
 * does. With `first`, when both do, the one that does it first: the main licence is granted before any licence back.
 */
function actorIndex(text: string, parties: Party[], act: string, first = false): number {
  const at = parties.map((p) => {
    const names = [p.alias, p.name].filter((n): n is string => !!n && n.length >= 2);
    return text.search(new RegExp(`\\b${alternation(names)}\\s+(?:\\([^)]{0,40}\\)\\s+)?${act}`, 'i'));
  });
  const acting = at.filter((x) => x >= 0).length;
  if (acting === 1) return at.findIndex((x) => x >= 0);
  if (acting === 2 && first) return at[0]! < at[1]! ? 0 : 1;
  return -1;
}

/**
 * Maps each party to the user's side or the other side by its role word or alias; two parties by elimination; two
 * parties without role words ("Erchonia" and "InnerScope") by which of them grants, sells or provides (`text`), or
 * failing that by which of them pays.
 */
export function partySides(structure: Pick<Structure, 'parties'>, side: Side, text?: string, chineseIsSelf = false): PartySides {
  const out: PartySides = { self: [], other: [] };
  if (side === 'mutual') return out;
  const other = OPPOSITE[side];
  const parties = structure.parties.filter((p) => p.start >= 0);
  const sides: ('self' | 'other' | null)[] = parties.map((p) => sideOfParty(p, side, other));
  // Two parties whose role words both name the supplying side ("Manufacturer" buying from its "Subcontractor" or
  // "Supplier"): the one named for what it supplies to the other is the seller or provider, the other the buyer.
  // A principal beside a manufacturer (an OEM or processing deal) is the one who commissions the goods: the
  // manufacturer supplies it.
  if (parties.length === 2 && sides[0] && sides[0] === sides[1]) {
    const words = parties.map((p) => [p.alias, p.role].filter((k): k is string => !!k).map((k) => k.toLowerCase()));
    let supplier = words.map((ws) => ws.some((w) => SUPPLIES_TO_OTHER.includes(w)));
    if (supplier.filter(Boolean).length !== 1 && words.filter((ws) => ws.includes('principal')).length === 1) {
      supplier = words.map((ws) => !ws.includes('principal'));
    }
    if (supplier.filter(Boolean).length === 1) {
      const giver = ['seller', 'provider', 'licensor', 'disclosing'].includes(side) ? 'self' : 'other';
      supplier.forEach((g, i) => (sides[i] = g ? giver : giver === 'self' ? 'other' : 'self'));
    }
  }
  // "Company" is a client's word only by default: a party defined as the Company beside one whose role word names the
  // same side is the other party (a forwarder's terms between "the Company" and its "Customer").
  if (parties.length === 2 && sides[0] && sides[0] === sides[1]) {
    const company = parties.map((p) => [p.alias, p.role].every((k) => !k || k.toLowerCase() === 'company'));
    if (company.filter(Boolean).length === 1) {
      const i = company.indexOf(true);
      sides[i] = sides[i] === 'self' ? 'other' : 'self';
    }
  }
  // A "Developer" that pays for work it orders (a game developer outsourcing its art) is the client, whatever its
  // name says of developers in general: the one party placed only by that word, when it alone pays, changes side.
  // So does a property developer beside its "Consultant" or "Contractor", placed on the same side by their words.
  const payingName = (i: number) =>
    [parties[i]!.alias, parties[i]!.role].filter((k): k is string => !!k).every((k) => PAYING_NAMES.includes(k.toLowerCase()));
  if (text && parties.length === 2 && sides.filter(Boolean).length === 1) {
    const i = sides.findIndex(Boolean);
    if (payingName(i) && actorIndex(text, parties, PAYER_ACT) === i) sides[i] = sides[i] === 'self' ? 'other' : 'self';
  }
  if (parties.length === 2 && sides[0] && sides[0] === sides[1] && payingName(0) !== payingName(1)) {
    const i = payingName(0) ? 0 : 1;
    sides[i] = sides[i] === 'self' ? 'other' : 'self';
  }
  if (text && parties.length === 2 && !sides[0] && !sides[1]) {
    const giver = GIVER_ACTS[side] ? side : GIVER_OF[side];
    const act = giver ? GIVER_ACTS[giver] : undefined;
    // A supplier appoints its distributor or dealer ("We appoint you as our sole dealer"), who may resell: who
    // appoints is read first.
    const appointer = giver === 'seller' ? actorIndex(text, parties, APPOINTS) : -1;
    const i = appointer >= 0 ? appointer : act ? actorIndex(text, parties, act, giver === 'licensor') : -1;
    // Failing a giving act, the one party that pays is the client or the licensee. Not the buyer: under a
    // distribution or agency deal the supplier often pays the distributor's commission.
    const payer = act && i < 0 && (giver === 'provider' || giver === 'licensor') ? actorIndex(text, parties, PAYER_ACT) : -1;
    const giverAt = i >= 0 ? i : payer >= 0 ? 1 - payer : -1;
    if (giverAt >= 0) {
      sides[giverAt] = giver === side ? 'self' : 'other';
      sides[1 - giverAt] = giver === side ? 'other' : 'self';
    }
  }
  // Our users are Chinese parties: when the user did not choose a side and nothing else places the parties ("Party A"
  // and "Party B" of a cooperation agreement), the one party described as Chinese is the user's, or the one described
  // as in mainland China.
  if (text && chineseIsSelf && parties.length >= 2 && !sides.some(Boolean)) {
    const described = parties.map((p) => text.slice(p.start, partyDescription(text, p, nextPartyStart(parties, p, text.length)).end));
    const chinese = described.map((d) => CHINESE.test(d));
    // With a Hong Kong party beside a mainland one, the mainland party is the user's.
    const mainland = described.map(isMainland);
    const pick = chinese.filter(Boolean).length === 1 ? chinese : mainland.filter(Boolean).length === 1 ? mainland : null;
    if (pick) pick.forEach((c, i) => (sides[i] = c ? 'self' : 'other'));
  }
  if (parties.length === 2 && sides.filter(Boolean).length === 1) {
    const known = sides.find(Boolean)!;
    const i = sides.indexOf(null);
    sides[i] = known === 'self' ? 'other' : 'self';
  }
  parties.forEach((p, i) => {
    const s = sides[i];
    if (s) out[s].push(p);
  });
  return out;
}

export interface Roles {
  /** Words for the user's side, the other side: role words plus the parties' defined names. */
  self: string[];
  other: string[];
}

function namesOf(parties: Party[], definitions: readonly DefinedTerm[] = [], text = ''): string[] {
  const out: string[] = [];
  for (const p of parties) {
    if (p.alias && p.alias.length >= 2) out.push(p.alias, ...otherAliases(p, definitions, text));
    if (p.name.length >= 3) out.push(p.name);
  }
  return out;
}

/**
 * The other short names the bracket that defines a party's alias gives it: ("we", "us", "our" or the "Firm"). A
 * name given after "together with" or "each" in the bracket is a group's, not the party's ("and with the Buyer, the
 * Parties"), and so is a plural of "party".
 */
function otherAliases(p: Party, definitions: readonly DefinedTerm[], text: string): string[] {
  // The bracket follows the name; a sentence that says what "we" means names it after the terms.
  const own = definitions.find((d) => d.term === p.alias && d.definition.start >= p.start - 300 && d.definition.start - p.end < 400);
  if (!own) return [];
  const bracket = text.slice(own.definition.start, own.definition.end);
  const group = /\b(?:together|collectively|jointly|each|both|and\s+with)\b/i.exec(bracket);
  const terms = termsDefinedWith(definitions, own)
    .filter((d) => d !== own && d.term.length >= 2 && !/^part(?:y|ies)$/i.test(d.term))
    .filter((d) => !group || bracket.indexOf(`"${d.term}"`) < group.index)
    .map((d) => d.term);
  // A party defined as "we" is also "us" and "our"; one defined as "you" is also "your".
  const all = [p.alias!, ...terms].map((t) => t.toLowerCase());
  if (all.includes('we')) terms.push('us', 'our');
  if (all.includes('you')) terms.push('your');
  return terms;
}

/**
 * Role words that, in a family, usually name someone other than a party: a distributor resells to its
 * "customers", so there the word is the buyer's only when a party is defined by it (then it is the party's name).
 */
const NOT_A_PARTY_WORD: Partial<Record<ContractType, readonly string[]>> = { distribution: ['Customer'] };

export function rolesFor(
  side: Side,
  structure: Pick<Structure, 'parties'> & Partial<Pick<Structure, 'definitions'>>,
  text?: string,
  family?: ContractType,
  chineseIsSelf = false,
): Roles {
  const other = OPPOSITE[side];
  const mapped = partySides(structure, side, text, chineseIsSelf);
  const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  const skip = new Set((family && NOT_A_PARTY_WORD[family]) ?? []);
  // A side's word that is the defined name of a party on the other side is that party's, not the side's.
  const aliases = (ps: Party[]) => new Set(ps.map((p) => p.alias?.toLowerCase()).filter(Boolean));
  const taken = { self: aliases(mapped.other), other: aliases(mapped.self) };
  // Several parties on one side go by a plural the contract defines ("the Sellers", "the Vendors").
  const defined = new Set((structure.definitions ?? []).map((d) => d.term));
  // A plural the contract defines, or (`used`) one it only uses, for several parties on one side.
  const plurals = (ws: string[], used = false) =>
    ws.flatMap((w) => (defined.has(`${w}s`) || (used && text?.includes(`${w}s`)) ? [w, `${w}s`] : [w]));
  const words = (s: Side, which: 'self' | 'other') => plurals(SIDE_WORDS[s].filter((w) => !skip.has(w) && !taken[which].has(w.toLowerCase())));
  // A party's own role word is its name too, with its plural when several parties share it ("TRANSFEROR A: ..." and
  // "TRANSFEROR B: ...", collectively the "Transferors").
  const roleWords = (ps: Party[]) =>
    plurals(
      ps.flatMap((p) => (p.role ? [p.role.replace(/\b\w/g, (c) => c.toUpperCase())] : [])),
      ps.length > 1,
    );
  return {
    self: uniq([...words(side, 'self'), ...roleWords(mapped.self), ...namesOf(mapped.self, structure.definitions, text)]),
    other: uniq([...words(other, 'other'), ...roleWords(mapped.other), ...namesOf(mapped.other, structure.definitions, text)]),
  };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** A regex alternation of words, longest first so "Service Provider" wins over "Provider". */
export function alternation(words: readonly string[]): string {
  return `(?:${[...words].sort((a, b) => b.length - a.length).map(escape).join('|')})`;
}

export const PLACEHOLDER = /\{(self|other|party)\}/g;

/**
 * Expands `{self}`, `{other}` and `{party}` in a regex source. A role word is a whole word ("Seller" is not read in
 * "the Reseller shall pay") and may follow "the" ("the liability of the Consultant"), but not "no" ("No Seller may
 * assign" is no right of a seller).
 */
export function expandRoles(source: string, roles: Roles): string {
  // A party named "we" or "you" owns things as "our" and "your", with no apostrophe: "{other}'s liability" is also
  // "our liability" when "our" is among the other side's names.
  const possessive = source.replace(/(\{(?:self|other|party)\}\)?)\['’\]s(\??)/g, (_, role: string, optional: string) => `${role}(?:['’]s${optional}|(?<=\\b(?:our|your)))`);
  return possessive.replace(PLACEHOLDER, (_, which: string) => {
    const words = which === 'self' ? roles.self : which === 'other' ? roles.other : [...roles.self, ...roles.other];
    // "Either of us" and "neither of the Suppliers" speak of both sides, whoever "us" is.
    return `(?<![A-Za-z0-9])(?<!\\bno\\s+)(?<!\\b(?:either|neither|each|both|any|all|none|one)\\s+of\\s+)(?:the\\s+)?${alternation(words)}(?![A-Za-z0-9])`;
  });
}

/** Expands `{self}` and `{other}` in a test text to the side's and the other side's role words. */
export function expandTestText(text: string, side: Side, family?: ContractType): string {
  const self = roleWord(side, family);
  const other = side === 'mutual' ? 'the other Party' : roleWord(OPPOSITE[side], family);
  return text.replace(PLACEHOLDER, (_, which: string) => (which === 'other' ? other : self));
}
