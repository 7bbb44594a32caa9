import { Checkbox, DatePicker, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { normaliseAnswer, type Question } from '@lexbridge/drafting/browser';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { useLocalText } from './useLocalText.ts';

export interface ControlProps {
  question: Question;
  value: unknown;
  onChange(raw: unknown): void;
  onBlur(): void;
  aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean };
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

/** Free text; long answers (a description, a scope of work) get a growing text area. */
export function TextControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const [text, setText] = useLocalText(value, asText, (s) => normaliseAnswer(question, s));
  const change = (s: string) => {
    setText(s);
    onChange(s);
  };
  if ((question.maxLength ?? 0) >= 200) {
    return <Input.TextArea {...aria} value={text} maxLength={question.maxLength} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => change(e.target.value)} onBlur={onBlur} />;
  }
  return <Input {...aria} value={text} maxLength={question.maxLength} onChange={(e) => change(e.target.value)} onBlur={onBlur} autoComplete="off" />;
}

/** Numbers are typed as text so what cannot be read stays on screen with its message instead of vanishing. */
export function NumberControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const [text, setText] = useLocalText(value, asText, (s) => normaliseAnswer(question, s));
  return (
    <Input
      {...aria}
      className="lb-q__number"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value);
      }}
      onBlur={onBlur}
      autoComplete="off"
    />
  );
}

const DEFAULT_CURRENCIES = ['CNY', 'USD'];

/** An amount and its currency; the currency list comes from the question (CNY first for domestic deals). */
export function MoneyControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const { t } = useTranslation('drafting');
  const money = (value && typeof value === 'object' ? value : {}) as { amount?: string; currency?: string };
  const currencies = question.currencies?.length ? question.currencies : DEFAULT_CURRENCIES;
  const currency = money.currency ?? currencies[0];
  const [text, setText] = useLocalText(
    money.amount,
    asText,
    (s) => (normaliseAnswer(question, { amount: s, currency }) as { amount?: string } | null)?.amount,
  );
  return (
    <Space.Compact className="lb-q__money">
      <Select
        aria-label={t('question.currency')}
        value={currency}
        options={currencies.map((c) => ({ value: c, label: c }))}
        onChange={(c) => onChange({ amount: text, currency: c })}
        popupMatchSelectWidth={false}
        className="lb-q__currency"
      />
      <Input
        {...aria}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value === '' ? null : { amount: e.target.value, currency });
        }}
        onBlur={onBlur}
        autoComplete="off"
      />
    </Space.Compact>
  );
}

/** Dates are stored as yyyy-mm-dd; the picker also takes a typed date. */
export function DateControl({ value, onChange, onBlur, aria }: ControlProps) {
  const parsed = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
  return (
    <DatePicker
      id={aria.id}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      aria-required={aria['aria-required']}
      value={parsed}
      format="YYYY-MM-DD"
      className="lb-q__date"
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
      onBlur={onBlur}
    />
  );
}

/** Up to five options as radio buttons (all visible, arrow keys move); more as a searchable list. */
export function SingleControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const lang = useLang();
  const { t } = useTranslation('drafting');
  const options = (question.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));
  if (options.length > 5) {
    return (
      <Select
        id={aria.id}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
        className="lb-q__select"
        value={typeof value === 'string' ? value : undefined}
        placeholder={t('question.choose')}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(v) => onChange(v)}
        onBlur={onBlur}
      />
    );
  }
  return (
    <Radio.Group className="lb-q__choices" value={typeof value === 'string' ? value : undefined} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
      {options.map((o, i) => (
        <Radio key={o.value} value={o.value} id={i === 0 ? aria.id : undefined}>
          {o.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

export function MultipleControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const lang = useLang();
  const list = Array.isArray(value) ? (value as string[]) : [];
  return (
    <div onBlur={onBlur}>
      <Checkbox.Group className="lb-q__choices" value={list} onChange={(v) => onChange(v)}>
        {(question.options ?? []).map((o, i) => (
          <Checkbox key={o.value} value={o.value} id={i === 0 ? aria.id : undefined}>
            {o.label[lang]}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

/** Yes / no as two radio buttons: unlike a switch, "not answered yet" stays visible. */
export function YesNoControl({ value, onChange, onBlur, aria }: ControlProps) {
  const { t } = useTranslation('drafting');
  return (
    <Radio.Group className="lb-q__choices" value={typeof value === 'boolean' ? value : undefined} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
      <Radio value={true} id={aria.id}>
        {t('question.yes')}
      </Radio>
      <Radio value={false}>{t('question.no')}</Radio>
    </Radio.Group>
  );
}
