import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `<title>` as "<page> - <site name>". The shell gives every route its registry title (the default); a page that
 * calls `useDocumentTitle` takes precedence while it is mounted, whatever order React runs the effects in.
 */
let pageClaims = 0;

function useSiteTitle(title: string | null | undefined): string {
  const { t } = useTranslation('common');
  const site = t('appName');
  return title ? `${title} - ${site}` : site;
}

export function useDocumentTitle(title: string | null | undefined): void {
  const full = useSiteTitle(title);
  useEffect(() => {
    pageClaims++;
    return () => {
      pageClaims--;
    };
  }, []);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** The registry title of the route, applied unless the page set its own. */
export function useDefaultDocumentTitle(title: string | null | undefined): void {
  const full = useSiteTitle(title);
  useEffect(() => {
    if (pageClaims === 0) document.title = full;
  }, [full]);
}
