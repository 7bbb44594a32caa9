import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` as "<page> - <site name>". The shell gives every route its registry title; pages may refine it. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const site = t('appName');
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
