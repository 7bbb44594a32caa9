import { useEffect } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QuestionState } from '@lexbridge/drafting/browser';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { QuestionField, type FieldActions } from './QuestionField.tsx';

/**
 * A repeating group (parties, instalments, milestones): one card per item with its own questions, items added up to
 * the maximum and removed down to the minimum.
 */
export function GroupField({ st, actions }: { st: QuestionState; actions: FieldActions }) {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const q = st.question;
  const items = st.items ?? [];
  const min = q.minItems ?? 0;
  const max = q.maxItems ?? Infinity;
  const itemName = (i: number) => (q.itemLabel ? `${q.itemLabel[lang]} ${i + 1}` : t('group.item', { n: i + 1 }));
  const errors = actions.shown(st.path, st.errors);
  // A group that needs items starts with its first one open, rather than an empty list and a button.
  useEffect(() => {
    if (min > 0 && items.length === 0) actions.addItem(st.path);
    // Once, when the group first shows: removing items later is the user's choice.
  }, []);
  const headingId = `lbg-${st.path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <section className={errors.length ? 'lb-q lb-group is-invalid' : 'lb-q lb-group'} data-qpath={st.path} aria-labelledby={headingId}>
      <h3 id={headingId} className="lb-q__label">
        {q.label[lang]}
        {st.required ? (
          <span className="lb-q__req" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="lb-q__opt">{t('question.optional')}</span>
        )}
      </h3>
      {q.help && <p className="lb-q__help">{q.help[lang]}</p>}
      {(min > 0 || max !== Infinity) && <p className="lb-q__help">{max === Infinity ? t('group.atLeast', { min }) : t('group.range', { min, max })}</p>}
      <ol className="lb-group__items">
        {items.map((subs, i) => (
          <li key={i} className="lb-group__item" aria-label={itemName(i)}>
            <div className="lb-group__head">
              <span className="lb-group__name">{itemName(i)}</span>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                disabled={items.length <= min}
                onClick={() => actions.removeItem(st.path, i)}
              >
                {t('group.remove', { name: itemName(i) })}
              </Button>
            </div>
            {subs.map((sub) => (
              <QuestionField key={sub.path} st={sub} actions={actions} />
            ))}
          </li>
        ))}
      </ol>
      <Button icon={<PlusOutlined aria-hidden="true" />} disabled={items.length >= max} onClick={() => actions.addItem(st.path)}>
        {q.itemLabel ? t('group.addNamed', { name: q.itemLabel[lang] }) : t('group.add')}
      </Button>
      {errors.length > 0 && <p className="lb-q__error">{errors.map((e) => e[lang]).join(' ')}</p>}
    </section>
  );
}
