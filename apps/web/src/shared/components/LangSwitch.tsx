import { useTranslation } from 'react-i18next';
import { useLangSwitch } from '../hooks/useLangSwitch.ts';

/** CN / EN: the same page in the other language. */
export function LangSwitch({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation('common');
  const { current, langs, hrefOf, go } = useLangSwitch();
  return (
    <div className={inverse ? 'lb-lang is-inverse' : 'lb-lang'} role="group" aria-label={t('lang.label')}>
      {langs.map((lang, i) => (
        <span key={lang} className="lb-lang__item">
          {i > 0 && <span className="lb-lang__sep" aria-hidden="true">/</span>}
          <a
            href={hrefOf(lang)}
            lang={lang === 'en' ? 'en' : 'zh-CN'}
            className={lang === current ? 'lb-lang__link is-active' : 'lb-lang__link'}
            aria-current={lang === current ? 'true' : undefined}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              go(lang);
            }}
          >
            {t(`lang.${lang}`)}
          </a>
        </span>
      ))}
    </div>
  );
}
