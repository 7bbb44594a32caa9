import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';

/** Spec §8: 'This page could not be found', with a button back to the home page. */
export function NotFoundPage() {
  const { t } = useTranslation(['notfound', 'pages']);
  const paths = usePaths();
  useDocumentTitle(t('pages:title.notFound'));
  return (
    <section className="lb-notfound" aria-labelledby="lb-notfound-title">
      <div className="lb-notfound__code" aria-hidden="true">
        404
      </div>
      <h1 id="lb-notfound-title" className="lb-notfound__title">
        {t('notfound:title')}
      </h1>
      <p className="lb-notfound__hint">{t('notfound:hint')}</p>
      <LinkButton to={paths.to('home')} type="primary" size="large">{t('notfound:backHome')}</LinkButton>
    </section>
  );
}
