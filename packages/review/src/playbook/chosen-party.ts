import type { ContractType, Party, ReviewResult, Side, Structure } from '../types.ts';
import { ReviewError } from '../errors.ts';
import { FAMILY_SIDES, OPPOSITE, partySides, SIDE_WORDS } from './roles.ts';

/**
 * Which party the review is for, when the side's role words do not say: the party the user names (`--party`), or
 * the one Chinese party the playbook takes to be the user's when no side was chosen. The result names that party
 * (`reviewedFor`), so the report does not speak of a "buyer" in a joint venture.
 */

/** The party the user named, by label ("Party A") or by name or part of it; an unknown one is refused. */
export function partyNamed(parties: readonly Party[], wanted: string): Party {
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]+/g, ' ').trim();
  const w = norm(wanted);
  const hit =
    parties.find((p) => p.alias && norm(p.alias) === w) ??
    parties.find((p) => norm(p.name) === w) ??
    (w.length >= 3 ? parties.filter((p) => norm(p.name).includes(w)) : []).find((_, i, all) => all.length === 1);
  if (!hit) {
    const names = parties.map((p) => `${p.name}${p.alias ? ` ("${p.alias}")` : ''}`).join('; ') || '-';
    throw new ReviewError('PARTY_NOT_FOUND', { party: wanted, parties: names });
  }
  return hit;
}

/** The side the contract's roles give the chosen party, if any. */
export function sideOfChosen(structure: Structure, family: ContractType, chosen: Party, text: string): Side | null {
  return FAMILY_SIDES[family].find((s) => partySides(structure, s, text).self.includes(chosen)) ?? null;
}

/** The parties with the chosen one given the side's role word and the others the opposite side's. */
export function placeParties(structure: Structure, chosen: Party, side: Side): Structure {
  if (side === 'mutual') return structure;
  const word = (s: Side) => SIDE_WORDS[s][0]!.toLowerCase();
  return { ...structure, parties: structure.parties.map((p) => ({ ...p, role: p === chosen ? word(side) : word(OPPOSITE[side]) })) };
}

/** The one party an assumed side reviews for, when the playbook takes the Chinese party to be the user's. */
export function assumedParty(structure: Structure, side: Side, text: string): Pick<ReviewResult, 'reviewedFor'> {
  // Roles that place the parties make the side's own word right; only the Chinese-party fallback needs naming.
  if (partySides(structure, side, text).self.length) return {};
  const self = partySides(structure, side, text, true).self;
  if (self.length !== 1) return {};
  const p = self[0]!;
  return { reviewedFor: { name: p.name, ...(p.alias ? { alias: p.alias } : {}) } };
}
