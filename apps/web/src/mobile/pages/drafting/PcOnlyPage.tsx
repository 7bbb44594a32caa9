import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import './pc-only.css';

/**
 * draft/new and draft/{id} on a phone: contracts are created on a PC (spec §5). Says so, gives the address to open on
 * the computer, and leads to the contracts and templates that can be read here.
 */
export default function PcOnlyPage() {
  const { t } = useTranslation('drafting');
  const paths = usePaths();
  const { pathname, search } = useLocation();
  const template = new URLSearchParams(search).get('template');
  const desktopAddress = `${window.location.origin}${pathname.replace(/^\/m(?=\/)/, '')}${search}`;
  return (
    <section className="lb-m-pconly" aria-labelledby="lb-m-pconly-title">
      <div className="lb-m-pconly__icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2.5">
          <rect x="6" y="9" width="36" height="24" rx="3" />
          <path d="M18 39h12M24 33v6" />
        </svg>
      </div>
      <h1 id="lb-m-pconly-title" className="lb-m-pconly__title">
        {t('mobile.pcOnlyTitle')}
      </h1>
      <p className="lb-m-pconly__text">{t('mobile.pcOnlyText')}</p>
      <p className="lb-m-pconly__label">{t('mobile.pcAddress')}</p>
      <p className="lb-m-pconly__address">{desktopAddress}</p>
      <div className="lb-m-pconly__actions">
        <Link to={paths.to('myContract')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('mobile.toContracts')}
        </Link>
        <Link to={template ? paths.to('template', { templateId: template }) : paths.to('draftRobot')} className="lb-mbtn lb-mbtn--block">
          {template ? t('mobile.toTemplate') : t('start.toCatalogue')}
        </Link>
      </div>
    </section>
  );
}
