import { compile, type Scope } from '../expr/evaluate.ts';
import { biForm, isBiText } from '../helpers/bitext.ts';
import type { Lang, PartySpec } from '../model/types.ts';
import type { PartyBlock } from './types.ts';

/** A party detail as text in `lang`; a bilingual answer gives the form of that language (or the other one). */
const str = (v: unknown, lang: Lang = 'cn') => {
  const s = isBiText(v) ? biForm(v, lang) : v;
  return typeof s === 'string' && s.trim() ? s.trim() : undefined;
};
/** The English form: the `…En` answer, else the English form of a bilingual answer. */
const strEn = (p: Record<string, unknown>, k: string) => str(p[`${k}En`]) ?? (isBiText(p[k]) ? str(p[k], 'en') : undefined);

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
        ...(strEn(p, 'name') || strEn(p, 'address') || strEn(p, 'legalRep') ? { en: { name: strEn(p, 'name'), address: strEn(p, 'address'), legalRep: strEn(p, 'legalRep') } } : {}),
        ...(spec.person ? { person: true } : {}),
      }));
  });
}
