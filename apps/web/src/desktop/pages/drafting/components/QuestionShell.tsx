import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bi } from '@lexbridge/drafting/browser';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { fieldId } from '../../../../shared/drafting/questionnaire/fieldId.ts';

export interface ShellProps {
  path: string;
  label: Bi;
  help?: Bi;
  required: boolean;
  /** Messages to show now (already filtered by whether the question was touched or the section checked). */
  errors: Bi[];
  /** Radio and checkbox lists are a fieldset with a legend; single inputs a label tied to the input. */
  group?: boolean;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean }) => ReactNode;
}

/** One question: its label with the required mark, help text, the control and its messages in the page language. */
export function QuestionShell({ path, label, help, required, errors, group, children }: ShellProps) {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const id = fieldId(path);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const title = (
    <>
      {label[lang]}
      {required ? (
        <span className="lb-q__req" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="lb-q__opt">{t('question.optional')}</span>
      )}
      {required && <span className="lb-visually-hidden">{t('question.required')}</span>}
    </>
  );
  const aria = { id, 'aria-describedby': describedBy, 'aria-invalid': errors.length ? true : undefined, 'aria-required': required || undefined };
  const body = (
    <>
      {help && (
        <p id={helpId} className="lb-q__help">
          {help[lang]}
        </p>
      )}
      {children(aria)}
      {errors.length > 0 && (
        <p id={errorId} className="lb-q__error">
          {errors.map((e) => e[lang]).join(' ')}
        </p>
      )}
    </>
  );
  return group ? (
    <fieldset className={errors.length ? 'lb-q is-invalid' : 'lb-q'} data-qpath={path} aria-describedby={describedBy}>
      <legend className="lb-q__label">{title}</legend>
      {body}
    </fieldset>
  ) : (
    <div className={errors.length ? 'lb-q is-invalid' : 'lb-q'} data-qpath={path}>
      <label className="lb-q__label" htmlFor={id}>
        {title}
      </label>
      {body}
    </div>
  );
}
