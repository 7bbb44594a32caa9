import { compile, type Scope } from '../expr/evaluate.ts';
import type { PartySpec } from '../model/types.ts';
import type { PartyBlock } from './types.ts';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A party answer is an object with name, address, legalRep, regNo and idNo; a group gives one block per item. */
export function partyBlocks(specs: PartySpec[], scope: Scope): PartyBlock[] {
  return specs.flatMap((spec) => {
    const v = compile(spec.from).run(scope);
    const list = Array.isArray(v) ? v : v ? [v] : [];
    return list
      .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && !!str((p as Record<string, unknown>).name))
      .map((p, i) => ({
        role: list.length > 1 ? { cn: `${spec.role.cn}${i + 1}`, en: `${spec.role.en} ${i + 1}` } : spec.role,
        name: str(p.name)!,
        address: str(p.address),
        legalRep: str(p.legalRep),
        regNo: str(p.regNo),
        idNo: str(p.idNo),
        ...(str(p.nameEn) || str(p.addressEn) || str(p.legalRepEn) ? { en: { name: str(p.nameEn), address: str(p.addressEn), legalRep: str(p.legalRepEn) } } : {}),
        ...(spec.person ? { person: true } : {}),
      }));
  });
}
