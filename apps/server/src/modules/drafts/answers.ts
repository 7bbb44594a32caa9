import { drafting as api } from '@lexbridge/contract';
import { normaliseAnswer, type AnswerValue, type Answers, type Bi, type CompiledTemplate, type QuestionState } from '@lexbridge/drafting';
import { bi } from '@lexbridge/drafting/locales';
import { getPath, setPath } from '@lexbridge/drafting/runtime/paths';
import { evaluateQuestionnaire } from '@lexbridge/drafting/runtime/state';
import { AppError } from '../../errors.ts';

/**
 * Answers as stored: every question's answer normalised by the engine (the rule `setAnswer` applies in the browser),
 * hidden answers kept, keys no question asks dropped, and the scene the draft started in set by the server only.
 */
export function normaliseAnswers(ct: CompiledTemplate, input: Record<string, unknown>, scene: string | null): Answers {
  let out: Answers = {};
  for (const section of ct.template.sections) {
    for (const q of section.questions) {
      const raw = getPath(input, q.id);
      if (raw === undefined) continue;
      let value: AnswerValue | undefined;
      if (q.type === 'group') {
        const items = Array.isArray(raw) ? raw : [];
        value = items.map((item) => {
          const src = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
          const kept: Record<string, AnswerValue> = {};
          for (const sub of q.items ?? []) {
            const v = normaliseAnswer(sub, src[sub.id]);
            if (v !== undefined) kept[sub.id] = v;
          }
          return kept;
        });
      } else {
        value = normaliseAnswer(q, raw);
      }
      if (value !== undefined) out = setPath(out, q.id, value);
    }
  }
  if (scene) out.scene = scene;
  return out;
}

/** The stored size of an answer object; autosave refuses more than the contract's limit. */
export function checkAnswerSize(answers: unknown): void {
  if (Buffer.byteLength(JSON.stringify(answers), 'utf8') > api.DRAFT_MAX_BYTES) throw new AppError('DRAFT_TOO_LARGE');
}

export interface FieldProblem {
  path: string;
  key: string;
  message: string;
  messageEn: string;
}

const field = (path: string, key: string, text: Bi): FieldProblem => ({ path, key, message: text.cn, messageEn: text.en });

/**
 * What keeps the answers from making a contract, one entry per question in questionnaire order: unanswered
 * required questions (with the question's own message when it has one) and answers that break a rule.
 */
export function incompleteFields(ct: CompiledTemplate, answers: Answers): FieldProblem[] {
  const st = evaluateQuestionnaire(ct, answers);
  if (st.complete) return [];
  const out: FieldProblem[] = [];
  const visit = (q: QuestionState) => {
    if (q.required && !q.answered) out.push(field(q.path, 'required', q.errors[0] ?? q.question.messages?.required ?? bi('required')));
    else if (q.errors.length) out.push(field(q.path, 'invalid', q.errors[0]));
    for (const item of q.items ?? []) item.forEach(visit);
  };
  for (const s of st.sections) s.questions.forEach(visit);
  // The state says incomplete but no question carries why: still refuse, naming what the state names.
  if (!out.length) {
    for (const [path, errs] of Object.entries(st.errors)) if (errs[0]) out.push(field(path, 'invalid', errs[0]));
    if (!out.length) out.push(field(st.next ?? '', 'required', bi('required')));
  }
  return out;
}

/** The request-validation envelope (100001) for answers, shaped like the error plugin's field list. */
export function answersInvalid(fields: FieldProblem[]): AppError {
  return new AppError('VALIDATION', {}, { in: 'answers', fields });
}
