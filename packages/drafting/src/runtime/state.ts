import { isBlank } from '../expr/functions.ts';
import { references, type Scope } from '../expr/evaluate.ts';
import type { AnswerValue, Answers, Bi, Question } from '../model/types.ts';
import type { CompiledTemplate } from './compile.ts';
import { normaliseAnswer } from './normalise.ts';
import { getPath, schemaPath, setPath } from './paths.ts';
import { validateAnswer } from './validate.ts';

export interface QuestionState {
  path: string;
  question: Question;
  value: unknown;
  answered: boolean;
  required: boolean;
  errors: Bi[];
  /** For a group: one list of sub-question states per item. */
  items?: QuestionState[][];
}

export interface SectionState {
  id: string;
  title: Bi;
  questions: QuestionState[];
}

export interface QuestionnaireState {
  /** Visible sections, each with its visible questions. */
  sections: SectionState[];
  /** Answers of visible questions only: what rendering and validation use. Hidden answers stay in the input. */
  effective: Answers;
  computed: Record<string, unknown>;
  errors: Record<string, Bi[]>;
  next: string | null;
  progress: { answered: number; required: number };
  complete: boolean;
}

export function rootScope(effective: Answers, computed: Record<string, unknown>): Scope {
  return (name) => (name in computed ? computed[name] : effective[name]);
}

const MAX_PASSES = 4;

/**
 * Answers no question asks: set by the product when a contract starts (the scene the user picked in the
 * catalogue), readable by every condition and text, kept whatever is visible.
 */
export const CONTEXT_KEYS = ['scene'] as const;

function contextOf(answers: Answers): Answers {
  const out: Answers = {};
  for (const k of CONTEXT_KEYS) if (answers[k] !== undefined) out[k] = answers[k];
  return out;
}

/**
 * Visibility is solved to a fixed point: a condition sees only answers of visible questions, so hiding
 * A also hides whatever depended on A, whatever the order of the questions.
 */
export function evaluateQuestionnaire(ct: CompiledTemplate, answers: Answers): QuestionnaireState {
  let effective = answers;
  let visible = new Set<string>();
  let computed: Record<string, unknown> = {};
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    computed = computeValues(ct, effective);
    const scope = rootScope(effective, computed);
    const nextVisible = new Set<string>();
    let nextEffective: Answers = contextOf(answers);
    for (const s of ct.template.sections) {
      if (s.when && !ct.expr(s.when).run(scope)) continue;
      for (const q of s.questions) {
        if (q.when && !ct.expr(q.when).run(scope)) continue;
        nextVisible.add(q.id);
        let v = getPath(answers, q.id) as AnswerValue | undefined;
        if (q.type === 'group' && Array.isArray(v)) v = v.map((item) => visibleItem(ct, q, item, scope));
        if (v !== undefined) nextEffective = setPath(nextEffective, q.id, v);
      }
    }
    const stable = same(visible, nextVisible);
    visible = nextVisible;
    effective = nextEffective;
    if (stable && pass > 0) break;
  }
  computed = computeValues(ct, effective);
  return collect(ct, effective, computed, visible);
}

function visibleItem(ct: CompiledTemplate, q: Question, item: AnswerValue, root: Scope): AnswerValue {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return {};
  const scope: Scope = (n) => (n === 'item' ? item : root(n));
  const out: Record<string, AnswerValue> = {};
  for (const sub of q.items!) {
    if (sub.when && !ct.expr(sub.when).run(scope)) continue;
    const v = (item as Record<string, AnswerValue>)[sub.id];
    if (v !== undefined) out[sub.id] = v;
  }
  return out;
}

function same(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

export function computeValues(ct: CompiledTemplate, effective: Answers): Record<string, unknown> {
  const computed: Record<string, unknown> = {};
  const scope = rootScope(effective, computed);
  for (const c of ct.computed) computed[c.id] = c.expr.run(scope);
  return computed;
}

function collect(ct: CompiledTemplate, effective: Answers, computed: Record<string, unknown>, visible: Set<string>): QuestionnaireState {
  const scope = rootScope(effective, computed);
  const sections: SectionState[] = [];
  const errors: Record<string, Bi[]> = {};
  let answered = 0;
  let required = 0;
  let next: string | null = null;
  const count = (st: QuestionState) => {
    if (st.errors.length) errors[st.path] = st.errors;
    if (st.required) {
      required++;
      if (st.answered && !st.errors.length) answered++;
      else next ??= st.path;
    }
  };
  for (const s of ct.template.sections) {
    const qs: QuestionState[] = [];
    for (const q of s.questions) {
      if (!visible.has(q.id)) continue;
      const value = getPath(effective, q.id);
      const st = state(q, q.id, value);
      count(st);
      if (q.type === 'group') {
        st.items = (Array.isArray(value) ? value : []).map((item, i) => {
          const itemScope: Scope = (n) => (n === 'item' ? item : scope(n));
          return q.items!
            .filter((sub) => !sub.when || ct.expr(sub.when).run(itemScope))
            .map((sub) => {
              const sub1 = state(sub, `${q.id}[${i}].${sub.id}`, (item as Record<string, unknown>)?.[sub.id]);
              count(sub1);
              return sub1;
            });
        });
      }
      qs.push(st);
    }
    if (qs.length) sections.push({ id: s.id, title: s.title, questions: qs });
  }
  applyChecks(ct, scope, sections, errors);
  return { sections, effective, computed, errors, next, progress: { answered, required }, complete: Object.keys(errors).length === 0 && next === null };
}

/**
 * Rules across answers (instalments adding up to 100%, a board of at least three): a rule that is false puts its
 * message on the question it names; a rule with an unanswered input stays silent until the input is answered.
 */
function applyChecks(ct: CompiledTemplate, scope: Scope, sections: SectionState[], errors: Record<string, Bi[]>) {
  for (const check of ct.template.checks ?? []) {
    if (check.when && !ct.expr(check.when).run(scope)) continue;
    const target = sections.flatMap((s) => s.questions).find((q) => q.path === check.path);
    if (!target) continue;
    const inputs = references(ct.expr(check.rule).ast);
    if (inputs.some((p) => isBlank(ct.expr(p).run(scope)))) continue;
    if (ct.expr(check.rule).run(scope)) continue;
    target.errors = [...target.errors, check.message];
    errors[check.path] = target.errors;
  }
}

function state(q: Question, path: string, value: unknown): QuestionState {
  const isRequired = Boolean(q.required) || (q.type === 'group' && (q.minItems ?? 0) > 0);
  const answered = q.type === 'group' ? Array.isArray(value) && value.length >= Math.max(1, q.minItems ?? 0) : !isBlank(value);
  return { path, question: q, value, answered, required: isRequired, errors: validateAnswer(q, value) };
}

/** Stores one normalised answer; everything else, hidden answers included, is kept as it was. */
export function setAnswer(ct: CompiledTemplate, answers: Answers, path: string, raw: unknown): Answers {
  const q = ct.questions.get(schemaPath(path));
  if (!q) throw new Error(`no question at ${path}`);
  return setPath(answers, path, normaliseAnswer(q, raw));
}
