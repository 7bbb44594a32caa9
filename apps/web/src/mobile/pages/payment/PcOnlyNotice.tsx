import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../shared/hooks/usePaths.ts';

/** Purchases of packages and templates (and an unpaid contract without an order) are made on a PC (spec §5, §8). */
export function PcOnlyNotice({ text, back }: { text: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('pay');
  const paths = usePaths();
  const { pathname } = useLocation();
  return (
    <section className="lb-m-card lb-m-pconly-pay" aria-labelledby="lb-m-pconly-pay">
      <h2 id="lb-m-pconly-pay" className="lb-m-card__title">
        {t('mobile.pcOnlyTitle')}
      </h2>
      <p>{text}</p>
      <p className="lb-m-muted">{t('mobile.pcAddress')}</p>
      <p className="lb-m-pconly-pay__address">{`${window.location.origin}${pathname.replace(/^\/m(?=\/)/, '')}`}</p>
      <div className="lb-m-stack">
        <Link to={back.to} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {back.label}
        </Link>
        <Link to={paths.to('recharge')} className="lb-mbtn lb-mbtn--block">
          {t('mobile.toRecharge')}
        </Link>
      </div>
    </section>
  );
}
