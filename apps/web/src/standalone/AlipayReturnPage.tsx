import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../shared/components/Logo.tsx';
import { LangSwitch } from '../shared/components/LangSwitch.tsx';
import { useDocumentTitle } from '../shared/hooks/useDocumentTitle.ts';
import { usePaths } from '../shared/hooks/usePaths.ts';
import './alipay.css';

/**
 * /{lang}/alipay/{chan}/{order}: where the payment provider sends the payer back. Standalone (no device redirect,
 * no UI library) so it opens quickly on any screen. The payment result itself belongs to the payment feature.
 */
export default function AlipayReturnPage() {
  const { t } = useTranslation(['pages', 'common']);
  const paths = usePaths();
  const { pathname } = useLocation();
  const order = pathname.split('/').filter(Boolean)[3] ?? '';
  useDocumentTitle(t('pages:title.alipay'));
  return (
    <div className="lb-standalone">
      <header className="lb-standalone__top">
        <Logo />
        <LangSwitch />
      </header>
      <main id="lb-main" className="lb-standalone__card" data-order={order}>
        <h1>{t('pages:title.alipay')}</h1>
        <p>{t('pages:alipay.lead')}</p>
        <Link to={paths.to('home')} className="lb-standalone__button">
          {t('common:backHome')}
        </Link>
      </main>
    </div>
  );
}
