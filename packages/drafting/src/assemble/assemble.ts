import { compile, type Scope } from '../expr/evaluate.ts';
import { word } from '../locales.ts';
import type { Bi, Clause, ClauseLibrary, Lang } from '../model/types.ts';
import type { CompiledTemplate } from '../runtime/compile.ts';
import { schemaPath } from '../runtime/paths.ts';
import { evaluateQuestionnaire, rootScope } from '../runtime/state.ts';
import type { Segment } from '../text/segments.ts';
import { interpolate, type InterpContext } from './interpolate.ts';
import { labelOf, refLabel } from './numbering.ts';
import { partyBlocks } from './parties.ts';
import { textScope } from './english.ts';
import type { Paras, ResolvedClause, ResolvedDoc } from './types.ts';

export class AssemblyError extends Error {
  constructor(
    message: string,
    readonly missing: string[] = [],
  ) {
    super(message);
    this.name = 'AssemblyError';
  }
}

export interface AssembleOptions {
  library?: ClauseLibrary;
  /** `final` refuses missing values and unknown references; `preview` shows them as blanks. */
  mode?: 'final' | 'preview';
}

type Draft = Omit<ResolvedClause, 'number' | 'label' | 'children'> & { numbered: boolean; children: Draft[] };

export function assemble(ct: CompiledTemplate, answers: Record<string, unknown>, opts: AssembleOptions = {}): ResolvedDoc {
  const mode = opts.mode ?? 'final';
  const library = opts.library ?? {};
  const st = evaluateQuestionnaire(ct, answers as never);
  const root = rootScope(st.effective, st.computed);
  const missing = new Set<string>();
  const question = (p: string) => ct.questions.get(schemaPath(p));
  const text = (b: Bi | undefined, scope: Scope): { cn: Paras; en: Paras } => {
    const mk = (lang: Lang): InterpContext => ({ scope: textScope(scope, lang), lang, question, missing });
    return b ? { cn: interpolate(b.cn, mk('cn')), en: interpolate(b.en, mk('en')) } : { cn: [], en: [] };
  };
  const t = ct.template;

  const expand = (c: Clause, scope: Scope, level: number, trail: string[]): Draft[] => {
    if (c.use) {
      if (trail.includes(c.use)) throw new AssemblyError(`clause library cycle: ${[...trail, c.use].join(' → ')}`);
      const lib = library[c.use];
      if (!lib) throw new AssemblyError(`unknown library clause ${c.use}`);
      if (c.when && !compile(c.when).run(scope)) return [];
      return expand({ ...lib, id: c.id, when: lib.when, repeat: c.repeat ?? lib.repeat, title: c.title ?? lib.title, use: lib.use }, scope, level, [...trail, c.use]);
    }
    if (c.when && !compile(c.when).run(scope)) return [];
    if (c.repeat) {
      const list = compile(c.repeat.over).run(scope);
      const items = Array.isArray(list) ? list : [];
      const as = c.repeat.as ?? 'item';
      return items.flatMap((item, i) => {
        const loop = { index: i + 1, first: i === 0, last: i === items.length - 1 };
        const inner: Scope = (n) => (n === as ? item : n === 'loop' ? loop : scope(n));
        return one({ ...c, repeat: undefined, id: i === 0 ? c.id : `${c.id}#${i + 1}` }, inner, level, trail);
      });
    }
    return one(c, scope, level, trail);
  };

  const one = (c: Clause, scope: Scope, level: number, trail: string[]): Draft[] => {
    let own = text(c.text, scope);
    let children = (c.children ?? []).flatMap((k) => expand(k, scope, level + 1, trail));
    if (c.generate === 'prevailing') {
      const choice = String(root(t.prevailingAnswer ?? 'prevailingLanguage') ?? 'equal');
      const key = choice === 'cn' || choice === 'en' ? (`prevailing.${choice}` as const) : 'prevailing.equal';
      own = { cn: [[{ t: 'text', v: word('cn', key) }]], en: [[{ t: 'text', v: word('en', key) }]] };
    }
    if (c.generate === 'definitions') {
      children = children.concat(
        (t.terms ?? [])
          .filter((term) => !term.when || compile(term.when).run(scope))
          .map((term): Draft => {
            const def = text(term.definition, scope);
            const line = (lang: Lang): Paras => [[{ t: 'text', v: word(lang, 'definitionLine', { term: term.term[lang], definition: '' }) }, ...def[lang][0], ...[]], ...def[lang].slice(1)];
            return { id: `${c.id}.${term.id}`, level: level + 1, numbered: true, text: { cn: line('cn'), en: line('en') }, children: [] };
          }),
      );
    }
    const empty = isEmpty(own.cn) && isEmpty(own.en);
    if (empty && children.length === 0) return [];
    return [{ id: c.id, level, title: c.title, numbered: c.numbered !== false, text: own, children }];
  };

  const drafts = t.clauses.flatMap((c) => expand(c, root, 0, []));
  const numbers = new Map<string, number[]>();
  const number = (ds: Draft[], prefix: number[]): ResolvedClause[] => {
    let n = 0;
    return ds.map((d) => {
      const num = d.numbered ? [...prefix, ++n] : null;
      if (num) numbers.set(d.id, num);
      return { id: d.id, level: d.level, title: d.title, text: d.text, number: num, label: num ? labelOf(num) : null, children: number(d.children, num ?? prefix) };
    });
  };
  const clauses = number(drafts, []);

  const unknownRefs: string[] = [];
  const resolve = (paras: Paras, lang: Lang): Paras =>
    paras.map((segs) =>
      segs.map((s): Segment => {
        if (s.t !== 'ref') return s;
        const num = numbers.get(s.id);
        if (!num) {
          unknownRefs.push(s.id);
          return { t: 'blank', path: `[[${s.id}]]` };
        }
        return { t: 'text', v: refLabel(num, lang) };
      }),
    );
  const walk = (cs: ResolvedClause[]) =>
    cs.forEach((c) => {
      c.text = { cn: resolve(c.text.cn, 'cn'), en: resolve(c.text.en, 'en') };
      walk(c.children);
    });
  walk(clauses);
  const preamble = t.preamble ? text(t.preamble, root) : null;
  if (preamble) {
    preamble.cn = resolve(preamble.cn, 'cn');
    preamble.en = resolve(preamble.en, 'en');
  }
  const parties = partyBlocks(t.parties ?? [], root);

  if (mode === 'final' && (missing.size || unknownRefs.length)) {
    const list = [...missing, ...unknownRefs.map((r) => `[[${r}]]`)];
    throw new AssemblyError(`missing values: ${list.join(', ')}`, list);
  }
  return { meta: t.meta, title: { cn: t.meta.nameCn, en: t.meta.nameEn }, preamble, parties, clauses, missing: [...missing] };
}

function isEmpty(paras: Paras): boolean {
  return paras.every((segs) => segs.every((s) => s.t === 'text' && s.v.trim() === ''));
}

