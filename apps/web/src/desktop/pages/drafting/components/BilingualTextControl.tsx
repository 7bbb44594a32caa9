import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formsOf } from '@lexbridge/drafting/browser';
import type { ControlProps } from './controls.tsx';
import { useLocalText } from './useLocalText.ts';

const trimmed = (s: string) => s.trim();
const same = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A free-text answer printed in both columns of the contract (a place, a description of goods, duties): one input
 * per language under the question's single label, so the Chinese column shows the Chinese form and the English
 * column the English one. Each input keeps what is typed while it still means the stored form.
 */
export function BilingualTextControl({ question, value, onChange, onBlur, aria }: ControlProps) {
  const { t } = useTranslation('drafting');
  const stored = formsOf(value);
  const [cn, setCn] = useLocalText(stored.cn.trim(), same, trimmed);
  const [en, setEn] = useLocalText(stored.en.trim(), same, trimmed);
  const { id, ...rest } = aria;
  const ids = { cn: id, en: `${id}-en` };
  const long = (question.maxLength ?? 0) >= 200;
  const box = (lang: 'cn' | 'en', text: string, set: (s: string) => void) => {
    const change = (s: string) => {
      set(s);
      onChange(lang === 'cn' ? { cn: s, en } : { cn, en: s });
    };
    const props = { ...rest, id: ids[lang], value: text, maxLength: question.maxLength, onBlur, lang: lang === 'cn' ? 'zh-CN' : 'en' };
    return (
      <div className="lb-q__form">
        <label className="lb-q__form-label" htmlFor={ids[lang]}>
          {t(lang === 'cn' ? 'question.formCn' : 'question.formEn')}
        </label>
        {long ? (
          <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => change(e.target.value)} />
        ) : (
          <Input {...props} autoComplete="off" onChange={(e) => change(e.target.value)} />
        )}
      </div>
    );
  };
  return (
    <div className="lb-q__bilingual">
      {box('cn', cn, setCn)}
      {box('en', en, setEn)}
    </div>
  );
}
