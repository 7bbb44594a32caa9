import { compile, references, type Compiled } from '../expr/evaluate.ts';
import { templateSchema } from '../model/schema.ts';
import type { Computed, Question, Template } from '../model/types.ts';

export interface CompiledTemplate {
  template: Template;
  /** Every question by schema path (`parties.name` for a group's sub-question). */
  questions: Map<string, Question>;
  /** Group question id of a sub-question's schema path. */
  groupOf: Map<string, string>;
  /** Computed values in dependency order. */
  computed: { id: string; expr: Compiled }[];
  expr(source: string): Compiled;
}

/** Validates the shape, parses every expression once and orders computed values by dependency. */
export function compileTemplate(input: unknown): CompiledTemplate {
  const template = templateSchema.parse(input) as Template;
  const questions = new Map<string, Question>();
  const groupOf = new Map<string, string>();
  for (const s of template.sections) {
    if (s.when) compile(s.when);
    for (const q of s.questions) {
      if (questions.has(q.id)) throw new Error(`duplicate question id ${q.id}`);
      questions.set(q.id, q);
      if (q.when) compile(q.when);
      for (const sub of q.items ?? []) {
        questions.set(`${q.id}.${sub.id}`, sub);
        groupOf.set(`${q.id}.${sub.id}`, q.id);
        if (sub.when) compile(sub.when);
      }
    }
  }
  for (const c of template.checks ?? []) {
    compile(c.rule);
    if (c.when) compile(c.when);
    if (!questions.has(c.path)) throw new Error(`check ${c.id}: no question at ${c.path}`);
  }
  return { template, questions, groupOf, computed: orderComputed(template.computed ?? []), expr: compile };
}

export class CycleError extends Error {}

function orderComputed(list: Computed[]): { id: string; expr: Compiled }[] {
  const byId = new Map(list.map((c) => [c.id, compile(c.expr)]));
  const out: { id: string; expr: Compiled }[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw new CycleError(`computed values form a cycle: ${[...trail, id].join(' → ')}`);
    state.set(id, 'visiting');
    for (const ref of references(byId.get(id)!.ast)) {
      const root = ref.split('.')[0];
      if (byId.has(root)) visit(root, [...trail, id]);
    }
    state.set(id, 'done');
    out.push({ id, expr: byId.get(id)! });
  };
  for (const c of list) visit(c.id, []);
  return out;
}
