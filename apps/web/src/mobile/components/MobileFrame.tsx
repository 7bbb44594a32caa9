import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../shared/hooks/usePaths.ts';

/** The mobile titled frame of a page still to be built: title, one honest line, and the way back home. */
export function MobileFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation(['pages', 'common']);
  const paths = usePaths();
  return (
    <section className="lb-m-frame" aria-labelledby="lb-m-frame-title">
      <h1 id="lb-m-frame-title" className="lb-m-frame__title">
        {title}
      </h1>
      <p className="lb-m-frame__soon">{t('pages:frame.soon')}</p>
      {children}
      <Link to={paths.to('home')} className="lb-mbtn">
        {t('common:backHome')}
      </Link>
    </section>
  );
}
