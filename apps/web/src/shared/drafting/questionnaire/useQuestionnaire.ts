import { useCallback, useMemo, useState } from 'react';
import {
  compileTemplate,
  evaluateQuestionnaire,
  setAnswer,
  type AnswerValue,
  type Answers,
  type ClauseLibrary,
  type CompiledTemplate,
  type QuestionnaireState,
  type Template,
} from '@lexbridge/drafting/browser';
import { withHeadingStandIns } from './headings.ts';

export interface LoadedTemplate {
  compiled: CompiledTemplate;
  library: ClauseLibrary;
  /** false: clause texts were withheld, the preview shows headings only. */
  full: boolean;
}

/** Compiles the template the server sent for the browser runtime (once per template). */
export function loadTemplate(input: { template: Record<string, unknown>; library: Record<string, unknown>; full: boolean }): LoadedTemplate {
  let template = input.template as unknown as Template;
  let library = input.library as unknown as ClauseLibrary;
  if (!input.full) ({ template, library } = withHeadingStandIns(template, library));
  return { compiled: compileTemplate(template), library, full: input.full };
}

export interface Questionnaire {
  answers: Answers;
  state: QuestionnaireState;
  /** Stores one answer (normalised by the engine); hidden answers are kept. */
  set(path: string, raw: unknown): void;
  addItem(groupPath: string): void;
  removeItem(groupPath: string, index: number): void;
  /** Replaces every answer (a reloaded draft). */
  replace(next: Answers): void;
}

/**
 * The browser side of the engine's runtime: the answers the user gave and what the engine makes of them — visible
 * sections and questions, errors, progress. Changing an earlier answer hides or shows later questions; an answer
 * hidden that way stays in `answers` and comes back with its question.
 */
export function useQuestionnaire(ct: CompiledTemplate, initial: Answers): Questionnaire {
  const [answers, setAnswers] = useState<Answers>(initial);
  const state = useMemo(() => evaluateQuestionnaire(ct, answers), [ct, answers]);

  const set = useCallback((path: string, raw: unknown) => setAnswers((a) => setAnswer(ct, a, path, raw)), [ct]);
  const addItem = useCallback(
    (groupPath: string) =>
      setAnswers((a) => {
        const list = listAt(a, groupPath);
        return setAnswer(ct, a, groupPath, [...list, {}]);
      }),
    [ct],
  );
  const removeItem = useCallback(
    (groupPath: string, index: number) =>
      setAnswers((a) => {
        const list = listAt(a, groupPath);
        return setAnswer(ct, a, groupPath, list.filter((_, i) => i !== index));
      }),
    [ct],
  );
  const replace = useCallback((next: Answers) => setAnswers(next), []);
  return { answers, state, set, addItem, removeItem, replace };
}

function listAt(a: Answers, path: string): AnswerValue[] {
  let cur: unknown = a;
  for (const k of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return Array.isArray(cur) ? (cur as AnswerValue[]) : [];
}
