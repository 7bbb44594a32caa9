import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { usePaths } from '../../shared/hooks/usePaths.ts';

/**
 * A titled frame for a page whose content belongs to a later part of the product: the title, one honest line that
 * it opens soon, and the way back home. Shown inside the header and footer.
 */
export function Frame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation(['pages', 'common']);
  const paths = usePaths();
  return (
    <section className="lb-frame" aria-labelledby="lb-frame-title">
      <div className="lb-container">
        <div className="lb-frame__card">
          <h1 id="lb-frame-title" className="lb-frame__title">
            {title}
          </h1>
          <p className="lb-frame__soon">{t('pages:frame.soon')}</p>
          {children}
          <LinkButton to={paths.to('home')}>{t('common:backHome')}</LinkButton>
        </div>
      </div>
    </section>
  );
}
