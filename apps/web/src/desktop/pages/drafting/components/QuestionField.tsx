import type { Bi, QuestionState } from '@lexbridge/drafting/browser';
import { BilingualTextControl } from './BilingualTextControl.tsx';
import { DateControl, MoneyControl, MultipleControl, NumberControl, SingleControl, TextControl, YesNoControl, type ControlProps } from './controls.tsx';
import { GroupField } from './GroupField.tsx';
import { QuestionShell } from './QuestionShell.tsx';

/** What the questionnaire page hands each question: how to answer, and which messages to show. */
export interface FieldActions {
  set(path: string, raw: unknown): void;
  addItem(groupPath: string): void;
  removeItem(groupPath: string, index: number): void;
  /** The messages to show for a question now (after it was left, or once its section was checked). */
  shown(path: string, errors: Bi[]): Bi[];
  touch(path: string): void;
}

const CONTROLS: Record<string, (p: ControlProps) => React.ReactNode> = {
  text: TextControl,
  number: NumberControl,
  money: MoneyControl,
  date: DateControl,
  single: SingleControl,
  multiple: MultipleControl,
  yesno: YesNoControl,
};

const GROUPED = new Set(['single', 'multiple', 'yesno']);

export function QuestionField({ st, actions }: { st: QuestionState; actions: FieldActions }) {
  const q = st.question;
  if (q.type === 'group') return <GroupField st={st} actions={actions} />;
  const bilingual = q.type === 'text' && q.bilingual === true;
  const Control = bilingual ? BilingualTextControl : CONTROLS[q.type];
  const errors = actions.shown(st.path, st.errors);
  // A short list of radio buttons is a fieldset, and so are the two inputs of a bilingual answer; a choice that
  // became a select list keeps a plain label.
  const group = bilingual || (GROUPED.has(q.type) && !(q.type === 'single' && (q.options?.length ?? 0) > 5));
  return (
    <QuestionShell path={st.path} label={q.label} help={q.help} required={st.required} errors={errors} group={group}>
      {(aria) => <Control question={q} value={st.value} aria={aria} onChange={(raw) => actions.set(st.path, raw)} onBlur={() => actions.touch(st.path)} />}
    </QuestionShell>
  );
}
