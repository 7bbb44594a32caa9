import { compile, references } from './expr/evaluate.ts';
import { ExprError } from './expr/ast.ts';
import type { Clause, ClauseLibrary, Template } from './model/types.ts';
import { compileTemplate, CycleError } from './runtime/compile.ts';
import { CONTEXT_KEYS } from './runtime/state.ts';
import { pieces } from './text/segments.ts';
import { FORMATTERS } from './text/format.ts';

/**
 * Checks a template for its author: unknown variables, formatters, clause ids and library entries,
 * expression syntax errors (with position) and cycles of computed values or library clauses.
 */
export function checkTemplate(input: unknown, library: ClauseLibrary = {}): string[] {
  const problems: string[] = [];
  let t: Template;
  try {
    t = compileTemplate(input).template;
  } catch (e) {
    return [e instanceof CycleError || e instanceof ExprError ? e.message : `invalid template: ${(e as Error).message}`];
  }
  const known = new Set<string>(CONTEXT_KEYS);
  const groups = new Map<string, Set<string>>();
  for (const s of t.sections)
    for (const q of s.questions) {
      const parts = q.id.split('.');
      parts.forEach((_, i) => known.add(parts.slice(0, i + 1).join('.')));
      if (q.items) groups.set(q.id, new Set(q.items.map((i) => i.id)));
    }
  for (const c of t.computed ?? []) known.add(c.id);
  const clauseIds = new Set<string>();
  const collectIds = (cs: Clause[]) => cs.forEach((c) => { clauseIds.add(c.id); collectIds(c.children ?? []); });
  collectIds(t.clauses);

  const checkPath = (p: string, vars: Map<string, string>, where: string) => {
    const [root, field] = p.split('.');
    if (root === 'loop' && vars.size) return;
    if (vars.has(root)) {
      const g = groups.get(vars.get(root)!);
      if (field && g && !g.has(field)) problems.push(`${where}: unknown field "${field}" of ${vars.get(root)}`);
      return;
    }
    if (!known.has(root)) return void problems.push(`${where}: unknown variable "${root}"`);
    if (field && groups.has(root) && !groups.get(root)!.has(field)) problems.push(`${where}: unknown field "${field}" of ${root}`);
  };
  const expr = (src: string, vars: Map<string, string>, where: string) => {
    try {
      for (const p of references(compile(src).ast)) checkPath(p, vars, where);
    } catch (e) {
      problems.push(`${where}: ${(e as Error).message}`);
    }
  };
  const text = (s: string | undefined, vars: Map<string, string>, where: string) => {
    for (const p of pieces(s ?? '')) {
      if (p.t === 'var') {
        expr(p.expr, vars, where);
        for (const f of p.formats) if (!FORMATTERS.includes(f.name)) problems.push(`${where}: unknown formatter "${f.name}"`);
      }
      if (p.t === 'ref' && !clauseIds.has(p.id)) problems.push(`${where}: unknown clause id "${p.id}" in a cross-reference`);
    }
  };

  for (const s of t.sections) {
    if (s.when) expr(s.when, new Map(), `section ${s.id}`);
    for (const q of s.questions) {
      if (q.when) expr(q.when, new Map(), `question ${q.id}`);
      for (const sub of q.items ?? []) if (sub.when) expr(sub.when, new Map([['item', q.id]]), `question ${q.id}.${sub.id}`);
    }
  }
  for (const term of t.terms ?? []) {
    if (term.when) expr(term.when, new Map(), `term ${term.id}`);
    text(term.definition.cn, new Map(), `term ${term.id}`);
    text(term.definition.en, new Map(), `term ${term.id}`);
  }
  for (const p of t.parties ?? []) expr(p.from, new Map(), 'parties');
  for (const c of t.checks ?? []) {
    expr(c.rule, new Map(), `check ${c.id}`);
    if (c.when) expr(c.when, new Map(), `check ${c.id}`);
  }
  if (t.preamble) { text(t.preamble.cn, new Map(), 'preamble'); text(t.preamble.en, new Map(), 'preamble'); }

  const walk = (cs: Clause[], vars: Map<string, string>, trail: string[]) => {
    for (const c of cs) {
      const where = `clause ${c.id}`;
      if (c.when) expr(c.when, vars, where);
      let inner = vars;
      if (c.repeat) {
        expr(c.repeat.over, vars, where);
        inner = new Map(vars).set(c.repeat.as ?? 'item', c.repeat.over);
      }
      if (c.use) {
        if (trail.includes(c.use)) { problems.push(`${where}: library cycle ${[...trail, c.use].join(' → ')}`); continue; }
        const lib = library[c.use];
        if (!lib) { problems.push(`${where}: unknown library clause "${c.use}"`); continue; }
        walk([{ ...lib, id: c.id }], inner, [...trail, c.use]);
        continue;
      }
      text(c.text?.cn, inner, where);
      text(c.text?.en, inner, where);
      walk(c.children ?? [], inner, trail);
    }
  };
  walk(t.clauses, new Map(), []);
  return [...new Set(problems)];
}
