import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';

/** Spec §8 on the mobile site: 'This page could not be found', with a button back to the home page. */
export function NotFoundPage() {
  const { t } = useTranslation(['notfound', 'pages']);
  const paths = usePaths();
  useDocumentTitle(t('pages:title.notFound'));
  return (
    <section className="lb-m-notfound" aria-labelledby="lb-m-notfound-title">
      <div className="lb-m-notfound__code" aria-hidden="true">
        404
      </div>
      <h1 id="lb-m-notfound-title" className="lb-m-notfound__title">
        {t('notfound:title')}
      </h1>
      <p className="lb-m-notfound__hint">{t('notfound:hint')}</p>
      <Link to={paths.to('home')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
        {t('notfound:backHome')}
      </Link>
    </section>
  );
}
