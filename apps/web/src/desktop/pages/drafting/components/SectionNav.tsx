import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QuestionState, SectionState } from '@lexbridge/drafting/browser';
import { useLang } from '../../../../shared/hooks/useLang.ts';

/** Required questions of a section (group items included) and how many are answered correctly. */
export function sectionProgress(s: SectionState): { answered: number; required: number; invalid: boolean } {
  let answered = 0;
  let required = 0;
  let invalid = false;
  const walk = (qs: QuestionState[]) => {
    for (const q of qs) {
      if (q.errors.length && q.answered) invalid = true;
      if (q.required) {
        required++;
        if (q.answered && !q.errors.length) answered++;
      }
      for (const item of q.items ?? []) walk(item);
    }
  };
  walk(s.questions);
  return { answered, required, invalid };
}

/** The sections as steps: where the user is, which are done, and a way to jump to any of them. */
export function SectionNav({ sections, current, onPick }: { sections: SectionState[]; current: number; onPick(i: number): void }) {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  return (
    <nav className="lb-steps" aria-label={t('editor.sections')}>
      <ol>
        {sections.map((s, i) => {
          const p = sectionProgress(s);
          const done = p.answered === p.required && !p.invalid;
          const state = i === current ? 'is-current' : done ? 'is-done' : '';
          return (
            <li key={s.id}>
              <button type="button" className={`lb-steps__item ${state}`} aria-current={i === current ? 'step' : undefined} onClick={() => onPick(i)}>
                <span className="lb-steps__mark" aria-hidden="true">
                  {p.invalid ? <ExclamationCircleFilled /> : done ? <CheckCircleFilled /> : i + 1}
                </span>
                <span className="lb-steps__text">
                  <span className="lb-steps__title">{s.title[lang]}</span>
                  <span className="lb-steps__count">{p.required ? t('editor.sectionCount', { answered: p.answered, required: p.required }) : t('editor.sectionOptional')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
