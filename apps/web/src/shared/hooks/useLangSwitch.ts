import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LANGS, type Lang } from '@lexbridge/contract/constants';
import { loadLanguage } from '../i18n/index.ts';
import { usePaths } from './usePaths.ts';

/**
 * The CN/EN switch keeps the current page: same path and query in the other language. The other language's texts are
 * fetched before navigating so the page never shows half-translated.
 */
export function useLangSwitch() {
  const paths = usePaths();
  const navigate = useNavigate();
  const go = useCallback(
    (lang: Lang) => {
      if (lang === paths.lang) return;
      const to = paths.inLang(lang);
      loadLanguage(lang)
        .catch(() => undefined)
        .then(() => navigate(to));
    },
    [paths, navigate],
  );
  return { current: paths.lang, langs: LANGS, hrefOf: (lang: Lang) => paths.inLang(lang), go };
}
